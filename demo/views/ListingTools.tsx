import type { ReactNode } from 'react';
import { useView } from './ViewContext.tsx';

export const LISTING_TOOLS_ID = 'listingTools';

/**
 * The filter, sort and view of a listing. From 48rem they stand above the listing; on a phone a
 * "Filter and sort" button opens them as a sheet over the page, so the products start under the
 * title. The sheet is an HTML popover (`popovertarget`): it opens, closes on Escape or a tap beside
 * it and gives the focus back without script, and the components in it upgrade when it first
 * opens (their `visible` policy: a phone that never opens it loads none of them).
 */
export function ListingTools({ children }: { children: ReactNode }) {
  const { t } = useView();
  const headingId = `${LISTING_TOOLS_ID}-heading`;
  return (
    <div className="listing-tools">
      <button
        type="button"
        className="listing-tools__open button--secondary"
        popoverTarget={LISTING_TOOLS_ID}
      >
        {t('filterAndSort')}
      </button>
      <section
        id={LISTING_TOOLS_ID}
        popover="auto"
        className="listing-tools__sheet"
        aria-labelledby={headingId}
      >
        <div className="listing-tools__head">
          <h2 id={headingId}>{t('filterAndSort')}</h2>
          <button
            type="button"
            className="listing-tools__close button--secondary"
            popoverTarget={LISTING_TOOLS_ID}
            popoverTargetAction="hide"
          >
            {t('close')}
          </button>
        </div>
        {children}
      </section>
    </div>
  );
}
