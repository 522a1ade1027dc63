/**
 * Fetches the next page (same origin only) and reads from it the list's items and the address of
 * the page after it: the items of the element with the list's id, and the `href` of the link inside
 * the element with the button's own id (none when the last page is reached).
 */
import { sameOriginPathOf } from '../../core/same-origin.ts';
import { parseHTMLDocument } from '../../core/trusted-html.ts';

export interface NextPage {
  items: Element[];
  nextUrl: string | null;
}

export async function fetchNextPage(url: string, listId: string, buttonId: string): Promise<NextPage> {
  const path = sameOriginPathOf(url);
  if (path === null) throw new Error(`Pagination address ${JSON.stringify(url)} is not on this origin.`);
  const response = await fetch(path, { headers: { Accept: 'text/html' } });
  if (!response.ok) throw new Error(`Pagination: HTTP ${response.status} for ${path}`);
  const page = parseHTMLDocument(await response.text());
  const list = page.getElementById(listId);
  const next = page.getElementById(buttonId)?.querySelector('a[href]')?.getAttribute('href') ?? null;
  return {
    items: list ? [...list.children].map((item) => document.importNode(item, true)) : [],
    nextUrl: next === null ? null : sameOriginPathOf(next),
  };
}
