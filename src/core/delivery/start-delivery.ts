/**
 * Nothing lost (docs/flows.md): the lazy part of the engine that each controller puts around its
 * send (`layered`) and that listens to the lifecycle events, loaded when the first controller
 * connects. POSTs to one address in order, a double submit sent once, a request refused for a stale token repeated
 * when it may be, the fields the shopper is changing kept through the swap of an answer, and a
 * failed update told to the shopper (failure-notice.ts); the changes a trigger expects shown at once
 * (optimistic/watch-optimistic-triggers.ts).
 */

import type { EngineConfig, EngineSend, SendLayer, SendLayers } from '../engine-config.ts';
import { watchOptimisticTriggers } from '../optimistic/watch-optimistic-triggers.ts';
import type { PartialUpdateSettings } from '../settings.ts';
import { startFailureNotices } from './failure-notice.ts';
import { FieldsBeingChanged } from './fields-being-changed.ts';
import { PostsInOrder } from './posts-in-order.ts';
import { repeatingWithFreshToken } from './repeat-with-fresh-token.ts';

/** One order of POSTs per base send: engine-config.ts composes the layers anew for every update. */
const postsBySend = new WeakMap<EngineSend, PostsInOrder<[PartialUpdateSettings, EngineConfig]>>();

/**
 * A controller's send, set through `configure` once this chunk is there: the answer cache (when
 * prefetch has set it) around delivery around the base send, whichever of the two loaded first.
 */
export const layered: SendLayers['layered'] = ({ send, answerCache = (inner) => inner }) =>
  answerCache(delivery(send));

/** Around a controller's base send: its POSTs in order, one refused for a stale token repeated. */
const delivery: SendLayer = (inner) => {
  const posts = postsBySend.get(inner) ?? new PostsInOrder(repeatingWithFreshToken(inner));
  postsBySend.set(inner, posts);
  return (...args) => posts.send(...args);
};

// Loaded once (load-once.ts): its listeners start as it is loaded.
startDelivery();

function startDelivery(): void {
  const fields = new FieldsBeingChanged();
  const root = document.documentElement;
  startFailureNotices(root);
  watchOptimisticTriggers(root);
  // Capture at the root: a listener that stops the events further in hides nothing.
  root.addEventListener(
    'fg:pu-start',
    (event) => {
      const { target } = event.detail.settings;
      // Once the request has left: a microtask of the same task, so no change of the shopper's
      // comes between, and a region of many fields does not hold the request back.
      queueMicrotask(() => fields.noteAtStart(target));
    },
    true,
  );
  root.addEventListener(
    'fg:pu-before-replace',
    (event) => {
      if (event.target instanceof Element) fields.keepInto(event.target, event.detail.newElement);
    },
    true,
  );
}
