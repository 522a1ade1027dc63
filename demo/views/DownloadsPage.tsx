import type { DownloadSection } from '../db/catalogue.ts';
import { DOWNLOAD_SECTIONS } from '../db/catalogue.ts';
import type { Download } from '../db/schema.ts';
import { LOCALES } from '../i18n/languages.ts';
import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

/**
 * Download list in accordion sections. Each section is a <details> with an id, so it works without
 * script; the client opens the section named in the URL hash (e.g. #certificates).
 */
export function DownloadsPage({ downloads }: { downloads: readonly Download[] }) {
  const { lang, t } = useView();
  const size = new Intl.NumberFormat(LOCALES[lang], {
    style: 'unit',
    unit: 'kilobyte',
    maximumFractionDigits: 0,
  });
  return (
    <>
      <h1>{t('downloads')}</h1>
      <nav aria-label={t('downloads')}>
        <ul className="anchor-list">
          {DOWNLOAD_SECTIONS.map((section) => (
            <li key={section}>
              <a href={`#${section}`} data-no-pu>
                {t(`downloads.${section}` as `downloads.${DownloadSection}`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {DOWNLOAD_SECTIONS.map((section) => (
        <details key={section} id={section} className="download-section" data-download-section>
          <summary>
            <h2>{t(`downloads.${section}` as `downloads.${DownloadSection}`)}</h2>
          </summary>
          <ul>
            {downloads
              .filter((download) => download.section === section)
              .map((download) => (
                <li key={download.id}>
                  <a href={urls.downloadFile(lang, download.id)} download data-no-pu>
                    {download.name}
                  </a>{' '}
                  ({size.format(Math.round(download.size_bytes / 1024))})
                </li>
              ))}
          </ul>
        </details>
      ))}
    </>
  );
}
