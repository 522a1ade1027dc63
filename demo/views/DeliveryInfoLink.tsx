import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

/** "Delivery information": the page without script, its content in a popup with (docs/popups.md). */
export function DeliveryInfoLink() {
  const { lang, t } = useView();
  return (
    <a
      href={urls.deliveryPopup(lang)}
      data-popup="ajax"
      data-popup-target={urls.deliveryPopup(lang)}
      data-popup-title={t('deliveryInfo')}
    >
      {t('deliveryInfo')}
    </a>
  );
}
