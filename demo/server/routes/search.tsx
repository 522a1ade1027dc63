import type { FastifyInstance } from 'fastify';
import { countSearchResults, searchProducts } from '../../db/queries/catalogue.ts';
import { SearchPage } from '../../views/SearchPage.tsx';
import { pageNumber, textField } from '../input.ts';
import { sendPage } from '../render.tsx';
import { queryFields, routeLanguage } from '../route-helpers.ts';
import { searchQuery } from '../search-query.ts';
import { notFound } from '../shop-error.ts';
import { MAX_QUERY_LENGTH } from './catalogue.tsx';

/** Results per page; "Load more" appends the next page. */
export const SEARCH_PAGE_SIZE = 8;

export function registerSearchRoutes(app: FastifyInstance): void {
  const { db, catalogue } = app.shop;

  /** `/{lang}/search?q=text&page=n`: the results of page n alone (page 1 without the parameter). */
  app.get('/:lang/search', async (request, reply) => {
    const { lang, t } = routeLanguage(request);
    const query = queryFields(request);
    const text = (textField(query, 'q') ?? '').trim().slice(0, MAX_QUERY_LENGTH);
    const page = pageNumber(query, 'page');
    const search = searchQuery(text, await catalogue.tree(), t, lang);
    const total = text ? await countSearchResults(db, search) : 0;
    const pageCount = Math.max(1, Math.ceil(total / SEARCH_PAGE_SIZE));
    if (page > pageCount) throw notFound();
    const results = text
      ? await searchProducts(db, search, SEARCH_PAGE_SIZE, (page - 1) * SEARCH_PAGE_SIZE)
      : [];
    return sendPage(request, reply, {
      title: t('search'),
      body: <SearchPage query={text} total={total} page={page} pageCount={pageCount} results={results} />,
    });
  });
}
