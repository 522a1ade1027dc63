import { CATEGORY_SLUGS } from '../db/catalogue.ts';
import type { Product, Store } from '../db/schema.ts';
import { isMessageKey } from '../i18n/translate.ts';
import { ProductCard } from './ProductCard.tsx';
import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

export function HomePage({ featured, stores }: { featured: readonly Product[]; stores: readonly Store[] }) {
  const { lang, t } = useView();
  return (
    <>
      <h1>{t('siteName')}</h1>
      <p className="lead">{t('welcome')}</p>
      <section aria-labelledby="home-categories">
        <h2 id="home-categories">{t('categories')}</h2>
        <ul className="category-list">
          {CATEGORY_SLUGS.map((slug) => {
            const key = `category.${slug}`;
            return (
              <li key={slug}>
                <a href={urls.category(lang, slug)}>{isMessageKey(key) ? t(key) : slug}</a>
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="home-featured">
        <h2 id="home-featured">{t('featured')}</h2>
        <div className="product-grid">
          {featured.map((product) => (
            <ProductCard key={product.id} product={product} headingLevel={3} />
          ))}
        </div>
      </section>
      <section aria-labelledby="home-stores">
        <h2 id="home-stores">{t('stores')}</h2>
        <ul className="store-list">
          {stores.map((store) => (
            <li key={store.id}>
              <strong>{store.city}</strong>, {store.street} — {t('openingHours', { hours: store.opening })}
            </li>
          ))}
        </ul>
        <p>
          <a
            href={urls.deliveryPopup(lang)}
            data-popup="ajax"
            data-popup-target={urls.deliveryPopup(lang)}
            data-popup-title={t('deliveryInfo')}
          >
            {t('deliveryInfo')}
          </a>
        </p>
      </section>
    </>
  );
}
