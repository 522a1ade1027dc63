/**
 * Test fixture for the engine: a fake XHR server, a page with nested regions (#outer holds
 * #inner; #side beside them) inside a `<fg-partial-update>` naming #outer its global target (read
 * from the attribute: the element need not be defined), full-page navigation stubbed.
 */
import { type FakeServer, type FakeXMLHttpRequest, fakeServer } from 'nise';
import sinon from 'sinon';
import { CONTROLLER_TAG } from '../../protocol/partial-update-markup.ts';
import { pageNavigation } from '../page-navigation.ts';
import { inTest } from './in-test.ts';

export const HTML_HEADERS = { 'Content-Type': 'text/html' };

export interface EngineFixture {
  /** The fake server answering the engine's requests. */
  readonly server: FakeServer;
  /** The `<fg-partial-update>` holding the regions. */
  readonly fixture: HTMLElement;
  /** The request sent last. */
  lastRequest(): FakeXMLHttpRequest;
  /** Answers the request sent last with HTML: `body`, `status` and any more `headers`. */
  answer(body: string, status?: number, headers?: Record<string, string>): void;
}

/**
 * Sets the engine fixture up before each test and takes it down after it (the server restored,
 * the page removed, sinon's fakes restored). Call it inside `describe`, before the hooks that
 * build on it.
 */
export function useEngineFixture(): EngineFixture {
  let server: FakeServer | undefined;
  let fixture: HTMLElement | undefined;

  beforeEach(() => {
    server = fakeServer.create();
    // The once-per-address memory of session-expiry reloads lives there.
    sessionStorage.clear();
    fixture = document.createElement(CONTROLLER_TAG);
    fixture.setAttribute('target', 'outer');
    fixture.innerHTML = `
    <div id="outer" data-pu-container><p>old outer</p>
      <div id="inner"><p>old inner</p></div>
    </div>
    <div id="side"><p>old side</p></div>`;
    document.body.append(fixture);
    sinon.stub(pageNavigation, 'assign');
    sinon.stub(pageNavigation, 'reload');
  });

  afterEach(() => {
    server?.restore();
    fixture?.remove();
    server = undefined;
    fixture = undefined;
    sinon.restore();
  });

  const lastRequest = () => {
    const { requests } = inTest(server, 'useEngineFixture: server');
    return requests[requests.length - 1] as FakeXMLHttpRequest;
  };

  return {
    get server() {
      return inTest(server, 'useEngineFixture: server');
    },
    get fixture() {
      return inTest(fixture, 'useEngineFixture: fixture');
    },
    lastRequest,
    answer: (body, status = 200, headers = {}) =>
      lastRequest().respond(status, { ...HTML_HEADERS, ...headers }, body),
  };
}

/** A multi-target answer updating #inner and #side. */
export const INNER_AND_SIDE_ANSWER =
  '<!--pu:delimiters--><!--pu:widget inner--><div id="inner">i</div><!--pu:widget side--><div id="side">s</div>';

/** What `update` was rejected with, or null once it fulfils. */
export function rejectionOf(update: Promise<unknown>): Promise<unknown> {
  return update.then(
    () => null,
    (reason: unknown) => reason,
  );
}
