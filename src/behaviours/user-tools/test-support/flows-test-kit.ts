/** Test support for the shop-flow behaviours (not part of the bundle). */
import { type FakeServer, type FakeXMLHttpRequest, fakeServer } from 'nise';
import sinon from 'sinon';
import { inTest } from '../../../core/test-support/in-test.ts';

/** A shop-flow behaviour started on a page of its own for each test. */
export interface FlowPage {
  /** The element holding this test's markup, in the body. */
  readonly root: HTMLElement;
  /** The fake server answering the behaviour's requests. */
  readonly server: FakeServer;
  /** The requests sent so far. */
  requests(): FakeXMLHttpRequest[];
  /** Stops the behaviour (as a page's teardown does). */
  stop(): void;
  /** Stops the behaviour and starts it again, so listeners added since run before its own. */
  restart(): void;
}

/**
 * Before each test: a fake server, the page (`markup` in a div, or the element `build` returns)
 * in the body, and the behaviour started on the document; after it, the behaviour stopped and all
 * of that undone, sinon's fakes restored. Call it inside `describe`, after the hooks whose stubs
 * the behaviour must see when it starts.
 */
export function flowPage(
  start: (document: Document) => () => void,
  page: string | (() => HTMLElement),
): FlowPage {
  let root: HTMLElement | undefined;
  let server: FakeServer | undefined;
  let stop: (() => void) | undefined;

  beforeEach(() => {
    server = fakeServer.create();
    if (typeof page === 'string') {
      root = document.createElement('div');
      root.innerHTML = page;
    } else {
      root = page();
    }
    document.body.append(root);
    stop = start(document);
  });

  afterEach(() => {
    stop?.();
    stop = undefined;
    server?.restore();
    root?.remove();
    sinon.restore();
  });

  return {
    get root() {
      return inTest(root, 'flowPage: root');
    },
    get server() {
      return inTest(server, 'flowPage: server');
    },
    requests: () => inTest(server, 'flowPage: server').requests as FakeXMLHttpRequest[],
    stop: () => {
      inTest(stop, 'flowPage: behaviour')();
      stop = undefined;
    },
    restart: () => {
      inTest(stop, 'flowPage: behaviour')();
      stop = start(document);
    },
  };
}
