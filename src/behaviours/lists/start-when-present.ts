/**
 * Loads a page-specific behaviour only when the page has its markup: checked on start and in every
 * region a partial update swaps in. Keeps the main script within its size budget.
 */

type Start = (doc: Document) => () => void;

/** Starts the behaviour `load` resolves to once `selector` matches; returns a stop function. */
export function startWhenPresent(doc: Document, selector: string, load: () => Promise<Start>): () => void {
  let stopLoaded: (() => void) | null = null;
  let state: 'waiting' | 'loading' | 'started' | 'stopped' = 'waiting';

  const check = (root: ParentNode): void => {
    if (state !== 'waiting') return;
    if (!(root instanceof Element && root.matches(selector)) && !root.querySelector(selector)) return;
    state = 'loading';
    doc.removeEventListener('fg:pu-after-replace', onSwap);
    load().then(
      (start) => {
        if (state !== 'loading') return;
        state = 'started';
        stopLoaded = start(doc);
      },
      (error: unknown) => {
        console.error(error);
      },
    );
  };
  const onSwap = (event: Event): void => {
    check((event as HTMLElementEventMap['fg:pu-after-replace']).detail.newElement);
  };

  doc.addEventListener('fg:pu-after-replace', onSwap);
  check(doc);
  return () => {
    state = 'stopped';
    doc.removeEventListener('fg:pu-after-replace', onSwap);
    stopLoaded?.();
  };
}
