/**
 * Records every request and navigation the page makes, as the browser would resolve it (against
 * the document base), and answers each request with an empty 404 — so a test can assert where
 * requests would have gone, whatever form the library handed the address in.
 */
import { type FakeServer, fakeServer } from 'nise';
import sinon from 'sinon';
import { pageNavigation } from '../page-navigation.ts';

export interface RequestRecorder {
  /** Where each request and navigation so far went (unparseable addresses are kept as text). */
  destinations(): string[];
  /** Destinations that are not on this page's origin. */
  foreign(): string[];
  /** Answers the XHR requests from now on with this instead of an empty 404. */
  answer(status: number, headers: Record<string, string>, body: string): void;
  forget(): void;
  restore(): void;
}

const resolve = (address: string): string => {
  try {
    return new URL(address, document.baseURI).href;
  } catch {
    return address;
  }
};

export function recordRequests(): RequestRecorder {
  const recorded: string[] = [];
  const server: FakeServer = fakeServer.create();
  server.respondImmediately = true;
  server.respondWith([404, {}, '']);
  const stubs = [
    sinon.stub(window, 'fetch').callsFake(async (input, init) => {
      recorded.push(new Request(input, init).url);
      return new Response('', { status: 404 });
    }),
    sinon.stub(window, 'EventSource').callsFake((url: string | URL) => {
      recorded.push(resolve(String(url)));
      return { close() {}, addEventListener() {} } as unknown as EventSource;
    }),
    ...(['assign', 'replace'] as const).map((name) =>
      sinon.stub(pageNavigation, name).callsFake((url: string) => void recorded.push(resolve(url))),
    ),
    sinon.stub(pageNavigation, 'reload'),
  ];
  const destinations = (): string[] => [
    ...recorded,
    ...server.requests.map((request) => resolve(request.url)),
  ];
  return {
    destinations,
    foreign: () => destinations().filter((address) => !address.startsWith(`${location.origin}/`)),
    answer: (status, headers, body) => server.respondWith([status, headers, body]),
    forget: () => {
      recorded.length = 0;
      server.requests.length = 0;
    },
    restore: () => {
      server.restore();
      for (const stub of stubs) stub.restore();
    },
  };
}
