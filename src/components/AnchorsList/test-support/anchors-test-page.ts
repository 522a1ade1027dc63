/** Test helpers for in-page lists: a page of tall sections, waiting for scrolls. */
import { inAct } from '../../../../elements/test-support/react-act.ts';
import { scrollToAnchor } from '../../../core/scroll.ts';

/** Three sections a window tall each, then a short last one the reading line cannot reach. */
export function sectionsMarkup(): string {
  const tall = `height: ${window.innerHeight}px`;
  return `
    <div class="spacer" style="${tall}"></div>
    <section id="delivery" style="${tall}"><h2 id="delivery-heading">Doprava</h2></section>
    <section id="payment" style="${tall}"><h2 id="payment-heading">Platba</h2></section>
    <section id="returns" style="height: 100px"><h2 id="returns-heading">Vrácení</h2></section>`;
}

/** Stops a running animation and goes back to the top of the page, the address without a hash. */
export async function resetScroll(pageAddress: string): Promise<void> {
  await scrollToAnchor(document.documentElement, 0);
  window.scrollTo({ top: 0, behavior: 'instant' });
  history.replaceState(history.state, '', pageAddress);
}

/** Scrolls as a visitor does and lets the page's scroll listeners and React answer. */
export function scrollAndSettle(top: number): Promise<void> {
  return inAct(async () => {
    const scrolled = new Promise((resolve) => window.addEventListener('scroll', resolve, { once: true }));
    window.scrollTo({ top, behavior: 'instant' });
    await scrolled;
  });
}

/** Changes the layout and waits until the page's resize observers have seen it. */
export function relayoutAndSettle(change: () => void): Promise<void> {
  return inAct(async () => {
    change();
    await new Promise<void>((resolve) => {
      // Observers are told in the order they were made: the list's own has run by then.
      const observer = new ResizeObserver(() => {
        observer.disconnect();
        resolve();
      });
      observer.observe(document.documentElement);
    });
  });
}

/** The target's top relative to the window, rounded. */
export function topOf(id: string): number {
  return Math.round((document.getElementById(id) as HTMLElement).getBoundingClientRect().top);
}
