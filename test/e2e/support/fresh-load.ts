/**
 * The invariant of docs/flows.md ("Back, forward and reload"): what the shopper's page shows equals
 * what a full load of its current address shows. The full load is the shop's answer for
 * `location.href`, asked for by the page itself with the visitor's cookies and parsed as a
 * document (an XMLHttpRequest document: inert, no script runs, no Trusted Types sink) — what a fresh
 * tab shows before any script, which for these parts (the listing, its current-page markers, the
 * heading, the title and the header's user menu) is all it shows.
 */
import assert from 'node:assert/strict';
import type { Shopper } from './shopper.ts';

/** What the comparison reads of a page. */
export interface PageView {
  readonly title: string;
  /** The content's first heading: the category, the product, the comparison … */
  readonly heading: string;
  /** The header's user menu: signed in or not, and the basket and comparison counts. */
  readonly userMenu: string;
  /** The listed products' names, in order. */
  readonly items: readonly string[];
  /** The page numbers marked `aria-current="page"` in the listing's pagination block. */
  readonly current: readonly string[];
  /** Every link of the pagination block: its text, the path and query it leads to, whether current. */
  readonly pagination: readonly string[];
}

export interface FreshLoadComparison {
  readonly address: string;
  readonly shown: PageView;
  readonly fresh: PageView;
}

/** The shopper's page now, and a fresh load of its address. */
export function compareWithFreshLoad(shopper: Shopper): Promise<FreshLoadComparison> {
  return shopper.evaluate(async () => {
    const text = (element: Element | null | undefined) =>
      (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
    const view = (doc: Document) => ({
      title: doc.title.trim(),
      heading: text(doc.querySelector('#content h1')),
      userMenu: text(doc.querySelector('#userMenu')),
      items: [...doc.querySelectorAll('#productList .product-card__name')].map(text),
      current: [...doc.querySelectorAll('#productPagination a[aria-current="page"]')].map(text),
      pagination: [...doc.querySelectorAll<HTMLAnchorElement>('#productPagination a[href]')].map((link) => {
        const target = new URL(link.getAttribute('href') ?? '', location.href);
        return `${text(link)} → ${target.pathname}${target.search}${link.getAttribute('aria-current') === 'page' ? ' (current)' : ''}`;
      }),
    });
    const address = location.href;
    const fresh = await new Promise<Document>((resolve, reject) => {
      const request = new XMLHttpRequest();
      request.open('GET', address);
      request.responseType = 'document';
      request.setRequestHeader('Accept', 'text/html');
      request.onload = () =>
        request.status === 200 && request.responseXML
          ? resolve(request.responseXML)
          : reject(new Error(`a fresh load of ${address} answered ${request.status}`));
      request.onerror = () => reject(new Error(`a fresh load of ${address} failed`));
      request.send();
    });
    return { address, shown: view(document), fresh: view(fresh) };
  });
}

/**
 * Waits until the page, settled (docs/settled.md), shows what a fresh load of its address shows;
 * fails with both views side by side. `what` names the step.
 */
export async function waitUntilLikeFreshLoad(shopper: Shopper, what: string): Promise<FreshLoadComparison> {
  const deadline = Date.now() + 10_000;
  let last: FreshLoadComparison | undefined;
  while (Date.now() < deadline) {
    try {
      await shopper.settled();
      last = await compareWithFreshLoad(shopper);
      if (JSON.stringify(last.shown) === JSON.stringify(last.fresh)) return last;
    } catch (error) {
      // The page may load a new document meanwhile (an answer that asks for a reload): look again.
      if (!isNavigationError(error)) throw error;
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  last ??= await compareWithFreshLoad(shopper);
  assert.deepEqual(
    last.shown,
    last.fresh,
    `${shopper.browser}: ${what}: ${last.address} shows what a fresh load shows`,
  );
  return last;
}

/**
 * Where the nth listed product sits in the window (its top, in CSS pixels from the window's top):
 * what the shopper sees of the page they leave.
 */
export function placeOfItem(shopper: Shopper, index: number): Promise<number> {
  return shopper.evaluate(
    (n) =>
      Math.round(
        document.querySelectorAll('#productList .product-card')[n]?.getBoundingClientRect().top ?? Number.NaN,
      ),
    index,
  );
}

/**
 * Waits until the nth listed product is back where the shopper left it in the window (within 2 px):
 * the same items at the same place. (A scroll offset alone would not say it: the filter's controls
 * above the list take their final size a moment after the swap, and the browser keeps the content
 * in view by moving the offset.)
 */
export async function waitForItemAt(
  shopper: Shopper,
  index: number,
  top: number,
  what: string,
): Promise<void> {
  const deadline = Date.now() + 5_000;
  let at = await placeOfItem(shopper, index);
  while (!(Math.abs(at - top) <= 2) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    at = await placeOfItem(shopper, index);
  }
  assert.ok(
    Math.abs(at - top) <= 2,
    `${shopper.browser}: ${what}: product ${index + 1} at ${at} px, left at ${top} px`,
  );
}

/** Whether a driver's error says the page went on to another document while it was being read. */
function isNavigationError(error: unknown): boolean {
  return /context was destroyed|navigat|unload|no such (window|frame)|detached/i.test(String(error));
}
