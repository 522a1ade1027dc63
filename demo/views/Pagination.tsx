import { useView } from './ViewContext.tsx';

export interface PaginationModel {
  /** First page shown in the list (after "Load more" the list holds pages first..current). */
  readonly first: number;
  readonly current: number;
  readonly pageCount: number;
  readonly pageSize: number;
  /** The address of page n (n ≥ 1), and of pages `from`..n for "Load more" without script. */
  readonly href: (page: number, from?: number) => string;
  /** Id of the list whose items the pagination loads. */
  readonly listId: string;
}

/**
 * Numbered pagination and a "Load more" link. Both are ordinary links (they work without script);
 * the pagination behaviour appends the next page's items or swaps the list.
 */
export function Pagination({ id, model }: { id: string; model: PaginationModel }) {
  const { t } = useView();
  const { first, current, pageCount, href } = model;
  if (pageCount <= 1) return <nav id={id} className="pagination" aria-label={t('pagination')} />;
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav
      id={id}
      className="pagination"
      aria-label={t('pagination')}
      data-pagination
      data-pagination-list={model.listId}
      data-page-number={current}
      data-page-size={model.pageSize}
      data-page-number-parameter-name="page"
      data-loaded-pages={current - first + 1}
      data-loaded-pages-parameter-name="from"
    >
      {current < pageCount ? (
        <p className="pagination__more">
          <a href={href(current + 1, first)} rel="next" className="pagination__next" data-pagination-next>
            {t('loadMore')}
          </a>
        </p>
      ) : null}
      <ul className="pagination__pages">
        {current > 1 ? (
          <li>
            <a href={href(current - 1)} rel="prev">
              {t('previousPage')}
            </a>
          </li>
        ) : null}
        {pages.map((page) => (
          <li key={page}>
            {page >= first && page <= current ? (
              <a
                href={href(page)}
                aria-current={page === current ? 'page' : undefined}
                aria-label={t('page', { page })}
              >
                {page}
              </a>
            ) : (
              <a href={href(page)} aria-label={t('page', { page })}>
                {page}
              </a>
            )}
          </li>
        ))}
        {current < pageCount ? (
          <li>
            <a href={href(current + 1)}>{t('nextPage')}</a>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
