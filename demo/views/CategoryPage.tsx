import type { Product } from '../db/schema.ts';
import { CategoryFilter, type CategoryFilterValues, type PriceBounds } from './CategoryFilter.tsx';
import { ListingTools } from './ListingTools.tsx';
import { PaginatedSection, type PaginationModel } from './Pagination.tsx';
import { ProductCard } from './ProductCard.tsx';
import { ProductLayoutSwitch } from './ProductLayoutSwitch.tsx';
import type { ProductLayout } from './product-layout.ts';
import { SharedMarkup } from './SharedMarkup.tsx';
import { useView } from './ViewContext.tsx';

export type { CategoryFilterValues } from './CategoryFilter.tsx';

export const PRODUCT_LISTING_ID = 'productListing';
export const PRODUCT_LIST_ID = 'productList';
export const PRODUCT_PAGINATION_ID = 'productPagination';

export function ProductList({ products, layout }: { products: readonly Product[]; layout: ProductLayout }) {
  return (
    <div id={PRODUCT_LIST_ID} className="product-grid" data-layout={layout} data-pagination-items>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </div>
  );
}

/** The region a filter or sort swaps: the count, the products and their pagination. */
export function ProductListing({
  products,
  total,
  layout,
  pagination,
}: {
  products: readonly Product[];
  total: number;
  layout: ProductLayout;
  pagination: PaginationModel;
}) {
  const { t } = useView();
  const count = t('productsCount', { count: total });
  return (
    <PaginatedSection
      id={PRODUCT_LISTING_ID}
      model={pagination}
      header={<p className="listing-count">{count}</p>}
      // Announced after a swap instead of the generic "content updated".
      announce={count}
      items={<ProductList products={products} layout={layout} />}
      navId={PRODUCT_PAGINATION_ID}
    />
  );
}

/**
 * The category page: the tree beside the listing and the listing with its heading, filter and
 * layout switch. Both are the same for every visitor of the address (the tree for its open
 * branches), so the route keeps them rendered: the tree from categoryAsideMarkup, the main part
 * from renderShared of CategoryMain.
 */
export function CategoryPage(props: { asideMarkup: string; mainMarkup: string }) {
  return (
    // The listing first, the tree after it: on a phone the products start under the title, not
    // some 800 px down; from 48rem the tree takes the left column (components.css).
    <div className="category-layout">
      <SharedMarkup className="category-layout__main" markup={props.mainMarkup} />
      <div
        className="category-layout__aside"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: markup rendered by React from the catalogue (CategoryAside)
        dangerouslySetInnerHTML={{ __html: props.asideMarkup }}
      />
    </div>
  );
}

/** The children of the category page's main part. */
export function CategoryMain(props: {
  title: string;
  action: string;
  filter: CategoryFilterValues;
  bounds: PriceBounds;
  layout: ProductLayout;
  total: number;
  products: readonly Product[];
  pagination: PaginationModel;
}) {
  return (
    <>
      <h1>{props.title}</h1>
      <ListingTools>
        <CategoryFilter
          action={props.action}
          filter={props.filter}
          bounds={props.bounds}
          listingId={PRODUCT_LISTING_ID}
        />
        <ProductLayoutSwitch listId={PRODUCT_LIST_ID} layout={props.layout} />
      </ListingTools>
      <ProductListing
        products={props.products}
        total={props.total}
        layout={props.layout}
        pagination={props.pagination}
      />
    </>
  );
}
