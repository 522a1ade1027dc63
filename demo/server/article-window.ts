import type { Kysely } from 'kysely';
import { type ArticleWithProduct, listArticles } from '../db/queries/content.ts';
import type { Article, Database } from '../db/schema.ts';
import type { PageParamNames } from '../views/urls.ts';
import { type Fields, pageWindow } from './input.ts';
import { notFound } from './shop-error.ts';

/** What one paginated article list shows: `loadedPages` pages from `page` on. */
export interface ArticleWindow {
  readonly articles: ArticleWithProduct[];
  readonly page: number;
  /** Clamped to the pages that exist from `page` on. */
  readonly loadedPages: number;
  readonly pageCount: number;
  readonly pageSize: number;
}

export interface ArticleWindowOptions {
  readonly kind: Article['kind'];
  readonly pageSize: number;
  /** A bound on one answer's size. */
  readonly maxLoadedPages: number;
  readonly params: PageParamNames;
}

/**
 * Reads a list's own page and loaded-pages parameters from the query and loads its articles.
 * A page beyond the last is a 404, as on every paginated list of the shop.
 */
export async function loadArticleWindow(
  db: Kysely<Database>,
  query: Fields,
  options: ArticleWindowOptions,
): Promise<ArticleWindow> {
  const { page, loadedPages } = pageWindow(query, options.maxLoadedPages, options.params);
  const { articles, total } = await listArticles(
    db,
    options.kind,
    (page - 1) * options.pageSize,
    loadedPages * options.pageSize,
  );
  const pageCount = Math.max(1, Math.ceil(total / options.pageSize));
  if (page > pageCount) throw notFound();
  return {
    articles,
    page,
    loadedPages: Math.min(loadedPages, pageCount - page + 1),
    pageCount,
    pageSize: options.pageSize,
  };
}

/**
 * The query parameters that bring the window back, under the list's names; the defaults (first
 * page, one page) are left out so that plain addresses stay plain.
 */
export function windowQuery(
  window: Pick<ArticleWindow, 'page' | 'loadedPages'>,
  params: PageParamNames,
): Record<string, number | undefined> {
  return {
    [params.page]: window.page === 1 ? undefined : window.page,
    [params.loadedPages]: window.loadedPages === 1 ? undefined : window.loadedPages,
  };
}
