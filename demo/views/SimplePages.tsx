import type { MessageKey } from '../i18n/translate.ts';
import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

export function CookieInformationPage() {
  const { t } = useView();
  return (
    <div className="cookie-information-page">
      <h1>{t('cookieInformation')}</h1>
      <p>{t('cookieIntro')}</p>
      <ul>
        <li>{t('cookieTechnical')}</li>
        <li>{t('cookieAnalytics')}</li>
        <li>{t('cookieMarketing')}</li>
      </ul>
    </div>
  );
}

export function ErrorPage({ titleKey, textKey }: { titleKey: MessageKey; textKey: MessageKey }) {
  const { lang, t } = useView();
  return (
    <>
      <h1>{t(titleKey)}</h1>
      <p>{t(textKey)}</p>
      <p>
        <a href={urls.home(lang)}>{t('home')}</a>
      </p>
    </>
  );
}

/** Popup content answered to GET (the client adds _ts to skip caches; the server ignores it). */
export function DeliveryPopup() {
  const { t } = useView();
  return (
    <div id="deliveryInfo" className="popup-content">
      <h2>{t('deliveryInfo')}</h2>
      <p>{t('deliveryInfoText')}</p>
    </div>
  );
}
