/**
 * Fetches the next page (same origin only) and reads from it the list's items and the address of
 * the page after it: the items of the element with the list's id, and the `href` of the link inside
 * the element with the button's own id (none when the last page is reached).
 */
import { originRelativeAddress, sameOriginUrl } from '../../core/same-origin.ts';
import { parseHTMLFragment } from '../../core/trusted-html.ts';

export interface NextPage {
  items: Element[];
  nextUrl: string | null;
}

export async function fetchNextPage(url: string, listId: string, buttonId: string): Promise<NextPage> {
  const address = sameOriginUrl(url);
  if (address === null) throw new Error(`Pagination address ${JSON.stringify(url)} is not on this origin.`);
  const response = await fetch(address.href, { headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(`Pagination: HTTP ${response.status} for ${address.href}`);
  const page = parseHTMLFragment(await response.text());
  const list = page.getElementById(listId);
  const next = page.getElementById(buttonId)?.querySelector('a[href]')?.getAttribute('href') ?? null;
  return {
    items: list ? [...list.children].map((item) => document.importNode(item, true)) : [],
    nextUrl: nextAddress(next, address),
  };
}

/** The next page's link, resolved against the answer's own address as the browser would, written as a path. */
function nextAddress(href: string | null, answer: URL): string | null {
  const url = href === null ? null : sameOriginUrl(href, answer.href);
  return url === null ? null : originRelativeAddress(url);
}
