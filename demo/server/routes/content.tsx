import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findDownload, listArticles, listDownloads } from '../../db/queries/content.ts';
import { COOKIE_INFORMATION_PATHS, LANGUAGES } from '../../i18n/languages.ts';
import {
  ARTICLE_LIST_ID,
  ARTICLE_LISTING_ID,
  ARTICLE_PAGINATION_ID,
  ArticleList,
  ArticleListing,
  ArticlesPage,
} from '../../views/ArticlesPage.tsx';
import { DownloadsPage } from '../../views/DownloadsPage.tsx';
import { type PaginationModel, PaginationNav } from '../../views/Pagination.tsx';
import { CookieInformationPage, DeliveryPopup } from '../../views/SimplePages.tsx';
import { urls } from '../../views/urls.ts';
import { pageWindow, pathId } from '../input.ts';
import { buildViewContext, renderRegion, sendPage } from '../render.tsx';
import { queryFields, routeLanguage } from '../route-helpers.ts';
import { notFound } from '../shop-error.ts';

export const ARTICLE_PAGE_SIZE = 10;
const MAX_LOADED_ARTICLE_PAGES = 10;

async function sendArticles(request: FastifyRequest, reply: FastifyReply, kind: 'news' | 'action') {
  const { lang, t } = routeLanguage(request);
  const query = queryFields(request);
  const { page, loadedPages } = pageWindow(query, MAX_LOADED_ARTICLE_PAGES);
  const { articles, total } = await listArticles(
    request.server.shop.db,
    kind,
    (page - 1) * ARTICLE_PAGE_SIZE,
    loadedPages * ARTICLE_PAGE_SIZE,
  );
  const pageCount = Math.max(1, Math.ceil(total / ARTICLE_PAGE_SIZE));
  if (page > pageCount) throw notFound();
  const address = kind === 'news' ? urls.news : urls.actions;
  const pagination: PaginationModel = {
    page,
    loadedPages: Math.min(loadedPages, pageCount - page + 1),
    pageCount,
    pageSize: ARTICLE_PAGE_SIZE,
    href: (target) => address(lang, { page: target === 1 ? undefined : target }),
  };
  const title = kind === 'news' ? t('news') : t('actions');
  return sendPage(request, reply, {
    title,
    body: <ArticlesPage title={title} articles={articles} pagination={pagination} />,
    regions: {
      [ARTICLE_LISTING_ID]: <ArticleListing articles={articles} pagination={pagination} />,
      [ARTICLE_LIST_ID]: <ArticleList articles={articles} />,
      [ARTICLE_PAGINATION_ID]: <PaginationNav id={ARTICLE_PAGINATION_ID} model={pagination} />,
    },
  });
}

export function registerContentRoutes(app: FastifyInstance): void {
  const { db } = app.shop;

  app.get('/:lang/news', async (request, reply) => sendArticles(request, reply, 'news'));
  app.get('/:lang/actions', async (request, reply) => sendArticles(request, reply, 'action'));

  app.get('/:lang/downloads', async (request, reply) => {
    const { t } = routeLanguage(request);
    return sendPage(request, reply, {
      title: t('downloads'),
      body: <DownloadsPage downloads={await listDownloads(db)} />,
    });
  });

  app.get<{ Params: { lang: string; id: string } }>('/:lang/downloads/file/:id', async (request, reply) => {
    const { t } = routeLanguage(request);
    const download = await findDownload(db, pathId(request.params.id));
    if (!download) throw notFound();
    return reply
      .type('text/plain; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${download.name}"`)
      .send(`${t('siteName')} — ${download.name}\n`);
  });

  // One route per language at the exact path SPEC.md §2 lists; the switcher links them together.
  for (const lang of LANGUAGES) {
    app.get(COOKIE_INFORMATION_PATHS[lang], async (request, reply) => {
      (request.params as { lang?: string }).lang = lang;
      const { t } = routeLanguage(request);
      return sendPage(request, reply, {
        title: t('cookieInformation'),
        body: <CookieInformationPage />,
        alternates: COOKIE_INFORMATION_PATHS,
      });
    });
  }

  /** Popup content (GET; the client's `_ts` only defeats caches and is ignored here). */
  app.get('/:lang/popup/delivery', async (request, reply) => {
    routeLanguage(request);
    const view = await buildViewContext(request, reply);
    return reply
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderRegion(view, <DeliveryPopup />));
  });
}
