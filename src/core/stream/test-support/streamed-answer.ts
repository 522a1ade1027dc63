/**
 * A fake request answered bit by bit, as the network hands an answer to the page: the test says
 * when each piece of the body arrives. Bytes are decoded as the browser decodes a streamed text
 * answer (a character split between two pieces waits for its rest).
 */
import type { FakeXMLHttpRequest } from 'nise';
import { HTML_HEADERS } from '../../test-support/engine-fixture.ts';

export interface StreamedAnswer {
  /** The next piece of the body arrives (a string is sent as UTF-8). */
  send(piece: string | Uint8Array): void;
  /** The body is whole: the request loads. */
  end(): void;
  /** The connection breaks before the body is whole. */
  fail(): void;
}

/** What nise's fake request has and its types leave out. */
interface LoadingRequest {
  responseText: string;
  downloadProgress(event: ProgressEventInit): void;
}

export function streamAnswer(
  request: FakeXMLHttpRequest,
  status = 200,
  headers: Record<string, string> = {},
): StreamedAnswer {
  request.setStatus(status);
  request.setResponseHeaders({ ...HTML_HEADERS, ...headers });
  const decoder = new TextDecoder();
  let text = '';
  let received = 0;
  return {
    send(piece) {
      const bytes = typeof piece === 'string' ? new TextEncoder().encode(piece) : piece;
      received += bytes.length;
      text += decoder.decode(bytes, { stream: true });
      const loading = request as unknown as LoadingRequest;
      loading.responseText = text;
      loading.downloadProgress({ loaded: received, total: 0 });
    },
    end() {
      request.setResponseBody(text + decoder.decode());
    },
    fail() {
      // A broken connection reads as status 0, as in the browser (nise keeps the one set).
      request.status = 0;
      request.error();
    },
  };
}
