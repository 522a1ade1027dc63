import type { Product, ProductImage, ProductParameter } from '../db/schema.ts';
import { isMessageKey } from '../i18n/translate.ts';
import { CarouselMarkup } from './CarouselMarkup.tsx';
import { CsrfField } from './CsrfField.tsx';
import { DeliveryInfoLink } from './DeliveryInfoLink.tsx';
import { Price } from './Price.tsx';
import { AddToBasketForm, ProductCard, StockNote } from './ProductCard.tsx';
import { ProductGallery } from './ProductGallery.tsx';
import { ShareBlock } from './ShareBlock.tsx';
import { COMPARISON_COUNT_SELECTOR } from './UserTools.tsx';
import { urls } from './urls.ts';
import type { ShoppingListSummary } from './ViewContext.tsx';
import { useView } from './ViewContext.tsx';

export function ParameterName({ name }: { name: string }) {
  const { t } = useView();
  const key = `parameter.${name}`;
  return <>{isMessageKey(key) ? t(key) : name}</>;
}

export function ProductPage({
  product,
  categoryTitle,
  categoryHref,
  parameters,
  lists,
  related = [],
  images,
}: {
  product: Product;
  images: readonly ProductImage[];
  categoryTitle: string;
  categoryHref: string;
  parameters: readonly ProductParameter[];
  lists: readonly ShoppingListSummary[] | null;
  /** Other products of the same category, for the related-products carousel. */
  related?: readonly Product[];
}) {
  const { lang, t, origin } = useView();
  return (
    <article className="product-detail">
      <nav aria-label="breadcrumb" className="breadcrumb">
        <a href={urls.home(lang)}>{t('home')}</a> › <a href={categoryHref}>{categoryTitle}</a>
      </nav>
      <h1>{product.name}</h1>
      {/* The gallery and the parameters beside the buy box from 64rem, the box kept in view while they scroll. */}
      <div className="product-detail__top">
        {/* Product gallery (Gallery element) */}
        <ProductGallery product={product} images={images} />
        <div className="product-detail__buy buy-box">
          <p className="product-detail__price">
            <Price cents={product.price_cents} />
          </p>
          <StockNote stock={product.stock} className="product-detail__stock" />
          {product.stock > 0 ? <AddToBasketForm productId={product.id} /> : null}
          <div className="buy-box__secondary">
            <form
              method="post"
              action={urls.comparisonAdd(lang)}
              className="inline-form"
              data-refresh-user-tools
              // The button shows the product compared and the header count goes up at once.
              data-optimistic={`toggle:.is-compared #compare-${product.id}; +1 ${COMPARISON_COUNT_SELECTOR}`}
            >
              <CsrfField />
              <input type="hidden" name="product" value={product.id} />
              <button id={`compare-${product.id}`} type="submit" className="button--secondary">
                {t('addToComparison')}
              </button>
            </form>
            <AddToList productId={product.id} lists={lists} />
          </div>
          <p className="buy-box__meta">
            {t('code')}: {product.code}
          </p>
          <p className="buy-box__meta">
            <DeliveryInfoLink />
          </p>
        </div>
        <section className="product-detail__parameters" aria-labelledby="product-parameters">
          <h2 id="product-parameters">{t('parameters')}</h2>
          <table className="parameters">
            <tbody>
              {parameters.map((parameter) => (
                <tr key={parameter.parameter}>
                  <th scope="row">
                    <ParameterName name={parameter.parameter} />
                  </th>
                  <td>{parameter.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </div>
      <RelatedProducts products={related} />
      <ShareBlock
        id="productShare"
        address={`${origin}${urls.product(lang, product.id)}`}
        title={product.name}
      />
    </article>
  );
}

/**
 * Add the product to one of the visitor's lists or to a new one: `<fg-my-list>` (a menu button,
 * "Create a new list…" asks for a name and lands on the new list) around the plain form it
 * replaces, which works without script. Anonymous visitors are asked to log in instead.
 */
function AddToList({
  productId,
  lists,
}: {
  productId: number;
  lists: readonly ShoppingListSummary[] | null;
}) {
  const { lang, t } = useView();
  if (lists === null) {
    return (
      <p className="add-to-list-login">
        <a href={urls.loginPage(lang, { returnTo: urls.product(lang, productId) })}>
          {t('loginToAddToList')}
        </a>
      </p>
    );
  }
  return (
    <>
      <fg-my-list
        id={`myList-${productId}`}
        pu-url={urls.listAdd(lang)}
        pu-target="content+userLists+userListsRwd"
        pu-event-name="addToList"
        // The note says the product is added at once, for the plain form and the element's menu alike.
        data-optimistic={`template:list-added-${productId} #list-note-${productId}`}
      >
        <form
          method="post"
          action={urls.listAdd(lang)}
          className="add-to-list"
          data-pu-target="content+userLists+userListsRwd"
          data-pu-event-name="addToList"
        >
          <CsrfField />
          <input type="hidden" name="product" value={productId} />
          <label htmlFor={`list-${productId}`}>{t('chooseList')}</label>
          <select id={`list-${productId}`} name="listId">
            {lists.map((list) => (
              <option key={list.id} value={list.id} data-list-id={list.id}>
                {list.name}
              </option>
            ))}
            <option value="new">{t('newList')}</option>
          </select>
          <button type="submit">{t('addToList')}</button>
        </form>
      </fg-my-list>
      <p id={`list-note-${productId}`} className="field-note" aria-live="polite" />
      <template id={`list-added-${productId}`}>{t('addedToListShort')}</template>
    </>
  );
}

/** Other products of the category in a carousel the visitor moves (docs/elements.md#fg-carousel). */
function RelatedProducts({ products }: { products: readonly Product[] }) {
  const { t } = useView();
  if (products.length === 0) return null;
  return (
    <div className="related-products">
      <h2>{t('relatedProducts')}</h2>
      <CarouselMarkup
        id="relatedCarousel"
        label={t('relatedProducts')}
        slides={products.map((related) => ({
          key: related.id,
          content: <ProductCard product={related} headingLevel={3} />,
        }))}
      />
    </div>
  );
}
