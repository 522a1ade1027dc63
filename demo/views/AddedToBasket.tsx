import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

/**
 * The add-to-basket answer: the client shows this #content in a popup; without script it is a page.
 * What was added is the flash message above it (the route leaves it, this answer shows it).
 */
export function AddedToBasket({ backHref }: { backHref: string }) {
  const { lang, t } = useView();
  return (
    <section className="added-to-basket" aria-labelledby="added-title">
      <h1 id="added-title">{t('addedToBasketTitle')}</h1>
      <p className="added-to-basket__actions">
        <a href={backHref} className="button button--large button--secondary" data-popup-close>
          {t('continueShopping')}
        </a>{' '}
        <a href={urls.basket(lang)} className="button button--large">
          {t('goToBasket')}
        </a>
      </p>
    </section>
  );
}
