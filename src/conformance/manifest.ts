/**
 * The manifest a shop gives the kit: which of its addresses answer each part of the contract.
 * Only `region` is required; a case whose entry is missing is reported as skipped, not passed.
 */

/** Form fields by name, as the shop's form would send them. */
export type FormFields = Record<string, string>;

export interface ConformanceManifest {
  /** The shop language of the user-tools and login addresses (default `cs`). */
  lang?: string;
  /** A page (GET) whose `<meta name="csrf-token">` the kit reads before it posts; default `region.path`. */
  csrfPage?: string;
  /** A page answering a region by partial update (a page-like region: its answer names `PU-Title`). */
  region: { path: string; target: string };
  /** The same or another page answering two regions or more in one multi-target answer. */
  multiTarget?: { path: string; targets: string[] };
  /** A form post (with the page's CSRF token) that changes the basket, answered with `target`. */
  formPost?: { path: string; target: string; fields: FormFields };
  /** A refused form post answered with its form and messages: status 200 and `PU-Error: 1`. */
  error?: { path: string; target: string; fields: FormFields };
  /** A request the shop answers with `PU-Redirect` (made after `login`, so it may need a signed-in visitor). */
  redirect?: { path: string; target: string; method?: 'GET' | 'POST'; fields?: FormFields };
  /** A partial update met by an ended signed-in session: `cookie` is that session's cookie (`name=value`). */
  sessionExpiry?: { path: string; target: string; cookie: string };
  /** Live validation: the `/validate/` address, the form id, a field sent invalid and then valid. */
  validation?: {
    path: string;
    formId: string;
    widget: string;
    invalid: FormFields;
    valid: FormFields;
    /**
     * A post that releases the validation context it is sent with (`validationContextId`): then Error 04.
     * `{unique}` in a value becomes a value of this run (an e-mail address not registered yet).
     */
    release?: { path: string; fields: FormFields };
  };
  /** The user-tools include (at `/qf/{lang}/ramjet/include`) and the regions this shop renders there. */
  userTools?: { targets: string[] };
  /** A paginated list: the page and the id of its `data-pagination` element (two full pages at least). */
  pagination?: { path: string; target: string };
  /** A successful login post and a text the user tools show only to the signed-in visitor. */
  login?: { path: string; fields: FormFields; signedInText: string };
  /** A page that shows a query parameter back (a search), answered as `target`. */
  reflect?: { path: string; param: string; target: string };
}

export class ManifestError extends Error {
  override name = 'ManifestError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a parsed manifest, refusing one the kit could not run from (names the field). */
export function readManifest(value: unknown): ConformanceManifest {
  if (!isRecord(value)) throw new ManifestError('The manifest must be a JSON object.');
  const region = value.region;
  if (!isRecord(region) || typeof region.path !== 'string' || typeof region.target !== 'string')
    throw new ManifestError('The manifest needs "region": {"path": "/…", "target": "id"}.');
  for (const [key, entry] of Object.entries(value)) {
    if (key === 'lang' || key === 'csrfPage') {
      if (typeof entry !== 'string') throw new ManifestError(`"${key}" must be a string.`);
    } else if (!isRecord(entry)) {
      throw new ManifestError(`"${key}" must be an object.`);
    } else if ('path' in entry && (typeof entry.path !== 'string' || !entry.path.startsWith('/'))) {
      throw new ManifestError(`"${key}.path" must be a path starting with "/".`);
    }
  }
  return value as unknown as ConformanceManifest;
}
