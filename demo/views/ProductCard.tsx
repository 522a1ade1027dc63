import type { Product } from '../db/schema.ts';
import { CsrfField } from './CsrfField.tsx';
import { Price } from './Price.tsx';
import { BASKET_COUNT_SELECTOR } from './UserTools.tsx';
import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

/** A product tile of a listing: image, name, price, stock and an add-to-basket form. */
/** `headingLevel` keeps the outline: 2 under a page heading, 3 inside a section. */
export function ProductCard({ product, headingLevel = 2 }: { product: Product; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { lang } = useView();
  return (
    <article className="product-card">
      <a href={urls.product(lang, product.id)} className="product-card__link">
        <img src={urls.productImage(product.id, 1)} alt="" width={240} height={180} loading="lazy" />
        {/* Two lines at most (shop.css); the whole name stays the text, and the title for the pointer. */}
        <Heading className="product-card__name" title={product.name}>
          {product.name}
        </Heading>
      </a>
      <p className="product-card__price">
        <Price cents={product.price_cents} />
      </p>
      <StockNote stock={product.stock} className="product-card__stock" />
      {product.stock > 0 ? <AddToBasketForm productId={product.id} compact /> : null}
    </article>
  );
}

/** Below this many pieces the stock shows as running low (a colour and mark beside the same text). */
const LOW_STOCK_BELOW = 5;

/** How many are in stock, as text with a mark whose colour tells in, low or out at a glance. */
export function StockNote({ stock, className }: { stock: number; className: string }) {
  const { t } = useView();
  const level = stock <= 0 ? 'out' : stock < LOW_STOCK_BELOW ? 'low' : 'in';
  return (
    <p className={`stock ${className}`} data-stock={level}>
      {stock > 0 ? t('inStock', { count: stock }) : t('outOfStock')}
    </p>
  );
}

/**
 * Add to basket: a plain form post (a page of its own without script); with script, the
 * data-add-to-basket behaviour posts it, shows the answer's page container in a popup and
 * refreshes the user tools. The header's basket count goes up at once (docs/optimistic.md) by the
 * quantity the form submits — the one typed on the product page, the tile's hidden one — and the
 * refreshed user menu then shows the shop's own count.
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
      // Shown at once, settled by the refreshed user menu (docs/optimistic.md).
      data-optimistic={`+[quantity] ${BASKET_COUNT_SELECTOR}`}
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
