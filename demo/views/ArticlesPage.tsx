import type { ArticleWithProduct } from '../db/queries/content.ts';
import { formatDate } from '../i18n/translate.ts';
import { PaginatedSection, type PaginationModel } from './Pagination.tsx';
import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

export const ARTICLE_LISTING_ID = 'articleListing';
export const ARTICLE_LIST_ID = 'articleList';
export const ARTICLE_PAGINATION_ID = 'articlePagination';

function ArticleTitle({ article }: { article: ArticleWithProduct }) {
  const { t } = useView();
  if (article.kind === 'action') {
    return <>{t('actionTitle', { discount: article.discount_percent, product: article.productName })}</>;
  }
  const key = (['news.0', 'news.1', 'news.2', 'news.3'] as const)[article.template % 4]!;
  return <>{t(key, { product: article.productName })}</>;
}

export function ArticleList({ articles }: { articles: readonly ArticleWithProduct[] }) {
  const { lang, t } = useView();
  return (
    <ul id={ARTICLE_LIST_ID} className="article-list" data-pagination-items>
      {articles.map((article) => (
        <li key={article.id} className="article">
          <h2>
            <a href={urls.product(lang, article.product_id)}>
              <ArticleTitle article={article} />
            </a>
          </h2>
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
  articles,
  pagination,
}: {
  articles: readonly ArticleWithProduct[];
  pagination: PaginationModel;
}) {
  return (
    <PaginatedSection
      id={ARTICLE_LISTING_ID}
      model={pagination}
      items={<ArticleList articles={articles} />}
      navId={ARTICLE_PAGINATION_ID}
    />
  );
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
  return (
    <>
      <h1>{title}</h1>
      <ArticleListing articles={articles} pagination={pagination} />
    </>
  );
}
