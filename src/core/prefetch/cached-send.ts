/**
 * The answer cache, a layer a controller puts around its send once prefetch has started
 * (docs/morph-and-prefetch.md): a GET whose
 * answer is cached is answered at once, one already on its way is joined, any other is sent and its
 * answer kept. Any other method clears every cache first. A back/forward answered from the cache is
 * asked for again behind the scenes, and swapped again only when the server's answer changed.
 */
import { TARGET_SEPARATOR } from '../../protocol/partial-update.ts';
import { CONTROLLER_TAG } from '../../protocol/partial-update-markup.ts';
import type { EngineConfig, SendLayer } from '../engine-config.ts';
import { AbortedError } from '../errors.ts';
import { logUnlessAborted } from '../log-unless-aborted.ts';
import { partialUpdate } from '../partial-update.ts';
import { buildRequest } from '../request-builder.ts';
import type { PartialUpdateSettings } from '../settings.ts';
import type { TransportRequest, TransportResponse } from '../transport.ts';
import { AnswerCache, type CacheBounds, DEFAULT_CACHE_BOUNDS, isCacheable } from './answer-cache.ts';

const BOUND_ATTRIBUTES: Record<keyof CacheBounds, string> = {
  entries: 'data-pu-prefetch-entries',
  bytes: 'data-pu-prefetch-bytes',
  ttl: 'data-pu-prefetch-ttl',
};

const caches = new Map<Element | null, AnswerCache>();
/** Requests on their way, by address: a click joins a prefetch rather than sending it again. */
const pending = new Map<string, Promise<TransportResponse>>();
/** Addresses whose cached answer is the server's newest: their next restore is not asked again. */
const revalidated = new Set<string>();
/** Counts the clears: an answer requested before one is not kept after it. */
let generation = 0;

/** The cache of a controller (null: updates outside any; its `data-pu-prefetch-*` attributes bound it), its bounds read from its attributes. */
function cacheFor(controller: Element | null): AnswerCache {
  let cache = caches.get(controller);
  if (!cache) {
    cache = new AnswerCache();
    caches.set(controller, cache);
  }
  cache.bounds = boundsOf(controller);
  return cache;
}

/** The controller of an update: the one around its first region. */
function controllerOf(settings: PartialUpdateSettings): Element | null {
  return document.getElementById(settings.target[0] ?? '')?.closest(CONTROLLER_TAG) ?? null;
}

/** Every cache emptied, every pending answer left unkept: what any non-GET update does. */
export function clearAnswerCaches(): void {
  generation++;
  for (const cache of caches.values()) cache.clear();
  pending.clear();
  revalidated.clear();
}

/**
 * The key of an answer: its request's address, which carries its targets (`_pu_target`). A request
 * target equal to the target asks for the same answer (a back/forward names it, a click does not):
 * its key is that of the request without it.
 */
function cacheKey(request: TransportRequest, settings?: PartialUpdateSettings): string {
  if (!settings?.requestTarget || settings.requestTarget !== settings.target.join(TARGET_SEPARATOR))
    return request.url.href;
  return buildRequest({ ...settings, requestTarget: undefined }, {}).url.href;
}

/** Sends a GET and keeps its answer when it is cacheable; joined meanwhile by requests of its address. */
function fetchInto(
  send: FetchSend,
  cache: AnswerCache,
  key: string,
  request: TransportRequest,
  signal: AbortSignal,
  label: string,
): Promise<TransportResponse> {
  const asked = generation;
  const answer = send(request, signal, label);
  pending.set(key, answer);
  const settle = () => {
    if (pending.get(key) === answer) pending.delete(key);
  };
  answer.then((response) => {
    settle();
    if (asked === generation) cache.put(key, response);
  }, settle);
  return answer;
}

/** The send the cache wraps, bound to the update it serves. */
type FetchSend = (
  request: TransportRequest,
  signal: AbortSignal,
  label: string,
) => Promise<TransportResponse>;

/** The layer: the cache answers, or joins a request on its way, before the send it wraps is asked. */
export const answerCacheLayer: SendLayer = (inner) => (request, signal, label, settings, config) => {
  const send: FetchSend = (again, againSignal, againLabel) =>
    inner(again, againSignal, againLabel, settings, config);
  if (request.method !== 'GET') {
    clearAnswerCaches();
    return send(request, signal, label);
  }
  const cache = cacheFor(controllerOf(settings));
  const key = cacheKey(request, settings);
  const cached = request.noCache ? undefined : cache.get(key);
  if (cached) {
    if (settings.historyPopState && !revalidated.delete(key))
      revalidate(send, cache, key, request, label, settings, config, cached.response.body);
    return Promise.resolve(cached.response);
  }
  const joined = request.noCache ? undefined : pending.get(key);
  return joined ? untilAborted(joined, signal, label) : fetchInto(send, cache, key, request, signal, label);
};

/** A joined request's answer, unless this update is aborted first (the request itself goes on). */
function untilAborted(
  answer: Promise<TransportResponse>,
  signal: AbortSignal,
  label: string,
): Promise<TransportResponse> {
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new AbortedError(label));
    if (signal.aborted) onAbort();
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

/**
 * Asks again for the answer a back/forward showed from the cache. A different answer is kept and
 * swapped in by the same update run again, as long as the visitor is still on that entry.
 */
function revalidate(
  send: FetchSend,
  cache: AnswerCache,
  key: string,
  request: TransportRequest,
  label: string,
  settings: PartialUpdateSettings,
  config: EngineConfig,
  shownBody: string,
): void {
  const entry = location.href;
  fetchInto(send, cache, key, request, new AbortController().signal, label)
    .then((fresh) => {
      if (!isCacheable(fresh) || fresh.body === shownBody || location.href !== entry) return;
      if (cache.get(key)?.response !== fresh) return;
      revalidated.add(key);
      return partialUpdate(settings, { config });
    })
    .catch(logUnlessAborted);
}

function boundsOf(controller: Element | null): CacheBounds {
  const bounds = { ...DEFAULT_CACHE_BOUNDS };
  for (const key of Object.keys(BOUND_ATTRIBUTES) as (keyof CacheBounds)[]) {
    const raw = controller?.getAttribute(BOUND_ATTRIBUTES[key])?.trim();
    if (raw && /^\d+$/.test(raw)) bounds[key] = Number(raw);
  }
  return bounds;
}
