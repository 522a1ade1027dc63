import type { FastifyInstance } from 'fastify';
import { listPopularProducts } from '../../db/queries/catalogue.ts';
import { listStores } from '../../db/queries/content.ts';
import type { Language } from '../../i18n/languages.ts';
import type { Translate } from '../../i18n/translate.ts';
import { articleListingRegions } from '../../views/ArticlesPage.tsx';
import { HOME_NEWS_IDS, HOME_OFFERS_IDS, type HomeArticles, HomePage } from '../../views/HomePage.tsx';
import { HOME_NEWS_PARAMS, HOME_OFFERS_PARAMS, type PageParamNames, urls } from '../../views/urls.ts';
import { type ArticleWindow, loadArticleWindow, windowQuery } from '../article-window.ts';
import { sendPage } from '../render.tsx';
import { queryFields, routeLanguage } from '../route-helpers.ts';

const FEATURED_COUNT = 8;
/** The home page shows shorter pages than the news and offers pages. */
const HOME_ARTICLE_PAGE_SIZE = 5;
const MAX_LOADED_HOME_PAGES = 10;

/**
 * The home page: categories, popular products, and two independent paginated lists (latest news,
 * current offers). Each list reads its own parameters (newsPage/newsLoaded, offersPage/offersLoaded)
 * and its links carry the other list's, so paging one list — with or without script — leaves the
 * other where it was.
 */
export function registerHomeRoutes(app: FastifyInstance): void {
  const { db } = app.shop;

  app.get('/:lang/', async (request, reply) => {
    const { lang, t } = routeLanguage(request);
    const query = queryFields(request);
    const windowOptions = { pageSize: HOME_ARTICLE_PAGE_SIZE, maxLoadedPages: MAX_LOADED_HOME_PAGES };
    const [featured, stores, newsWindow, offersWindow] = await Promise.all([
      listPopularProducts(db, FEATURED_COUNT),
      listStores(db),
      loadArticleWindow(db, query, { ...windowOptions, kind: 'news', params: HOME_NEWS_PARAMS }),
      loadArticleWindow(db, query, { ...windowOptions, kind: 'action', params: HOME_OFFERS_PARAMS }),
    ]);
    const shown = {
      ...windowQuery(newsWindow, HOME_NEWS_PARAMS),
      ...windowQuery(offersWindow, HOME_OFFERS_PARAMS),
    };
    const listOf = (window: ArticleWindow, params: PageParamNames, title: string): HomeArticles =>
      homeArticles({ lang, t, window, params, title, shown });
    const news = listOf(newsWindow, HOME_NEWS_PARAMS, t('latestNews'));
    const offers = listOf(offersWindow, HOME_OFFERS_PARAMS, t('currentOffers'));
    return sendPage(request, reply, {
      title: t('home'),
      body: <HomePage featured={featured} stores={stores} news={news} offers={offers} />,
      regions: {
        ...articleListingRegions({ ids: HOME_NEWS_IDS, ...news, headingLevel: 3 }),
        ...articleListingRegions({ ids: HOME_OFFERS_IDS, ...offers, headingLevel: 3 }),
      },
    });
  });
}

/**
 * One list's model: its links name page n alone for this list and keep the parameters of what the
 * other list shows (`shown`), so both survive a plain link.
 */
function homeArticles(options: {
  lang: Language;
  t: Translate;
  window: ArticleWindow;
  params: PageParamNames;
  title: string;
  shown: Record<string, number | undefined>;
}): HomeArticles {
  const { lang, t, params, title, shown } = options;
  const { articles, ...window } = options.window;
  return {
    articles,
    pagination: {
      ...window,
      params,
      label: t('paginationOf', { list: title }),
      href: (target) =>
        urls.home(lang, { ...shown, ...windowQuery({ page: target, loadedPages: 1 }, params) }),
    },
  };
}
