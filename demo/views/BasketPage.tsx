import { type Basket, DELIVERY_OPTIONS } from '../db/queries/basket.ts';
import { CsrfField } from './CsrfField.tsx';
import { Price } from './Price.tsx';
import { BASKET_COUNT_SELECTOR } from './UserTools.tsx';
import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

export const BASKET_SUMMARY_ID = 'basketSummary';

/** What the shop says of one line's quantity after it corrected it (demo/server/quantity-correction.ts). */
export interface QuantityNote {
  readonly productId: number;
  readonly text: string;
}

/** The id of a line's quantity note, which its field names in `aria-describedby`. */
/** A line's row, which its remove form hides at once (docs/optimistic.md). */
function basketRowId(productId: number): string {
  return `basket-row-${productId}`;
}

function quantityNoteId(productId: number): string {
  return `basket-quantity-${productId}-note`;
}

/** Totals of the basket, a region of its own so a delivery change can refresh just it. */
export function BasketSummary({ basket }: { basket: Basket }) {
  const { t } = useView();
  return (
    <dl id={BASKET_SUMMARY_ID} className="basket-summary" aria-live="polite">
      <dt>{t('subtotal')}</dt>
      <dd>
        <Price cents={basket.subtotalCents} />
      </dd>
      <dt>{t('delivery')}</dt>
      <dd>
        <Price cents={basket.deliveryCents} />
      </dd>
      <dt>{t('total')}</dt>
      <dd className="basket-summary__total">
        <Price cents={basket.totalCents} />
      </dd>
    </dl>
  );
}

export function BasketPage({ basket, note }: { basket: Basket; note?: QuantityNote | undefined }) {
  const { lang, t } = useView();
  const noteOf = (productId: number) => (note?.productId === productId ? note.text : undefined);
  if (basket.lines.length === 0) {
    return (
      <>
        <h1>{t('basket')}</h1>
        <p>{t('basketEmpty')}</p>
        <p>
          <a href={urls.home(lang)}>{t('continueShopping')}</a>
        </p>
      </>
    );
  }
  return (
    <>
      <h1>{t('basket')}</h1>
      {/* The lines, then the order summary: beside them on a wide screen, after them on a phone. */}
      <div className="basket-layout">
        <div className="basket-layout__lines">
          {/* The table roles are spelled out (biome.json lets this file): on a phone the rows are laid out
          as cards (shop.css), and a changed display takes the table's meaning from it in some browsers. */}
          <table className="basket" role="table">
            <thead role="rowgroup">
              <tr role="row">
                {[t('product'), t('unitPrice'), t('quantity'), t('lineTotal')].map((header) => (
                  <th key={header} scope="col" role="columnheader">
                    {header}
                  </th>
                ))}
                <th scope="col" role="columnheader">
                  <span className="visually-hidden">{t('remove')}</span>
                </th>
              </tr>
            </thead>
            <tbody role="rowgroup">
              {basket.lines.map((line) => (
                <tr key={line.productId} id={basketRowId(line.productId)} role="row">
                  <th scope="row" role="rowheader">
                    <a href={urls.product(lang, line.productId)}>{line.name}</a>
                  </th>
                  <td role="cell" data-label={t('unitPrice')}>
                    <Price cents={line.priceCents} />
                  </td>
                  <td role="cell">
                    <form
                      id={`basket-line-${line.productId}`}
                      method="post"
                      action={urls.basketUpdate(lang)}
                      className="inline-form"
                      data-pu-target="content+userMenu"
                      data-pu-event-name="changeBasket"
                    >
                      <CsrfField />
                      <input type="hidden" name="product" value={line.productId} />
                      {/* With script: −/+ and the arrow keys update the line 300 ms after the last change. */}
                      <fg-number-input
                        id={`basket-quantity-${line.productId}-spin`}
                        pu-submit-id={`basket-line-${line.productId}`}
                        pu-target="content+userMenu"
                        pu-event-name="changeBasket"
                        data-no-pu
                      >
                        <label htmlFor={`basket-quantity-${line.productId}`} className="visually-hidden">
                          {t('quantity')}: {line.name}
                        </label>
                        <input
                          id={`basket-quantity-${line.productId}`}
                          aria-describedby={
                            noteOf(line.productId) ? quantityNoteId(line.productId) : undefined
                          }
                          type="number"
                          name="quantity"
                          min={1}
                          max={999}
                          defaultValue={line.quantity}
                          required
                        />
                      </fg-number-input>
                      <button type="submit">{t('update')}</button>
                    </form>
                    {/* Always there, like a field's error message: a live region that exists before its
                    text changes is announced (FormField.tsx). */}
                    <p id={quantityNoteId(line.productId)} className="field-note" aria-live="polite">
                      {noteOf(line.productId)}
                    </p>
                  </td>
                  <td role="cell" data-label={t('lineTotal')}>
                    <Price cents={line.priceCents * line.quantity} />
                  </td>
                  <td role="cell">
                    <form
                      method="post"
                      action={urls.basketRemove(lang)}
                      className="inline-form"
                      data-pu-target="content+userMenu"
                      data-pu-event-name="removeFromBasket"
                      // The line goes and the header count falls at once; the answer settles both.
                      data-optimistic={`remove #${basketRowId(line.productId)}; -${line.quantity} ${BASKET_COUNT_SELECTOR}`}
                    >
                      <CsrfField />
                      <input type="hidden" name="product" value={line.productId} />
                      <button
                        type="submit"
                        data-confirm={t('removeConfirm', { name: line.name })}
                        aria-label={`${t('remove')}: ${line.name}`}
                      >
                        {t('remove')}
                      </button>
                    </form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <form
            method="post"
            action={urls.basketDelivery(lang)}
            className="delivery-form"
            data-pu-target="content"
          >
            <CsrfField />
            {/* data-no-pu: the element's own buttons are not form submits for the partial-update engine. */}
            <fg-radio-select id="deliveryChoice" data-no-pu>
              <fieldset>
                <legend>{t('delivery')}</legend>
                {DELIVERY_OPTIONS.map((option) => (
                  <div key={option.id}>
                    <input
                      type="radio"
                      id={`delivery-${option.id}`}
                      name="delivery"
                      value={option.id}
                      defaultChecked={option.id === basket.delivery}
                    />
                    <label htmlFor={`delivery-${option.id}`}>
                      {t(`delivery.${option.id}`)} (<Price cents={option.priceCents} />)
                    </label>
                  </div>
                ))}
              </fieldset>
            </fg-radio-select>
            <button type="submit">{t('apply')}</button>
          </form>
        </div>
        <section className="order-summary" aria-labelledby="order-summary-title">
          <h2 id="order-summary-title">{t('orderSummary')}</h2>
          <BasketSummary basket={basket} />
          <p className="checkout-next">
            <a className="button" href={urls.checkoutAddress(lang)}>
              {t('continueToAddress')}
            </a>
          </p>
        </section>
      </div>
    </>
  );
}
