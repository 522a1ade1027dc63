/**
 * Prefetch on intent (docs/morph-and-prefetch.md#prefetch): a marked link's answer is fetched once
 * the pointer has rested on it for PREFETCH_REST_MS, or at once on pointerdown / touchstart, into the
 * answer cache its click then reads. A lazy chunk, loaded by the first page with `data-pu-prefetch`.
 */
import { CONTROLLER_TAG } from '../../protocol/partial-update-markup.ts';
import { layered } from '../delivery/start-delivery.ts';
import type { EngineConfig } from '../engine-config.ts';
import { PartialUpdateController } from '../partial-update-controller.ts';
import { answerCacheLayer } from './cached-send.ts';
import { prefetchRequest } from './link-request.ts';

/** How long the pointer rests on a link before its answer is fetched (ms). */
export const PREFETCH_REST_MS = 100;

interface NetworkInformation {
  saveData?: boolean;
}

const timers = new WeakMap<Element, ReturnType<typeof setTimeout>>();
let started = false;

/**
 * Puts the answer cache around the send of every controller, and listens for intent. Idempotent.
 * A controller connected later gets it with the first link prefetched inside it.
 */
export function startPrefetch(doc: Document): void {
  if (started) return;
  started = true;
  for (const controller of doc.querySelectorAll(CONTROLLER_TAG)) withAnswerCache(controller);
  doc.addEventListener('pointerover', onPointerOver);
  doc.addEventListener('pointerout', onPointerOut);
  doc.addEventListener('pointerdown', onPress);
  doc.addEventListener('touchstart', onPress, { passive: true });
}

/** Fetches the answer a click on the link would ask for, unless it is excluded, cached or on its way. */
export function prefetch(link: HTMLAnchorElement): void {
  if ((navigator as { connection?: NetworkInformation }).connection?.saveData) return;
  const built = prefetchRequest(link);
  const config = built && withAnswerCache(link.closest(CONTROLLER_TAG));
  if (!config) return;
  // Through the controller's send: an answer cached or on its way is not asked again. Nobody waits
  // on it yet: a failure only means the click asks again.
  config
    .send(built.request, new AbortController().signal, 'prefetch', built.settings, config)
    .catch(() => {});
}

/** The engine options of a controller, with the answer cache around its send (null: not upgraded). */
function withAnswerCache(controller: Element | null): EngineConfig | null {
  if (!(controller instanceof PartialUpdateController)) return null;
  // With the layers' composition too: the cache is in front at once, whether or not the controller
  // has had its delivery chunk yet (the same module, loaded once).
  controller.configure({ answerCache: answerCacheLayer, layered });
  return controller.engineConfig;
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
