/**
 * The history hash is polled (docs/protocol.md) every 500 ms. `hashchange` reports most changes at once;
 * the poll catches the ones that fire no event (a `replaceState` that changes only the hash).
 */
import { HISTORY_HASH_POLL_MS } from '../core/constants.ts';

/**
 * Calls back with `location.hash` (`'#section'`, or `''`) whenever it changes. Returns a stop
 * function.
 */
export function watchHash(callback: (hash: string) => void): () => void {
  let lastHash = location.hash;
  const check = (): void => {
    const hash = location.hash;
    if (hash === lastHash) return;
    lastHash = hash;
    callback(hash);
  };
  window.addEventListener('hashchange', check);
  const poll = setInterval(check, HISTORY_HASH_POLL_MS);
  return () => {
    window.removeEventListener('hashchange', check);
    clearInterval(poll);
  };
}
