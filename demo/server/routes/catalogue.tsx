import type { FastifyInstance } from 'fastify';
import {
  findProduct,
  listCategoryProducts,
  listParameters,
  SORTS,
  type Sort,
  searchProducts,
} from '../../db/queries/catalogue.ts';
import { listSummaries } from '../../db/queries/lists.ts';
import { listProductImages } from '../../db/queries/product-images.ts';
import { categoryTitle } from '../../i18n/category-title.ts';
import {
  CATEGORY_TREE_COOKIE,
  categoryAsideMarkup,
  openBranches,
  readOpenCategories,
} from '../../views/CategoryAside.tsx';
import {
  CategoryMain,
  CategoryPage,
  PRODUCT_LIST_ID,
  PRODUCT_LISTING_ID,
  PRODUCT_PAGINATION_ID,
  ProductList,
  ProductListing,
} from '../../views/CategoryPage.tsx';
import { type PaginationModel, PaginationNav } from '../../views/Pagination.tsx';
import { ProductPage } from '../../views/ProductPage.tsx';
import { PRODUCT_LAYOUT_COOKIE, readProductLayout } from '../../views/product-layout.ts';
import { renderShared } from '../../views/SharedMarkup.tsx';
import { urls } from '../../views/urls.ts';
import { pageWindow, pathId, priceBound, textField } from '../input.ts';
import { sendPage } from '../render.tsx';
import { queryFields, routeLanguage, signedInUser } from '../route-helpers.ts';
import { searchQuery } from '../search-query.ts';
import { notFound } from '../shop-error.ts';

export const CATEGORY_PAGE_SIZE = 4;
/** "Load more" can show at most this many pages at once (a bound on one answer's size). */
export const MAX_LOADED_PAGES = 20;
export const SUGGESTION_LIMIT = 8;
/** How many other products of the category the product page's related-products carousel shows. */
const RELATED_COUNT = 8;
export const MAX_QUERY_LENGTH = 100;

function readSort(value: string | undefined): Sort {
  return SORTS.find((sort) => sort === value) ?? 'popular';
}

