import { expect } from 'chai';
import sinon from 'sinon';
import { settledLedger } from '../core/settled/index.ts';
import { type EvaluatingPage, SETTLED_TIMEOUT_MS, settled, settledInPage } from './playwright.ts';

/** A "page" that runs the function here, in this document, as Playwright runs it in its page. */
const thisPage: EvaluatingPage = { evaluate: async (fn, arg) => fn(arg) };

describe('storefront-elements/testing/playwright', () => {
  afterEach(() => sinon.restore());

  it('resolves once the page has settled', async () => {
    settledLedger();
    await settled(thisPage);
  });

  it('fails after the time-out, naming what is still busy', async () => {
    settledLedger();
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout'] });
    let arrive: () => void = () => {};
    const work = new Promise<void>((resolve) => (arrive = resolve));
    document.dispatchEvent(new CustomEvent('fg:busy', { detail: ['slow-chunk', work] }));
    const outcome = settled(thisPage).then(
      () => null,
      (error: Error) => error.message,
    );
    await clock.tickAsync(SETTLED_TIMEOUT_MS);
    expect(await outcome).to.equal(
      `The page did not settle within ${SETTLED_TIMEOUT_MS} ms: still busy with slow-chunk.`,
    );
    arrive();
  });

  it('says so when the page has no ledger', async () => {
    expect(await settledInPage({ key: 'no ledger under this key', timeout: 1 })).to.deep.equal({
      settled: false,
      missing: true,
    });
  });
});
