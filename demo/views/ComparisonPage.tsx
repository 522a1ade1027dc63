import type { Product } from '../db/schema.ts';
import { CsrfField } from './CsrfField.tsx';
import { Price } from './Price.tsx';
import { ParameterName } from './ProductPage.tsx';
import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

export interface ComparisonRow {
  readonly parameter: string;
  /** One value per compared product, in column order ('' when a product lacks it). */
  readonly values: readonly string[];
  readonly differs: boolean;
}

/**
 * Products side by side. Every row is rendered; rows whose values are equal carry
 * data-same-values and are hidden while "show different lines only" is on (the client flips the
 * class and the cookie; the server applies the cookie on a full load).
 */
export function ComparisonPage({
  products,
  rows,
  differentOnly,
}: {
  products: readonly Product[];
  rows: readonly ComparisonRow[];
  differentOnly: boolean;
}) {
  const { lang, t } = useView();
  const samePrice = new Set(products.map((product) => product.price_cents)).size === 1;
  if (products.length === 0) {
    return (
      <>
        <h1>{t('comparison')}</h1>
        <p>{t('comparisonEmpty')}</p>
      </>
    );
  }
  return (
    <>
      <h1>{t('comparison')}</h1>
      <form method="post" action={urls.comparisonDifferentOnly(lang)} className="comparison-toggle">
        <CsrfField />
        <input
          type="checkbox"
          id="comparison-different-only"
          name="differentOnly"
          value="true"
          defaultChecked={differentOnly}
          data-comparison-different-only
          aria-controls="comparisonTable"
        />
        <label htmlFor="comparison-different-only">{t('showDifferentOnly')}</label>
        <button type="submit" className="no-js-only">
          {t('apply')}
        </button>
      </form>
      <table
        id="comparisonTable"
        className={differentOnly ? 'comparison comparison--different-only' : 'comparison'}
      >
        <thead>
          <tr>
            <td />
            {products.map((product) => (
              <th key={product.id} scope="col">
                <a href={urls.product(lang, product.id)}>{product.name}</a>
                <form
                  method="post"
                  action={urls.comparisonRemove(lang)}
                  className="inline-form"
                  data-refresh-user-tools
                >
                  <CsrfField />
                  <input type="hidden" name="product" value={product.id} />
                  <button type="submit" aria-label={`${t('remove')}: ${product.name}`}>
                    ×
                  </button>
                </form>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr
            data-comparison-row
            data-same-values={samePrice ? '' : undefined}
            hidden={differentOnly && samePrice ? true : undefined}
          >
            <th scope="row">{t('price')}</th>
            {products.map((product) => (
              <td key={product.id}>
                <Price cents={product.price_cents} />
              </td>
            ))}
          </tr>
          {rows.map((row) => (
            <tr
              key={row.parameter}
              data-comparison-row
              data-same-values={row.differs ? undefined : ''}
              hidden={differentOnly && !row.differs ? true : undefined}
            >
              <th scope="row">
                <ParameterName name={row.parameter} />
              </th>
              {row.values.map((value, index) => (
                <td key={products[index]!.id}>{value || '—'}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