export function registerCatalogueRoutes(app: FastifyInstance): void {
  const { db, catalogue } = app.shop;

  app.get('/:lang', async (request, reply) => {
    const { lang } = routeLanguage(request);
    return reply.redirect(urls.home(lang), 301);
  });

  app.get<{ Params: { lang: string; slug: string } }>('/:lang/category/:slug', async (request, reply) => {
    const { lang, t } = routeLanguage(request);
    const category = await catalogue.category(request.params.slug);
    if (!category) throw notFound();
    const query = queryFields(request);
    const minCents = priceBound(query, 'min');
    const maxCents = priceBound(query, 'max');
    const range = await catalogue.priceRange(category);
    const layout = readProductLayout(request.cookies[PRODUCT_LAYOUT_COOKIE]);
    const sort = readSort(textField(query, 'sort'));
    const { page, loadedPages } = pageWindow(query, MAX_LOADED_PAGES);
    const filter = { minCents, maxCents, sort };
    const { products, total } = await catalogue.listing(
      category,
      filter,
      (page - 1) * CATEGORY_PAGE_SIZE,
      loadedPages * CATEGORY_PAGE_SIZE,
    );
    const pageCount = Math.max(1, Math.ceil(total / CATEGORY_PAGE_SIZE));
    if (page > pageCount) throw notFound();
    const filterQuery = {
      min: minCents === undefined ? undefined : minCents / 100,
      max: maxCents === undefined ? undefined : maxCents / 100,
      sort: sort === 'popular' ? undefined : sort,
    };
    const pagination: PaginationModel = {
      page,
      loadedPages: Math.min(loadedPages, pageCount - page + 1),
      pageCount,
      pageSize: CATEGORY_PAGE_SIZE,
      href: (target) =>
        urls.category(lang, category.slug, { ...filterQuery, page: target === 1 ? undefined : target }),
    };
    const title = categoryTitle(t, category.slug);
    const tree = await catalogue.tree();
    const open = openBranches(tree, category.slug, readOpenCategories(request.cookies[CATEGORY_TREE_COOKIE]));
    // The same for every visitor with these branches open: rendered once per reading of the catalogue.
    const asideMarkup = catalogue.kept(`categoryAside ${lang} ${category.slug} ${open.join(',')}`, () =>
      categoryAsideMarkup({ lang, t, tree, currentSlug: category.slug, open }),
    );
    // The same for every visitor of these parameters with this layout: rendered once per reading of
    // the catalogue, keyed by the address the page reads (parameters it does not read are dropped).
    const path = urls.category(lang, category.slug, {
      ...filterQuery,
      page: page === 1 ? undefined : page,
      loadedPages: loadedPages === 1 ? undefined : loadedPages,
    });
    const mainMarkup = catalogue.kept(`categoryMain ${layout} ${path}`, () =>
      renderShared(
        lang,
        path,
        <CategoryMain
          title={title}
          action={urls.category(lang, category.slug)}
          filter={{
            min: filterQuery.min === undefined ? '' : String(filterQuery.min),
            max: filterQuery.max === undefined ? '' : String(filterQuery.max),
            sort,
          }}
          // Whole euros around every price of the category, so no product falls outside the slider.
          bounds={{
            min: range ? Math.floor(range.minCents / 100) : 0,
            max: range ? Math.ceil(range.maxCents / 100) : 0,
          }}
          layout={layout}
          total={total}
          products={products}
          pagination={pagination}
        />,
      ),
    );
    return sendPage(request, reply, {
      title,
      body: <CategoryPage asideMarkup={asideMarkup} mainMarkup={mainMarkup} />,
      regions: {
        [PRODUCT_LISTING_ID]: (
          <ProductListing products={products} total={total} layout={layout} pagination={pagination} />
        ),
        [PRODUCT_LIST_ID]: <ProductList products={products} layout={layout} />,
        [PRODUCT_PAGINATION_ID]: <PaginationNav id={PRODUCT_PAGINATION_ID} model={pagination} />,
      },
    });
  });

  app.get<{ Params: { lang: string; id: string } }>('/:lang/product/:id', async (request, reply) => {
    const { lang, t } = routeLanguage(request);
    const product = await findProduct(db, pathId(request.params.id));
    if (!product) throw notFound();
    const category = await db
      .selectFrom('categories')
      .selectAll()
      .where('id', '=', product.category_id)
      .executeTakeFirstOrThrow();
    const [parameters, sameCategory, images] = await Promise.all([
      listParameters(db, [product.id]),
      // Related products come from the product's top category, sub-categories included.
      listCategoryProducts(db, category, { sort: 'popular' }, 0, RELATED_COUNT + 1),
      listProductImages(db, product.id),
    ]);
    const related = sameCategory.products.filter((other) => other.id !== product.id).slice(0, RELATED_COUNT);
    const user = signedInUser(request);
    return sendPage(request, reply, {
      title: product.name,
      body: (
        <ProductPage
          product={product}
          categoryTitle={categoryTitle(t, category.slug)}
          categoryHref={urls.category(lang, category.slug)}
          parameters={parameters}
          lists={user ? await listSummaries(db, user.id) : null}
          related={related}
          images={images}
        />
      ),
    });
  });

  /** Suggestions for the search box: JSON `{ query, suggestions: [{ label, url }] }`. */
  app.get('/:lang/search/suggest', async (request, reply) => {
    const { lang, t } = routeLanguage(request);
    const text = (textField(queryFields(request), 'q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
    const search = searchQuery(text, await catalogue.tree(), t, lang);
    const products = text ? await searchProducts(db, search, SUGGESTION_LIMIT) : [];
    return reply.header('Cache-Control', 'no-store').send({
      query: text,
      suggestions: products.map((product) => ({ label: product.name, url: urls.product(lang, product.id) })),
    });
  });
}
