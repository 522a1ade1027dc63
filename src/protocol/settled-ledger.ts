/**
 * Where a page's settled ledger (src/core/settled/settled-ledger.ts) is found: on its document,
 * under `Symbol.for(SETTLED_LEDGER_KEY)`. One ledger per document, whichever copy of the module
 * started it; a test driver's `evaluate` reaches it there (src/testing/playwright.ts).
 */
export const SETTLED_LEDGER_KEY = 'storefront-elements.settled';

/** What a document's ledger offers (docs/settled.md). */
export interface SettledLedger {
  /** Resolves once the page has settled (at once, a moment later, when it is settled now). */
  whenSettled(): Promise<void>;
  /** What is under way now, named for a reader (empty when nothing is). */
  busyWith(): string[];
}
