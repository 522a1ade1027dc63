/**
 * A component element asked to upgrade keeps the page busy (`fg:busy`, docs/settled.md) until its
 * component has rendered (`fg:upgraded`). It ends without rendering when the upgrade fails, when
 * the element's first render failed (logged by the element, which stays as the server sent it), or
 * when the element leaves the document before its component rendered.
 */
import { emit } from '../src/core/events.ts';
import { describeElement } from '../src/core/settled/describe-element.ts';

/** Elements whose component has rendered (`fg:upgraded`). */
const rendered = new WeakSet<EventTarget>();
addEventListener('fg:upgraded', (event) => rendered.add(event.target as EventTarget), true);

export function hasRendered(element: Element): boolean {
  return rendered.has(element);
}

/** Tells the page that `element` is upgrading while `upgrade` runs and its component renders. */
export function upgradeBusy(element: HTMLElement, upgrade: Promise<void>): Promise<void> {
  const what = `${describeElement(element)} upgrading`;
  // The work always ends well: a failed upgrade is the caller's to report.
  const work = upgrade.then(
    () => untilRendered(element),
    () => {},
  );
  emit(document, 'fg:busy', [what, work]);
  return upgrade;
}

/**
 * Resolves once `element`'s component has rendered, or once it cannot: its first render failed, it
 * left the document, or it does not tell (a shop's own custom element).
 */
export function untilRendered(element: HTMLElement): Promise<void> {
  // A component element of the library shows its lifecycle (component-element.ts): still
  // `decorated` after its upgrade means its first render failed or it is out of the document. A
  // plain element's upgrade fails instead (decorated-elements.ts); another custom element (a shop's
  // own) does not tell when it has rendered.
  const state = (element as { lifecycleState?: string }).lifecycleState;
  const rendering = element.localName.includes('-') ? state === 'in-document' : true;
  if (hasRendered(element) || !element.isConnected || !rendering) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = (): void => {
      element.removeEventListener('fg:upgraded', stop);
      left.disconnect();
      resolve();
    };
    const left = new MutationObserver(() => {
      if (!element.isConnected) stop();
    });
    left.observe(document, { childList: true, subtree: true });
    element.addEventListener('fg:upgraded', stop);
  });
}
