/**
 * Prefetch on intent (docs/morph-and-prefetch.md#prefetch): a marked link's answer is fetched once
 * the pointer has rested on it for PREFETCH_REST_MS, or at once on pointerdown / touchstart, into the
 * answer cache its click then reads. A lazy chunk, loaded by the first page with `data-pu-prefetch`.
 */
import { engineTransport } from '../partial-update.ts';
import { cachedSend, cacheFor, cacheKey, controllerOf, fetchInto, isCachedOrPending } from './cached-send.ts';
import { prefetchRequest } from './link-request.ts';

/** How long the pointer rests on a link before its answer is fetched (ms). */
export const PREFETCH_REST_MS = 100;

interface NetworkInformation {
  saveData?: boolean;
}

const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();
let started = false;

/** Puts the cache in front of the engine's transport and listens for intent. Idempotent. */
export function startPrefetch(doc: Document): void {
  if (started) return;
  started = true;
  engineTransport.send = cachedSend;
  doc.addEventListener('pointerover', onPointerOver);
  doc.addEventListener('pointerout', onPointerOut);
  doc.addEventListener('pointerdown', onPress);
  doc.addEventListener('touchstart', onPress, { passive: true });
}

/** Fetches the answer a click on the link would ask for, unless it is excluded, cached or on its way. */
export function prefetch(link: HTMLAnchorElement): void {
  if ((navigator as { connection?: NetworkInformation }).connection?.saveData) return;
  const built = prefetchRequest(link);
  if (!built) return;
  const cache = cacheFor(controllerOf(built.settings));
  if (isCachedOrPending(cache, built.request)) return;
  // Nobody waits on it yet: a failure only means the click asks again.
  fetchInto(cache, cacheKey(built.request), built.request, new AbortController().signal, 'prefetch').catch(
    () => {},
  );
}

function linkOf(event: Event): HTMLAnchorElement | null {
  return event.target instanceof Element ? event.target.closest('a[href]') : null;
}

function onPointerOver(event: Event): void {
  const link = linkOf(event);
  if (!link || timers.has(link)) return;
  timers.set(
    link,
    setTimeout(() => {
      timers.delete(link);
      prefetch(link);
    }, PREFETCH_REST_MS),
  );
}

function onPointerOut(event: PointerEvent): void {
  const link = linkOf(event);
  // Moving onto an element inside the link is still resting on it.
  if (!link || (event.relatedTarget instanceof Node && link.contains(event.relatedTarget))) return;
  clearTimeout(timers.get(link));
  timers.delete(link);
}

function onPress(event: Event): void {
  const link = linkOf(event);
  if (!link) return;
  clearTimeout(timers.get(link));
  timers.delete(link);
  prefetch(link);
}
