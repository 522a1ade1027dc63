/**
 * Test fixture for the engine: a fake XHR server, a page with nested regions (#outer holds
 * #inner; #side beside them), full-page navigation stubbed and #outer as the global target.
 */
import { type FakeServer, type FakeXMLHttpRequest, fakeServer } from 'nise';
import sinon from 'sinon';
import { configure } from '../engine-config.ts';
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
  const fixture = document.createElement('div');
  fixture.innerHTML = `
    <div id="outer" data-pu-container><p>old outer</p>
      <div id="inner"><p>old inner</p></div>
    </div>
    <div id="side"><p>old side</p></div>`;
  document.body.append(fixture);
  const stubs = [sinon.stub(pageNavigation, 'assign'), sinon.stub(pageNavigation, 'reload')];
  configure({ globalTarget: 'outer', formsChangesDetection: null });
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
