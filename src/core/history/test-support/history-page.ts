/** The page the history tests run on: regions to update, console errors caught, history put back. */
import sinon from 'sinon';
import { inTest } from '../../test-support/in-test.ts';

/** The test page's own address, put back after each test. */
export const startAddress = location.href;
const startState: unknown = history.state;

export interface HistoryPage {
  /** The stub standing in for console.error. */
  readonly consoleError: sinon.SinonStub;
}

/**
 * Before each test the regions #content, #productList, #basketSummary and #userMenu in the body
 * and console.error stubbed; after it, sinon's fakes restored, the regions removed and the page's
 * address and state put back. Call it inside `describe`.
 */
export function useHistoryPage(): HistoryPage {
  let fixture: HTMLElement | undefined;
  let consoleError: sinon.SinonStub | undefined;

  beforeEach(() => {
    fixture = document.createElement('div');
    for (const id of ['content', 'productList', 'basketSummary', 'userMenu']) {
      const region = document.createElement('div');
      region.id = id;
      fixture.append(region);
    }
    document.body.append(fixture);
    consoleError = sinon.stub(console, 'error');
  });

  afterEach(() => {
    sinon.restore();
    fixture?.remove();
    fixture = undefined;
    history.replaceState(startState, '', startAddress);
  });

  return {
    get consoleError() {
      return inTest(consoleError, 'useHistoryPage: consoleError');
    },
  };
}

/** Resolves with the next popstate. */
export function nextPopState(): Promise<PopStateEvent> {
  return new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
}
