/**
 * Starts a behaviour only once its markup is on the page (now or swapped in later), so that its
 * code is a lazy chunk a page without that markup never downloads. Each behaviour starts once.
 */
export interface MarkupBehaviour {
  /** Markup the behaviour works on. */
  selector: string;
  /** Loads and starts the behaviour (typically `() => import('./x.ts').then((m) => m.startX(document))`). */
  start: () => unknown;
}

export function startBehaviourLoader(behaviours: MarkupBehaviour[], doc: Document = document): () => void {
  const waiting = new Set(behaviours);
  const check = (root: ParentNode & Node): void => {
    for (const behaviour of waiting) {
      const present =
        (root instanceof Element && root.matches(behaviour.selector)) ||
        root.querySelector(behaviour.selector) !== null;
      if (!present) continue;
      waiting.delete(behaviour);
      Promise.resolve()
        .then(behaviour.start)
        .catch((error: unknown) => console.error(error));
    }
  };
  check(doc);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) check(node);
    }
    if (waiting.size === 0) observer.disconnect();
  });
  if (waiting.size > 0) observer.observe(doc.documentElement, { childList: true, subtree: true });
  return () => observer.disconnect();
}
