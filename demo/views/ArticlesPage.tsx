import type { ReactElement } from 'react';
import type { ArticleWithProduct } from '../db/queries/content.ts';
import { formatDate } from '../i18n/translate.ts';
import { PaginatedSection, type PaginationModel, PaginationNav } from './Pagination.tsx';
import { ShareBlock } from './ShareBlock.tsx';
import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

/** The ids of one article list's regions: the pagination instance, its items and its block. */
export interface ArticleListingIds {
  readonly listing: string;
  readonly list: string;
  readonly pagination: string;
}

/** The one list of the news and special-offers pages. */
export const ARTICLE_LISTING_IDS: ArticleListingIds = {
  listing: 'articleListing',
  list: 'articleList',
  pagination: 'articlePagination',
};

/** `headingLevel` keeps the outline: 2 under a page heading, 3 inside a section. */
type HeadingLevel = 2 | 3;

function ArticleTitle({ article }: { article: ArticleWithProduct }) {
  const { t } = useView();
  if (article.kind === 'action') {
    return <>{t('actionTitle', { discount: article.discount_percent, product: article.productName })}</>;
  }
  const key = (['news.0', 'news.1', 'news.2', 'news.3'] as const)[article.template % 4]!;
  return <>{t(key, { product: article.productName })}</>;
}

export function ArticleList({
  id,
  articles,
  headingLevel = 2,
}: {
  id: string;
  articles: readonly ArticleWithProduct[];
  headingLevel?: HeadingLevel;
}) {
  const { lang, t } = useView();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul id={id} className="article-list" data-pagination-items>
      {articles.map((article) => (
        <li key={article.id} className="article">
          <Heading>
            <a href={urls.product(lang, article.product_id)}>
              <ArticleTitle article={article} />
            </a>
          </Heading>
          <p className="article__meta">
            {t('published', { date: formatDate(lang, article.published_on) })}
            {article.valid_until
              ? ` · ${t('validUntil', { date: formatDate(lang, article.valid_until) })}`
              : null}
          </p>
        </li>
      ))}
    </ul>
  );
}

export function ArticleListing({
  ids,
  articles,
  pagination,
  headingLevel = 2,
}: {
  ids: ArticleListingIds;
  articles: readonly ArticleWithProduct[];
  pagination: PaginationModel;
  headingLevel?: HeadingLevel;
}) {
  return (
    <PaginatedSection
      id={ids.listing}
      model={pagination}
      items={<ArticleList id={ids.list} articles={articles} headingLevel={headingLevel} />}
      navId={ids.pagination}
    />
  );
}

/** The regions of one article list that a partial update may ask for, by id. */
export function articleListingRegions(props: {
  ids: ArticleListingIds;
  articles: readonly ArticleWithProduct[];
  pagination: PaginationModel;
  headingLevel?: HeadingLevel;
}): Record<string, ReactElement> {
  const { ids, articles, pagination, headingLevel } = props;
  return {
    [ids.listing]: <ArticleListing {...props} />,
    [ids.list]: <ArticleList id={ids.list} articles={articles} headingLevel={headingLevel} />,
    [ids.pagination]: <PaginationNav id={ids.pagination} model={pagination} />,
  };
}

/** News and special offers: a list with "Load more" and numbered pagination. */
export function ArticlesPage({
  title,
  articles,
  pagination,
}: {
  title: string;
  articles: readonly ArticleWithProduct[];
  pagination: PaginationModel;
}) {
  const { origin, path } = useView();
  return (
    <>
      <h1>{title}</h1>
      <ArticleListing ids={ARTICLE_LISTING_IDS} articles={articles} pagination={pagination} />
      <ShareBlock id="articlesShare" address={`${origin}${new URL(path, origin).pathname}`} title={title} />
    </>
  );
}
