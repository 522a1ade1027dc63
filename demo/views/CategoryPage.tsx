import { SORTS, type Sort } from '../db/queries/catalogue.ts';
import type { Product } from '../db/schema.ts';
import { PaginatedSection, type PaginationModel } from './Pagination.tsx';
import { ProductCard } from './ProductCard.tsx';
import { useView } from './ViewContext.tsx';

export interface CategoryFilterValues {
  readonly min: string;
  readonly max: string;
  readonly sort: Sort;
}

export const PRODUCT_LISTING_ID = 'productListing';
export const PRODUCT_LIST_ID = 'productList';
export const PRODUCT_PAGINATION_ID = 'productPagination';

export function ProductList({ products }: { products: readonly Product[] }) {
  return (
    <div id={PRODUCT_LIST_ID} className="product-grid" data-pagination-items>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </div>
  );
}

export function ProductListing({
  products,
  pagination,
}: {
  products: readonly Product[];
  pagination: PaginationModel;
}) {
  return (
    <PaginatedSection
      id={PRODUCT_LISTING_ID}
      model={pagination}
      items={<ProductList products={products} />}
      navId={PRODUCT_PAGINATION_ID}
    />
  );
}

export function CategoryPage(props: {
  title: string;
  action: string;
  filter: CategoryFilterValues;
  total: number;
  products: readonly Product[];
  pagination: PaginationModel;
}) {
  const { t } = useView();
  const { filter } = props;
  return (
    <>
      <h1>{props.title}</h1>
      <form method="get" action={props.action} className="filter-form" aria-label={t('filter')}>
        <div className="filter-form__field">
          <label htmlFor="filter-min">{t('priceFrom')}</label>
          <input
            id="filter-min"
            name="min"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            defaultValue={filter.min}
          />
        </div>
        <div className="filter-form__field">
          <label htmlFor="filter-max">{t('priceTo')}</label>
          <input
            id="filter-max"
            name="max"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            defaultValue={filter.max}
          />
        </div>
        <div className="filter-form__field">
          <label htmlFor="filter-sort">{t('sortBy')}</label>
          <select id="filter-sort" name="sort" defaultValue={filter.sort}>
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">{t('filter')}</button>
      </form>
      <p className="listing-count" aria-live="polite">
        {t('productsCount', { count: props.total })}
      </p>
      <ProductListing products={props.products} pagination={props.pagination} />
    </>
  );
}
