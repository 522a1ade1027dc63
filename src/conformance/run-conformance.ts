/** Runs the golden cases against a shop and gathers the report (docs/backends.md). */
import { actionCases } from './cases/actions.ts';
import { answerCases } from './cases/answers.ts';
import { escapingCases } from './cases/escaping.ts';
import { paginationCases } from './cases/pagination.ts';
import { requestCases } from './cases/requests.ts';
import { sessionCases } from './cases/session.ts';
import { userToolsCases } from './cases/user-tools.ts';
import { validationCases } from './cases/validation.ts';
import type { CaseContext, CaseResult, Check, ConformanceCase } from './conformance-case.ts';
import type { ConformanceManifest } from './manifest.ts';
import { type Exchange, ShopClient } from './shop-client.ts';

/** Every case, in the order the report lists them. */
export const CONFORMANCE_CASES: readonly ConformanceCase[] = [
  ...requestCases,
  ...answerCases,
  ...userToolsCases,
  ...actionCases,
  ...validationCases,
  ...paginationCases,
  ...escapingCases,
  ...sessionCases,
];

export interface ConformanceReport {
  base: string;
  passed: number;
  failed: number;
  skipped: number;
  cases: CaseResult[];
}

/** The manifest entry at a dotted path, or undefined. */
function entryAt(manifest: ConformanceManifest, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], manifest);
}

async function runCase(
  base: URL,
  manifest: ConformanceManifest,
  conformanceCase: ConformanceCase,
): Promise<CaseResult> {
  const { id, title, needs } = conformanceCase;
  const exchanges: Exchange[] = [];
  const checks: Check[] = [];
  if (needs !== undefined && entryAt(manifest, needs) === undefined)
    return { id, title, status: 'skip', note: `the manifest has no "${needs}"`, exchanges, checks };
  const record = (exchange: Exchange) => exchanges.push(exchange);
  // Every case is a new visitor: no case depends on what another left in a session.
  const shop = new ShopClient(base, record);
  const context: CaseContext = {
    manifest,
    shop,
    send: (request) => shop.send(request),
    check(expected, ok, got) {
      checks.push({ expected, ok, got });
      return ok;
    },
  };
  try {
    await conformanceCase.run(context);
  } catch (error) {
    const note =
      error instanceof Error
        ? `${error.message}${error.cause ? ` (${String(error.cause)})` : ''}`
        : String(error);
    return { id, title, status: 'fail', note, exchanges, checks };
  }
  const failed = checks.length === 0 || checks.some((check) => !check.ok);
  return { id, title, status: failed ? 'fail' : 'pass', exchanges, checks };
}

/** Runs `cases` (default: all) one after another against the shop at `base`. */
export async function runConformance(
  base: string,
  manifest: ConformanceManifest,
  cases: readonly ConformanceCase[] = CONFORMANCE_CASES,
): Promise<ConformanceReport> {
  const baseUrl = new URL(base);
  const results: CaseResult[] = [];
  for (const conformanceCase of cases) results.push(await runCase(baseUrl, manifest, conformanceCase));
  const count = (status: CaseResult['status']) => results.filter((result) => result.status === status).length;
  return {
    base: baseUrl.href,
    passed: count('pass'),
    failed: count('fail'),
    skipped: count('skip'),
    cases: results,
  };
}
