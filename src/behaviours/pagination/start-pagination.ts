/**
 * Pagination on the page: `[data-pagination]` instances (with an id), their "Load more" link
 * `[data-pagination-next]` and numbered links inside `[data-pagination-nav]`. Markup in
 * docs/pagination.md. Several instances on one page stay independent.
 */
import { sameOriginUrl } from '../../core/same-origin.ts';
import { INSTANCE_SELECTOR, NAV_SELECTOR, NEXT_SELECTOR } from './pagination-constants.ts';
import { PaginationInstance } from './pagination-instance.ts';

const instances = new WeakMap<HTMLElement, PaginationInstance>();

function instanceOf(element: HTMLElement): PaginationInstance | null {
  if (!element.id) {
    console.error('A [data-pagination] list needs an id attribute:', element);
    return null;
  }
  let instance = instances.get(element);
  if (!instance) {
    instance = new PaginationInstance(element);
    instances.set(element, instance);
  }
  return instance;
}

function onClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey)
    return;
  const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
  const element = link?.closest<HTMLElement>(INSTANCE_SELECTOR);
  if (!link || !element || !link.closest(NAV_SELECTOR) || link.hasAttribute('target')) return;
  // A link to another site in the block stays an ordinary link.
  if (sameOriginUrl(link.href) === null) return;
  const instance = instanceOf(element);
  if (!instance) return;
  event.preventDefault();
  if (link.getAttribute('aria-disabled') === 'true') return;
  if (link.matches(NEXT_SELECTOR)) void instance.loadMore(link);
  else void instance.showPage(link);
}

function restoreAll(doc: Document): void {
  for (const element of doc.querySelectorAll<HTMLElement>(INSTANCE_SELECTOR))
    void instanceOf(element)?.restore();
}

/** Starts pagination on the document; returns a function that stops it. */
export function startPagination(doc: Document = document): () => void {
  const onPopState = () => restoreAll(doc);
  doc.addEventListener('click', onClick);
  window.addEventListener('popstate', onPopState);
  restoreAll(doc);
  return () => {
    doc.removeEventListener('click', onClick);
    window.removeEventListener('popstate', onPopState);
  };
}
