/**
 * `storefront-elements/testing/playwright` (docs/settled.md): `await settled(page)` waits in the
 * page until it has settled — no partial update in flight, no swap pending, no lazy chunk loading,
 * no component element asked to upgrade still waiting — and fails after a time-out naming what is
 * still busy. The page must load `storefront-elements/settled` before the library's entry.
 * Playwright is not imported: any page with an `evaluate(fn, arg)` will do.
 */
import { SETTLED_LEDGER_KEY } from '../protocol/settled-ledger.ts';

/** A page that runs a function in its document (Playwright's `Page`, `Frame`). */
export interface EvaluatingPage {
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
}

export interface SettledOptions {
  /** How long to wait, in ms (10 000 unless given). */
  timeout?: number;
}

/** The time-out of `settled` unless given. */
export const SETTLED_TIMEOUT_MS = 10_000;

/** What the page answers: settled, still busy with these, or no ledger at all. */
export type SettledOutcome =
  | { settled: true }
  | { settled: false; busy: string[] }
  | { settled: false; missing: true };

/** Waits until the page has settled; rejects naming what is still busy after the time-out. */
export async function settled(page: EvaluatingPage, options: SettledOptions = {}): Promise<void> {
  const timeout = options.timeout ?? SETTLED_TIMEOUT_MS;
  const outcome = await page.evaluate(settledInPage, { key: SETTLED_LEDGER_KEY, timeout });
  const failure = settledFailure(outcome, timeout);
  if (failure) throw new Error(failure);
}

/** The error text of an outcome, or null when the page settled. */
export function settledFailure(outcome: SettledOutcome, timeout: number): string | null {
  if (outcome.settled) return null;
  if ('missing' in outcome)
    return 'The page has no settled ledger: load storefront-elements/settled before the library (docs/settled.md).';
  return `The page did not settle within ${timeout} ms: still busy with ${outcome.busy.join(', ') || 'markup being added'}.`;
}

/**
 * Runs in the page (serialized: it uses nothing from outside but its argument). The ledger is the
 * one the page's `storefront-elements/settled` started on its document.
 */
export function settledInPage({ key, timeout }: { key: string; timeout: number }): Promise<SettledOutcome> {
  type Ledger = { whenSettled(): Promise<void>; busyWith(): string[] };
  const ledger = (document as unknown as Record<symbol, Ledger | undefined>)[Symbol.for(key)];
  if (!ledger) return Promise.resolve({ settled: false, missing: true });
  return Promise.race([
    ledger.whenSettled().then(() => ({ settled: true }) as const),
    new Promise<SettledOutcome>((resolve) =>
      setTimeout(() => resolve({ settled: false, busy: ledger.busyWith() }), timeout),
    ),
  ]);
}
