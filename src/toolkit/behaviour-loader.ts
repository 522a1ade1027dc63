/**
 * Starts a behaviour only once its markup is on the page (now, or swapped in later: looked for a
 * task after the swap, src/core/watch-added.ts), so that its code is a lazy chunk a page without
 * that markup never downloads. Each behaviour starts once.
 * A click on one of its `holdClicks` elements before it has started is held and replayed once it
 * has, so a quick visitor never bypasses it (a confirm dialog, say); when its chunk fails or times
 * out, the click is given back (held-action.ts).
 */

import { loadOnce } from '../core/load-once.ts';
import { watchAdded } from '../core/watch-added.ts';
import { giveBack } from './held-action.ts';

/** What a click acts on, inside a held element. */
const CLICKABLE = 'a[href], button, input, summary, label';

export interface MarkupBehaviour<M = unknown> {
  /** Names the chunk in a load error. */
  chunk: string;
  /** Markup the behaviour works on. */
  selector: string;
  /** The behaviour's lazy chunk: `() => import('../core/x.ts')`. */
  load(): Promise<M>;
  /** Starts the behaviour once its chunk is there (typically `(m) => m.startX(document)`). */
  start(module: M): unknown;
  /** Elements whose clicks must wait for the behaviour. */
  holdClicks?: string;
}

/** Types an entry's `start` by its own chunk (a list of behaviours holds different ones). */
export function markupBehaviour<M>(behaviour: MarkupBehaviour<M>): MarkupBehaviour {
  return behaviour;
}

export function startBehaviourLoader(behaviours: MarkupBehaviour[], doc: Document = document): () => void {
  const waiting = new Set(behaviours);
  const starting = new Map<MarkupBehaviour, Promise<unknown>>();
  const running = new Set<MarkupBehaviour>();
  /** Held clicks being given back, which pass. */
  const passing = new WeakSet<EventTarget>();

  const begin = (behaviour: MarkupBehaviour): Promise<unknown> => {
    let started = starting.get(behaviour);
    if (!started) {
      waiting.delete(behaviour);
      started = loadOnce(behaviour.chunk, behaviour.load)().then((module) => behaviour.start(module));
      // A behaviour that failed is not tried again; its clicks are given back at once from then on.
      started.then(() => running.add(behaviour), console.error);
      starting.set(behaviour, started);
    }
    return started;
  };
  const check = (root: Element): void => {
    for (const behaviour of waiting) {
      if (root.matches(behaviour.selector) || root.querySelector(behaviour.selector)) void begin(behaviour);
    }
  };
  const onEarlyClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target : null;
    for (const behaviour of behaviours) {
      const held =
        behaviour.holdClicks && !running.has(behaviour)
          ? target?.closest<HTMLElement>(behaviour.holdClicks)
          : null;
      if (!held || passing.has(held)) continue;
      event.preventDefault();
      event.stopImmediatePropagation();
      // What was clicked is clicked again: the submit button of a held form (a click on the form
      // itself would submit nothing), else the held element.
      const clicked = target?.closest<HTMLElement>(CLICKABLE);
      const again = clicked && held.contains(clicked) ? clicked : held;
      begin(behaviour).then(
        () => again.isConnected && again.click(),
        () => giveBack(held, passing),
      );
      return;
    }
  };

  check(doc.documentElement);
  doc.addEventListener('click', onEarlyClick, true);
  const stopWatching = watchAdded(doc.documentElement, (added) => {
    for (const element of added) check(element);
  });
  return () => {
    stopWatching();
    doc.removeEventListener('click', onEarlyClick, true);
  };
}
