import type { Product } from '../db/schema.ts';
import { CsrfField } from './CsrfField.tsx';
import { Price } from './Price.tsx';
import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

/** A product tile of a listing: image, name, price, stock and an add-to-basket form. */
/** `headingLevel` keeps the outline: 2 under a page heading, 3 inside a section. */
export function ProductCard({ product, headingLevel = 2 }: { product: Product; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { lang, t } = useView();
  return (
    <article className="product-card">
      <a href={urls.product(lang, product.id)} className="product-card__link">
        <img src={urls.productImage(product.id, 1)} alt="" width={240} height={180} loading="lazy" />
        <Heading className="product-card__name">{product.name}</Heading>
      </a>
      <p className="product-card__price">
        <Price cents={product.price_cents} />
      </p>
      <p className="product-card__stock">
        {product.stock > 0 ? t('inStock', { count: product.stock }) : t('outOfStock')}
      </p>
      {product.stock > 0 ? <AddToBasketForm productId={product.id} compact /> : null}
    </article>
  );
}

/**
 * Add to basket: a plain form post (a page of its own without script); with script, the
 * data-add-to-basket behaviour posts it, shows the answer's page container in a popup and
 * refreshes the user tools.
 */
export function AddToBasketForm({ productId, compact = false }: { productId: number; compact?: boolean }) {
  const { lang, t } = useView();
  const quantityId = `quantity-${productId}${compact ? '-tile' : ''}`;
  return (
    <form
      method="post"
      action={urls.basketAdd(lang)}
      className="add-to-basket"
      data-pu-target="content"
      data-pu-event-name="addToBasket"
      data-add-to-basket
    >
      <CsrfField />
      <input type="hidden" name="product" value={productId} />
      {compact ? (
        <input type="hidden" name="quantity" value="1" />
      ) : (
        // The spinbutton element enhances the plain number field it wraps.
        <fg-number-input id={`${quantityId}-spin`}>
          <label htmlFor={quantityId}>{t('quantity')}</label>
          <input id={quantityId} type="number" name="quantity" min={1} max={999} defaultValue={1} required />
        </fg-number-input>
      )}
      <button type="submit">{t('addToBasket')}</button>
    </form>
  );
}
