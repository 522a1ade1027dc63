/**
 * `storefront-elements/settled` (docs/settled.md): whether the page has settled — no partial update
 * in flight, no swap pending, no lazy chunk loading, no component element asked to upgrade still
 * waiting for it. Load it before the library's entry (a module script listed before it): the
 * ledger sees the work begun from the moment it starts.
 */
import { SETTLED_LEDGER_KEY, type SettledLedger } from '../../protocol/settled-ledger.ts';
import { startSettledLedger } from './settled-ledger.ts';

export type { SettledLedger } from '../../protocol/settled-ledger.ts';

/** The document's ledger: the one already started for it, else one started now. */
export function settledLedger(doc: Document = document): SettledLedger {
  const holder = doc as Document & Record<symbol, SettledLedger | undefined>;
  const key = Symbol.for(SETTLED_LEDGER_KEY);
  holder[key] ??= startSettledLedger(doc);
  return holder[key];
}

/** Resolves once the page has settled (docs/settled.md). */
export function whenSettled(): Promise<void> {
  return settledLedger().whenSettled();
}

/** What the page is busy with now, named for a reader; empty once settled. */
export function busyWith(): string[] {
  return settledLedger().busyWith();
}

if (typeof document !== 'undefined') settledLedger();
