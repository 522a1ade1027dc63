/**
 * The pagination block after "Load more", made the block of the pages the list now shows. The
 * answer's block was rendered for its own page alone; a full load of the address (pages
 * `pageNumber` to `pageNumber + loadedPages - 1`) differs from it in two places only:
 * - every shown page is marked `aria-current="page"`: a link is marked exactly when the page it
 *   names lies in that range (next and "Load more" point past it);
 * - the previous-page link (`rel="prev"`) is the one of the first page shown, which "Load more"
 *   does not change: the block being replaced has it (or has none, on the first page).
 */
import type { PaginationFragmentData } from './pagination-data.ts';

const PREVIOUS_LINK = 'a[rel~="prev"]';

export function fitBlockToShownPages(
  block: Element,
  replaced: Element | null,
  data: PaginationFragmentData,
): void {
  const previous = block.querySelector(PREVIOUS_LINK);
  const kept = replaced?.querySelector(PREVIOUS_LINK);
  if (previous && kept) previous.replaceWith(kept);
  else if (previous) removeWithItsItem(previous);
  const last = data.pageNumber + data.loadedPages - 1;
  for (const link of block.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const params = new URL(link.href, location.href).searchParams;
    // A link showing several pages itself is no page's own link.
    if (Number(params.get(data.loadedPagesParameterName) ?? 1) > 1) continue;
    const page = Number(params.get(data.pageNumberParameterName) ?? 1);
    if (page >= data.pageNumber && page <= last && !link.matches(PREVIOUS_LINK))
      link.setAttribute('aria-current', 'page');
    else if (link.getAttribute('aria-current') === 'page') link.removeAttribute('aria-current');
  }
}

/** Removes a link, and the list item it leaves empty. */
function removeWithItsItem(link: Element): void {
  const item = link.parentElement?.localName === 'li' ? link.parentElement : null;
  link.remove();
  if (item && item.children.length === 0 && !item.textContent?.trim()) item.remove();
}
