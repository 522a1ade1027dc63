/**
 * HTTP for partial updates. XMLHttpRequest rather than fetch: it reports upload progress, has a
 * native time-out, and sinon's fake server drives it in tests. Knows HTTP, nothing of regions.
 */
import { AbortedError, ForeignAddressError, RequestFailedError } from './errors.ts';

export interface TransportRequest {
  method: 'GET' | 'POST';
  /** Resolved and checked by the caller (same-origin.ts); checked again here, where it is used. */
  url: URL;
  headers: Record<string, string>;
  body: FormData | URLSearchParams | null;
  timeout: number;
  /** Bypass the HTTP cache. */
  noCache: boolean;
  onUploadProgress?: (loaded: number, total: number | null) => void;
  /**
   * Told the answer so far (its body as received up to now) while it arrives, `whole` once that is
   * all of it: at the latest as the request loads, before the answer is handed over (the last part
   * of a streamed answer ends with the body).
   */
  onBodyProgress?: (sofar: TransportResponse, whole: boolean) => void;
}

export interface TransportResponse {
  status: number;
  statusText: string;
  body: string;
  header(name: string): string | null;
}

const REQUEST_DONE = 4; // XMLHttpRequest.DONE

export function send(
  request: TransportRequest,
  signal: AbortSignal,
  label: string,
): Promise<TransportResponse> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(new AbortedError(label));
      return;
    }
    if (request.url.origin !== location.origin) {
      reject(new ForeignAddressError(request.url.href));
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(request.method, request.url.href, true);
    xhr.timeout = request.timeout;
    for (const [name, value] of Object.entries(request.headers)) xhr.setRequestHeader(name, value);
    if (request.noCache) xhr.setRequestHeader('Cache-Control', 'no-cache');
    // An abort after the answer is a no-op: the listener need not be taken off.
    signal.addEventListener('abort', () => xhr.abort(), { once: true });

    if (request.onUploadProgress && request.body instanceof FormData) {
      const report = request.onUploadProgress;
      xhr.upload.addEventListener('progress', (event) =>
        report(event.loaded, event.lengthComputable ? event.total : null),
      );
    }
    const answer = (): TransportResponse => ({
      status: xhr.status,
      statusText: xhr.statusText,
      body: xhr.responseText,
      header: (name) => xhr.getResponseHeader(name),
    });
    // Chromium and WebKit send the last progress with the request done, Firefox before: the load
    // tells the body whole in every browser.
    const tell = () => request.onBodyProgress?.(answer(), xhr.readyState === REQUEST_DONE);
    xhr.addEventListener('progress', tell);
    xhr.addEventListener('load', () => {
      tell();
      resolve(answer());
    });
    xhr.addEventListener('error', () =>
      reject(new RequestFailedError(xhr.status, xhr.statusText, 'network error')),
    );
    xhr.addEventListener('timeout', () =>
      reject(new RequestFailedError(xhr.status, xhr.statusText, `timeout after ${request.timeout} ms`)),
    );
    xhr.addEventListener('abort', () => reject(new AbortedError(label)));
    xhr.send(request.body);
  });
}
