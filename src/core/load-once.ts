/**
 * Every lazy chunk is loaded through here. The import() is made once and kept: repeating it for a
 * module already loaded still costs a trip through the browser's module loader — more than swapping
 * a small region. A chunk that fails, or has not arrived within CHUNK_LOAD_TIMEOUT_MS, rejects with
 * an error naming it (ChunkLoadFailedError, ChunkLoadTimeoutError), and is tried again on the next call.
 *
 * Once the page is being left (`beforeunload` or `pagehide`), a browser may cancel the imports still
 * under way (Firefox does): such a failure is no error of the page. It is held, not reported, and the
 * chunk is loaded again if the page comes back from the back/forward cache (`pageshow`).
 *
 * Each load is told on the document (`fg:busy`, with its promise) for the settled signal
 * (docs/settled.md): the one hook every lazy chunk passes, and all the entry spends on it.
 */
import { CHUNK_LOAD_TIMEOUT_MS } from './constants.ts';
import { ChunkLoadFailedError, ChunkLoadTimeoutError } from './errors.ts';
import { emit } from './events.ts';

let leaving = false;
for (const type of ['beforeunload', 'pagehide', 'pageshow'])
  addEventListener(type, () => {
    leaving = type !== 'pageshow';
  });

export function loadOnce<T>(chunk: string, load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    if (!loading) {
      loading = new Promise<T>((resolve, reject) => {
        const attempt = (): void => {
          const timer = setTimeout(
            () => reject(new ChunkLoadTimeoutError(chunk, CHUNK_LOAD_TIMEOUT_MS)),
            CHUNK_LOAD_TIMEOUT_MS,
          );
          load()
            .finally(() => clearTimeout(timer))
            .then(resolve, (cause: unknown) =>
              leaving
                ? addEventListener('pageshow', attempt, { once: true })
                : reject(new ChunkLoadFailedError(chunk, cause)),
            );
        };
        attempt();
      });
      loading.catch(() => {
        loading = undefined;
      });
      emit(document, 'fg:busy', [chunk, loading]);
    }
    return loading;
  };
}
