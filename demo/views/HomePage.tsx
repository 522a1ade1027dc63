import { CATEGORY_SLUGS } from '../db/catalogue.ts';
import type { ArticleWithProduct } from '../db/queries/content.ts';
import type { Product, Store } from '../db/schema.ts';
import { categoryTitle } from '../i18n/category-title.ts';
import { ArticleListing, type ArticleListingIds } from './ArticlesPage.tsx';
import { CarouselMarkup } from './CarouselMarkup.tsx';
import { DeliveryInfoLink } from './DeliveryInfoLink.tsx';
import { HomeHero } from './HomeHero.tsx';
import type { PaginationModel } from './Pagination.tsx';
import { ProductCard } from './ProductCard.tsx';
import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

/** The home page's two paginated lists: each with region ids of its own (docs/pagination.md). */
export const HOME_NEWS_IDS: ArticleListingIds = {
  listing: 'newsListing',
  list: 'newsList',
  pagination: 'newsPagination',
};
export const HOME_OFFERS_IDS: ArticleListingIds = {
  listing: 'offersListing',
  list: 'offersList',
  pagination: 'offersPagination',
};

export interface HomeArticles {
  readonly articles: readonly ArticleWithProduct[];
  readonly pagination: PaginationModel;
}

/** A home page section holding one of the paginated lists, under its own heading. */
function HomeArticleSection({
  headingId,
  title,
  ids,
  list,
}: {
  headingId: string;
  title: string;
  ids: ArticleListingIds;
  list: HomeArticles;
}) {
  return (
    <section className="home-row" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <ArticleListing ids={ids} articles={list.articles} pagination={list.pagination} headingLevel={3} />
    </section>
  );
}

export function HomePage({
  featured,
  stores,
  news,
  offers,
}: {
  featured: readonly Product[];
  stores: readonly Store[];
  news: HomeArticles;
  offers: HomeArticles;
}) {
  const { lang, t } = useView();
  return (
    <>
      <HomeHero />
      <OffersCarousel offers={offers.articles} />
      <section className="home-row" aria-labelledby="home-categories">
        <h2 id="home-categories">{t('categories')}</h2>
        <ul className="category-tiles">
          {CATEGORY_SLUGS.map((slug) => (
            <li key={slug}>
              <a className="category-tile" data-category={slug} href={urls.category(lang, slug)}>
                {categoryTitle(t, slug)}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section className="home-row" aria-labelledby="home-featured">
        <h2 id="home-featured">{t('featured')}</h2>
        <div className="product-grid">
          {featured.map((product) => (
            <ProductCard key={product.id} product={product} headingLevel={3} />
          ))}
        </div>
      </section>
      <HomeArticleSection headingId="home-news" title={t('latestNews')} ids={HOME_NEWS_IDS} list={news} />
      <HomeArticleSection
        headingId="home-offers"
        title={t('currentOffers')}
        ids={HOME_OFFERS_IDS}
        list={offers}
      />
      <section className="home-row" aria-labelledby="home-stores">
        <h2 id="home-stores">{t('stores')}</h2>
        <ul className="store-list">
          {stores.map((store) => (
            <li key={store.id}>
              <strong>{store.city}</strong>, {store.street} — {t('openingHours', { hours: store.opening })}
            </li>
          ))}
        </ul>
        <p>
          <DeliveryInfoLink />
        </p>
      </section>
    </>
  );
}

/** Milliseconds each offer shows while the carousel rotates. */
const OFFER_ROTATION_MS = 6000;

/** The current offers as a rotating carousel of product pictures (docs/elements.md#fg-carousel). */
function OffersCarousel({ offers }: { offers: readonly ArticleWithProduct[] }) {
  const { lang, t } = useView();
  if (offers.length === 0) return null;
  return (
    <div className="offer-highlights home-row">
      <h2>{t('offerHighlights')}</h2>
      <CarouselMarkup
        id="offersCarousel"
        label={t('offerHighlights')}
        rotateInterval={OFFER_ROTATION_MS}
        slides={offers.map((offer) => ({
          key: offer.id,
          content: (
            <a href={urls.product(lang, offer.product_id)} className="offer-slide">
              <img
                className="offer-slide__image"
                src={urls.productImage(offer.product_id, 1)}
                alt=""
                width={480}
                height={360}
              />
              <span className="offer-slide__title">
                {t('actionTitle', { discount: offer.discount_percent, product: offer.productName })}
              </span>
            </a>
          ),
        }))}
      />
    </div>
  );
}
