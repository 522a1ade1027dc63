/** A fresh element in the body for each test, and what the test started, stopped after it. */
import sinon from 'sinon';
import { inTest } from './in-test.ts';

export interface PageFixture {
  /** The element holding this test's markup. */
  readonly root: HTMLElement;
  /** What the test started; run after the test (and by a test that stops it early). */
  stop: () => void;
}

/**
 * Before each test a div in the body holding `markup`; after it, `stop` run, the div removed and
 * sinon's fakes restored. Call it inside `describe`.
 */
export function usePageFixture(markup = ''): PageFixture {
  let root: HTMLElement | undefined;
  const page = {
    get root(): HTMLElement {
      return inTest(root, 'usePageFixture: root');
    },
    stop: () => {},
  };

  beforeEach(() => {
    root = document.createElement('div');
    root.innerHTML = markup;
    document.body.append(root);
  });

  afterEach(() => {
    page.stop();
    page.stop = () => {};
    root?.remove();
    root = undefined;
    sinon.restore();
  });

  return page;
}
