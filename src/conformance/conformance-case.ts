/**
 * One golden case of the contract and what it records: each request it sent with the answer, and
 * each check with what it expected and what came back. A case passes when every check holds.
 */
import type { ConformanceManifest } from './manifest.ts';
import type { Exchange, Send, ShopAnswer, ShopClient } from './shop-client.ts';

export interface Check {
  expected: string;
  got: string;
  ok: boolean;
}

export type CaseStatus = 'pass' | 'fail' | 'skip';

export interface CaseResult {
  id: string;
  title: string;
  status: CaseStatus;
  /** Why a case was skipped, or what broke it (a refused connection). */
  note?: string;
  exchanges: Exchange[];
  checks: Check[];
}

/** What a case works with: the manifest, the kit's visitor and the record of its checks. */
export interface CaseContext {
  readonly manifest: ConformanceManifest;
  readonly shop: ShopClient;
  /** Sends a request from the kit's visitor (recorded in this case). */
  send(request: Send): Promise<ShopAnswer>;
  /** Records a check; returns `ok` so a case can stop looking further. */
  check(expected: string, ok: boolean, got: string): boolean;
}

export interface ConformanceCase {
  id: string;
  title: string;
  /** The manifest entry the case needs, a dotted path (`validation.release`); without it the case is skipped. */
  needs?: string;
  run(context: CaseContext): Promise<void>;
}

/** Headers that carry the contract, as the report shows an answer's (lower-case names). */
export function contractHeaders(answer: ShopAnswer): string {
  const shown = Object.entries(answer.headers).filter(([name]) =>
    /^(pu-|x-csrf-token$|content-type$|vary$|location$)/.test(name),
  );
  return shown.map(([name, value]) => `${name}: ${value}`).join(', ');
}

/** A short form of a body for the report. */
export function bodyStart(body: string, length = 120): string {
  const flat = body.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length)}…` : flat || '(empty body)';
}
