/**
 * Nothing lost (docs/flows.md): the lazy part of the engine that puts itself around the engine's
 * send and listens to the lifecycle events, loaded when the first controller connects. POSTs to
 * one address in order, a double submit sent once, a request refused for a stale token repeated
 * when it may be, the fields the shopper is changing kept through the swap of an answer, and a
 * failed update told to the shopper (failure-notice.ts).
 */
import { engineTransport } from '../partial-update.ts';
import { startFailureNotices } from './failure-notice.ts';
import { FieldsBeingChanged } from './fields-being-changed.ts';
import { PostsInOrder } from './posts-in-order.ts';
import { repeatingWithFreshToken } from './repeat-with-fresh-token.ts';

// Loaded once (load-once.ts): it starts as it is loaded, the entry has nothing to call.
startDelivery();

function startDelivery(): void {
  // Prefetch may have put its cache here first (it clears the cache on a POST): everything still goes through it.
  const posts = new PostsInOrder(repeatingWithFreshToken(engineTransport.send));
  engineTransport.send = (...args) => posts.send(...args);

  const fields = new FieldsBeingChanged();
  const root = document.documentElement;
  startFailureNotices(root);
  // Capture at the root: a listener that stops the events further in hides nothing.
  root.addEventListener(
    'fg:pu-start',
    (event) => {
      fields.noteAtStart(event.detail.settings.target);
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
