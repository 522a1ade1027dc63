import { CsrfField } from './CsrfField.tsx';
import { PRODUCT_LAYOUT_COOKIE, PRODUCT_LAYOUTS, type ProductLayout } from './product-layout.ts';
import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

/**
 * List or grid for the product list `listId`. Without script a small form posts the choice (the
 * server sets the cookie and sends the visitor back); with script `<fg-list-toggle
 * mode="list-grid">` turns it into a radio group that switches at once and writes the same cookie.
 */
export function ProductLayoutSwitch({ listId, layout }: { listId: string; layout: ProductLayout }) {
  const { lang, t, path } = useView();
  return (
    <fg-list-toggle id="productLayout" mode="list-grid" list={listId} cookie-name={PRODUCT_LAYOUT_COOKIE}>
      {/* data-no-pu: a plain post that redirects back, never a partial update. */}
      <form method="post" action={urls.productLayout(lang)} className="layout-form" data-no-pu>
        <CsrfField />
        <input type="hidden" name="return" value={path} />
        <fieldset>
          {/* The legend names the group; the row shows its text as a plain label: WebKit lays a
              legend out as a row of its own whatever its float, and the component's row (one line)
              would then be shorter than this one, moving the listing below as it takes over. */}
          <legend className="visually-hidden">{t('layout')}</legend>
          <span className="layout-form__label" aria-hidden="true">
            {t('layout')}
          </span>
          {PRODUCT_LAYOUTS.map((choice) => (
            <button key={choice} type="submit" name="layout" value={choice} aria-pressed={choice === layout}>
              {t(`layout.${choice}`)}
            </button>
          ))}
        </fieldset>
      </form>
    </fg-list-toggle>
  );
}
