import type { Product } from '../db/schema.ts';
import { ProductCard } from './ProductCard.tsx';
import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

export const SEARCH_RESULTS_ID = 'searchResults';
export const SEARCH_MORE_ID = 'searchMore';

/**
 * Search results, one page at a time. The next page is a plain link inside
 * `<fg-universal-pagination-button>`: without script it opens that page; with script it becomes a
 * "Load more" button that appends the next page's results to `#searchResults` and moves focus to
 * the first new one, reading the following address from the same element of the fetched page.
 */
export function SearchPage(props: {
  query: string;
  total: number;
  page: number;
  pageCount: number;
  results: readonly Product[];
}) {
  const { lang, t } = useView();
  const { query, page } = props;
  const pageHref = (target: number) =>
    urls.search(lang, { q: query, page: target === 1 ? undefined : target });
  return (
    <>
      <h1>{t('search')}</h1>
      {query ? <p>{t('searchResults', { count: props.total, query })}</p> : null}
      {query && props.total === 0 ? <p>{t('noResults')}</p> : null}
      <div id={SEARCH_RESULTS_ID} className="product-grid">
        {props.results.map((product) => (
          <ProductCard key={product.id} product={product} />
        ))}
      </div>
      {page < props.pageCount ? (
        <fg-universal-pagination-button
          id={SEARCH_MORE_ID}
          list={SEARCH_RESULTS_ID}
          label={t('loadMore')}
          className="pagination__more"
        >
          <a href={pageHref(page + 1)} rel="next">
            {t('nextPage')}
          </a>
        </fg-universal-pagination-button>
      ) : null}
      {page > 1 ? (
        <p>
          <a href={pageHref(page - 1)} rel="prev">
            {t('previousPage')}
          </a>
        </p>
      ) : null}
    </>
  );
}
