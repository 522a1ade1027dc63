/** Fetches a page of a paginated list and reads the same instance out of the returned HTML. */
import { sameOriginUrl } from '../../core/same-origin.ts';
import { parseHTMLFragment } from '../../core/trusted-html.ts';
import { ITEMS_SELECTOR, NAV_SELECTOR } from './pagination-constants.ts';

export interface FetchedPage {
  items: Element[];
  nav: Element | null;
  /** The instance's own attributes in the answer (page number, loaded pages ...). */
  instance: Element;
  /** The answer's document title (its `<title>`), null when it has none. */
  title: string | null;
}

export class PaginationFetchError extends Error {
  override name = 'PaginationFetchError';
  /** The answer's status, when there was an answer that was not the page. */
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
  }
}

export async function fetchInstance(
  address: string,
  instanceId: string,
  signal: AbortSignal,
): Promise<FetchedPage> {
  const url = sameOriginUrl(address);
  if (url === null)
    throw new PaginationFetchError(`Pagination refused an address on another origin: ${address}`);
  const response = await fetch(url.href, {
    headers: { Accept: 'text/html' },
    credentials: 'same-origin',
    signal,
  });
  if (response.status !== 200)
    throw new PaginationFetchError(
      `Pagination: server returned HTTP ${response.status} for ${url.href}`,
      response.status,
    );
  const parsed = parseHTMLFragment(await response.text());
  const instance = parsed.getElementById(instanceId);
  const list = instance?.querySelector(ITEMS_SELECTOR);
  if (!instance || !list) {
    throw new PaginationFetchError(
      `Pagination: the answer for ${url.href} has no list #${instanceId} ${ITEMS_SELECTOR}`,
    );
  }
  // adoptNode keeps scripts of the answer inert, as in partial updates.
  return {
    items: [...list.children].map((item) => document.adoptNode(item)),
    nav: instance.querySelector(NAV_SELECTOR),
    instance,
    title: parsed.querySelector('title')?.textContent?.trim() || null,
  };
}
