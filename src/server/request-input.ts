/**
 * The plain shapes a Node server hands over, whatever its framework: node:http and fastify give
 * a header record (`req.headers`), fetch-style servers a `Headers` object; express and fastify
 * give parsed parameters as a record (`req.query`, `req.body`), others a `URLSearchParams`.
 */

/** A header record (any letter case) or a fetch `Headers`-like object. */
export type HeadersInput =
  | Readonly<Record<string, string | readonly string[] | undefined>>
  | { get(name: string): string | null };

/**
 * Parsed request parameters. Record values that are neither strings nor string arrays (uploaded
 * files, nested objects of a query parser) are ignored by the readers here.
 */
export type ParamsInput = URLSearchParams | Readonly<Record<string, unknown>>;

function isHeadersObject(headers: HeadersInput): headers is { get(name: string): string | null } {
  return typeof (headers as { get?: unknown }).get === 'function';
}

/** The value of header `name` (case-insensitive); the first one when it was sent more than once. */
export function readHeader(headers: HeadersInput, name: string): string | undefined {
  if (isHeadersObject(headers)) return headers.get(name) ?? undefined;
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted || value === undefined) continue;
    return typeof value === 'string' ? value : value[0];
  }
  return undefined;
}

/**
 * Every value of parameter `name`: `[]` when absent. A record value that is not a string or a
 * string array yields `undefined`, so callers can tell "absent" from "not text".
 */
export function readParamValues(params: ParamsInput, name: string): readonly string[] | undefined {
  if (params instanceof URLSearchParams) return params.getAll(name);
  if (!Object.hasOwn(params, name)) return [];
  const value = params[name];
  if (value === undefined) return [];
  if (typeof value === 'string') return [value];
  if (Array.isArray(value) && value.every((item) => typeof item === 'string')) return value;
  return undefined;
}

/** Whether a flag header or parameter is set: the values `1` and `true` (any case) count. */
export function isFlagSet(value: string | undefined): boolean {
  if (value === undefined) return false;
  const normalized = value.trim().toLowerCase();
  return normalized === '1' || normalized === 'true';
}
