import { SORTS, type Sort } from '../db/queries/catalogue.ts';
import { useView } from './ViewContext.tsx';

export interface CategoryFilterValues {
  readonly min: string;
  readonly max: string;
  readonly sort: Sort;
}

/** Whole euros: the lowest and highest price of the category, the slider's bounds. */
export interface PriceBounds {
  readonly min: number;
  readonly max: number;
}

export const CATEGORY_FILTER_ID = 'categoryFilter';

/** One end of the price range as a plain number input: any whole amount, typed without script. */
function PriceBoundField({
  id,
  name,
  label,
  value,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
}) {
  return (
    <div className="filter-form__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} name={name} type="number" min={0} step={1} inputMode="numeric" defaultValue={value} />
    </div>
  );
}

/**
 * The price filter and the sort of a category: a plain GET form that works without script. With
 * script the price inputs become a two-thumb `<fg-slider>` and the sort an `<fg-radio-select>`; a
 * value they commit sends the whole form (`pu-submit-id`) and swaps only `listingId`. The request
 * target is the page content (`pu-request-target`), so the history records the plain filtered
 * address: a reload renders the same listing, and going back renders the whole content again.
 */
export function CategoryFilter(props: {
  action: string;
  filter: CategoryFilterValues;
  bounds: PriceBounds;
  listingId: string;
}) {
  const { t } = useView();
  const { filter, bounds } = props;
  const listingUpdate = {
    'pu-target': props.listingId,
    'pu-request-target': 'content',
    'pu-submit-id': CATEGORY_FILTER_ID,
  };
  return (
    <form
      id={CATEGORY_FILTER_ID}
      method="get"
      action={props.action}
      className="filter-form"
      aria-label={t('filter')}
    >
      {/* The slider's bounds are the category's prices; the inputs accept any amount without script. */}
      <fg-slider
        id="priceRange"
        label={t('priceRange')}
        unit="€"
        min={String(bounds.min)}
        max={String(bounds.max)}
        step="1"
        {...listingUpdate}
      >
        <PriceBoundField id="filter-min" name="min" label={t('priceFrom')} value={filter.min} />
        <PriceBoundField id="filter-max" name="max" label={t('priceTo')} value={filter.max} />
      </fg-slider>
      <fg-radio-select id="sortChoice" {...listingUpdate}>
        <fieldset className="filter-form__sort">
          <legend>{t('sortBy')}</legend>
          {SORTS.map((sort) => (
            <div key={sort}>
              <input
                type="radio"
                id={`sort-${sort}`}
                name="sort"
                value={sort}
                defaultChecked={sort === filter.sort}
              />
              <label htmlFor={`sort-${sort}`}>{t(`sort.${sort}`)}</label>
            </div>
          ))}
        </fieldset>
      </fg-radio-select>
      <button type="submit">{t('filter')}</button>
    </form>
  );
}
