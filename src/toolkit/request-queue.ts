/**
 * Queue for helper requests (typeahead suggestions, popup content ...; docs/protocol.md): one request
 * at a time, older requests aborted, duplicates prevented.
 *
 * - A newer request aborts the older one, whether it is waiting or already running: its promise
 *   rejects at once with an AbortError and its signal fires. The newer task still starts only
 *   once the running task has settled, so never more than one runs.
 * - A request whose key equals the newest request still waiting or running is not started
 *   again: the caller gets that request's promise.
 */

interface QueuedRequest {
  key: string;
  controller: AbortController;
  promise: Promise<unknown>;
}

function abortError(): DOMException {
  return new DOMException('The helper request was superseded by a newer one.', 'AbortError');
}

export class RequestQueue {
  /** The newest request that has not been aborted and has not settled. */
  #latest: QueuedRequest | null = null;
  /** Settles once the task that holds the single slot has finished; never rejects. */
  #slotFree: Promise<void> = Promise.resolve();

  run<T>(key: string, task: (signal: AbortSignal) => Promise<T>): Promise<T> {
    const latest = this.#latest;
    if (latest?.key === key) return latest.promise as Promise<T>;
    latest?.controller.abort();

    const controller = new AbortController();
    const { signal } = controller;
    let settled: Promise<void> = Promise.resolve();
    const promise = new Promise<T>((resolve, reject) => {
      signal.addEventListener('abort', () => reject(abortError()), { once: true });
      settled = this.#slotFree.then(async () => {
        if (signal.aborted) return;
        try {
          const value = await task(signal);
          this.#forget(request);
          resolve(value);
        } catch (error) {
          this.#forget(request);
          reject(error);
        }
      });
    });
    const request: QueuedRequest = { key, controller, promise };
    this.#slotFree = settled;
    this.#latest = request;
    return promise;
  }

  /** Called before a request settles, so a caller awaiting it can already start that key again. */
  #forget(request: QueuedRequest): void {
    if (this.#latest === request) this.#latest = null;
  }

  /** Aborts the newest request (waiting or running), e.g. when its popup or list closes. */
  abort(): void {
    this.#latest?.controller.abort();
    this.#latest = null;
  }
}
