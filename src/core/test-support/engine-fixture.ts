/**
 * Test fixture for the engine: a fake XHR server, a page with nested regions (#outer holds
 * #inner; #side beside them) inside a `<fg-partial-update>` naming #outer its global target (read
 * from the attribute: the element need not be defined), full-page navigation stubbed.
 */
import { type FakeServer, type FakeXMLHttpRequest, fakeServer } from 'nise';
import sinon from 'sinon';
import { pageNavigation } from '../page-navigation.ts';

export const HTML_HEADERS = { 'Content-Type': 'text/html' };

export interface EngineFixture {
  server: FakeServer;
  fixture: HTMLElement;
  lastRequest(): FakeXMLHttpRequest;
  tearDown(): void;
}

export function setUpEngineFixture(): EngineFixture {
  const server = fakeServer.create();
  // The once-per-address memory of session-expiry reloads lives there.
  sessionStorage.clear();
  const fixture = document.createElement('fg-partial-update');
  fixture.setAttribute('target', 'outer');
  fixture.innerHTML = `
    <div id="outer" data-pu-container><p>old outer</p>
      <div id="inner"><p>old inner</p></div>
    </div>
    <div id="side"><p>old side</p></div>`;
  document.body.append(fixture);
  const stubs = [sinon.stub(pageNavigation, 'assign'), sinon.stub(pageNavigation, 'reload')];
  return {
    server,
    fixture,
    lastRequest: () => server.requests[server.requests.length - 1] as FakeXMLHttpRequest,
    tearDown: () => {
      server.restore();
      fixture.remove();
      for (const stub of stubs) stub.restore();
      sinon.restore();
    },
  };
}
