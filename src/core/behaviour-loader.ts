/**
 * Starts a behaviour only once its markup is on the page (now or swapped in later), so that its
 * code is a lazy chunk a page without that markup never downloads. Each behaviour starts once.
 * A click on one of its `holdClicks` elements before it has started is held and replayed once it
 * has, so a quick visitor never bypasses it (a confirm dialog, say).
 */
export interface MarkupBehaviour {
  /** Markup the behaviour works on. */
  selector: string;
  /** Loads and starts the behaviour (typically `() => import('./x.ts').then((m) => m.startX(document))`). */
  start: () => unknown;
  /** Elements whose clicks must wait for the behaviour. */
  holdClicks?: string;
}

export function startBehaviourLoader(behaviours: MarkupBehaviour[], doc: Document = document): () => void {
  const waiting = new Set(behaviours);
  const starting = new Map<MarkupBehaviour, Promise<unknown>>();
  const running = new Set<MarkupBehaviour>();

  const begin = (behaviour: MarkupBehaviour): Promise<unknown> => {
    let started = starting.get(behaviour);
    if (!started) {
      waiting.delete(behaviour);
      started = Promise.resolve().then(behaviour.start);
      // Started or failed, its clicks are no longer held: a failed behaviour leaves the plain page.
      started.then(
        () => running.add(behaviour),
        (error: unknown) => {
          running.add(behaviour);
          console.error(error);
        },
      );
      starting.set(behaviour, started);
    }
    return started;
  };
  const check = (root: ParentNode & Node): void => {
    for (const behaviour of waiting) {
      const present =
        (root instanceof Element && root.matches(behaviour.selector)) ||
        root.querySelector(behaviour.selector) !== null;
      if (present) void begin(behaviour);
    }
  };
  const onEarlyClick = (event: MouseEvent): void => {
    const target = event.target instanceof Element ? event.target : null;
    for (const behaviour of behaviours) {
      const held =
        behaviour.holdClicks && !running.has(behaviour)
          ? target?.closest<HTMLElement>(behaviour.holdClicks)
          : null;
      if (!held) continue;
      event.preventDefault();
      event.stopImmediatePropagation();
      void begin(behaviour).finally(() => held.isConnected && held.click());
      return;
    }
  };

  check(doc);
  doc.addEventListener('click', onEarlyClick, true);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) check(node);
    }
    if (waiting.size === 0) observer.disconnect();
  });
  if (waiting.size > 0) observer.observe(doc.documentElement, { childList: true, subtree: true });
  return () => {
    observer.disconnect();
    doc.removeEventListener('click', onEarlyClick, true);
  };
}
