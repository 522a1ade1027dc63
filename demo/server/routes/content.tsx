import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findDownload, listDownloads } from '../../db/queries/content.ts';
import { HELP_TEXTS } from '../../i18n/help/index.ts';
import { COOKIE_INFORMATION_PATHS, LANGUAGES } from '../../i18n/languages.ts';
import { ARTICLE_LISTING_IDS, ArticlesPage, articleListingRegions } from '../../views/ArticlesPage.tsx';
import { DownloadsPage } from '../../views/DownloadsPage.tsx';
import { HelpPage } from '../../views/HelpPage.tsx';
import type { PaginationModel } from '../../views/Pagination.tsx';
import { CookieInformationPage, DeliveryPopup } from '../../views/SimplePages.tsx';
import { DEFAULT_PAGE_PARAMS, urls } from '../../views/urls.ts';
import { loadArticleWindow } from '../article-window.ts';
import { pathId } from '../input.ts';
import { buildViewContext, renderRegion, sendPage } from '../render.tsx';
import { queryFields, routeLanguage } from '../route-helpers.ts';
import { notFound } from '../shop-error.ts';

export const ARTICLE_PAGE_SIZE = 10;
const MAX_LOADED_ARTICLE_PAGES = 10;

async function sendArticles(request: FastifyRequest, reply: FastifyReply, kind: 'news' | 'action') {
  const { lang, t } = routeLanguage(request);
  const { articles, ...window } = await loadArticleWindow(request.server.shop.db, queryFields(request), {
    kind,
    pageSize: ARTICLE_PAGE_SIZE,
    maxLoadedPages: MAX_LOADED_ARTICLE_PAGES,
    params: DEFAULT_PAGE_PARAMS,
  });
  const address = kind === 'news' ? urls.news : urls.actions;
  const pagination: PaginationModel = {
    ...window,
    href: (target) => address(lang, { page: target === 1 ? undefined : target }),
  };
  const title = kind === 'news' ? t('news') : t('actions');
  return sendPage(request, reply, {
    title,
    body: <ArticlesPage title={title} articles={articles} pagination={pagination} />,
    regions: articleListingRegions({ ids: ARTICLE_LISTING_IDS, articles, pagination }),
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

  app.get('/:lang/help', async (request, reply) => {
    const { lang, t } = routeLanguage(request);
    return sendPage(request, reply, { title: t('help'), body: <HelpPage text={HELP_TEXTS[lang]} /> });
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

  // One route per language at the exact path docs/consent.md lists; the switcher links them together.
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
