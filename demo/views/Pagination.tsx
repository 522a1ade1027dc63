import type { ReactNode } from 'react';
import { DEFAULT_PAGE_PARAMS, type PageParamNames } from './urls.ts';
import { useView } from './ViewContext.tsx';

export interface PaginationModel {
  /** First page shown. */
  readonly page: number;
  /** Pages shown from `page` on ("Load more" adds one). */
  readonly loadedPages: number;
  readonly pageCount: number;
  readonly pageSize: number;
  /** The address of page n alone. */
  readonly href: (page: number) => string;
  /** The list's query parameter names; `page` and `loadedPages` unless the page has several lists. */
  readonly params?: PageParamNames;
  /** The name of the pagination block; a page with several lists names each block after its list. */
  readonly label?: string;
}

/**
 * Numbered pages and the "Load more" link, the block the pagination behaviour swaps. Marked
 * data-no-pu: the pagination behaviour handles these links, not the partial-update engine.
 */
export function PaginationNav({ id, model }: { id: string; model: PaginationModel }) {
  const { t } = useView();
  const last = model.page + model.loadedPages - 1;
  const pages = Array.from({ length: model.pageCount }, (_, index) => index + 1);
  return (
    <nav
      id={id}
      className="pagination"
      aria-label={model.label ?? t('pagination')}
      data-pagination-nav
      data-no-pu
    >
      {last < model.pageCount ? (
        <p className="pagination__more">
          <a href={model.href(last + 1)} rel="next" className="pagination__next" data-pagination-next>
            {t('loadMore')}
          </a>
        </p>
      ) : null}
      {model.pageCount > 1 ? (
        <ul className="pagination__pages">
          {model.page > 1 ? (
            <li>
              <a href={model.href(model.page - 1)} rel="prev">
                {t('previousPage')}
              </a>
            </li>
          ) : null}
          {pages.map((page) => (
            <li key={page}>
              <a
                href={model.href(page)}
                aria-label={t('page', { page })}
                aria-current={page >= model.page && page <= last ? 'page' : undefined}
              >
                {page}
              </a>
            </li>
          ))}
          {last < model.pageCount ? (
            <li>
              <a href={model.href(last + 1)}>{t('nextPage')}</a>
            </li>
          ) : null}
        </ul>
      ) : null}
    </nav>
  );
}

/**
 * A paginated list in the markup of the pagination behaviour: the instance (`data-pagination`,
 * with an id and its page data), the items and the navigation. Every link is an ordinary link,
 * so the list pages without script too.
 */
export function PaginatedSection({
  id,
  model,
  items,
  navId,
  header,
  announce,
}: {
  id: string;
  model: PaginationModel;
  items: ReactNode;
  navId: string;
  /** Shown above the items (a count), inside the section so that a swap of it brings it along. */
  header?: ReactNode;
  /** What screen readers hear after the section is swapped (`data-pu-announce`). */
  announce?: string;
}) {
  return (
    <section
      id={id}
      className="paginated"
      data-pu-announce={announce}
      data-pagination
      data-pagination-page={model.page}
      data-pagination-loaded-pages={model.loadedPages}
      data-pagination-page-size={model.pageSize}
      data-pagination-page-param={(model.params ?? DEFAULT_PAGE_PARAMS).page}
      data-pagination-loaded-param={(model.params ?? DEFAULT_PAGE_PARAMS).loadedPages}
    >
      {header}
      {items}
      <PaginationNav id={navId} model={model} />
    </section>
  );
}
