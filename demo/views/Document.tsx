import type { ReactNode } from 'react';
import { CATEGORY_SLUGS } from '../db/catalogue.ts';
import { LANGUAGE_NAMES, LANGUAGES } from '../i18n/languages.ts';
import { isMessageKey } from '../i18n/translate.ts';
import { UserLists, UserListsRwd, UserMenu } from './UserTools.tsx';
import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

export const LIBRARY_SCRIPT = '/assets/storefront-elements.js';

/** The whole page: head, header with user tools, the partial-update controller around #content. */
export function Document({ title, content }: { title: string; content: ReactNode }) {
  const { lang, t, csrfToken, cspNonce, pushUrl } = useView();
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="csrf-token" content={csrfToken} />
        <meta name="csp-nonce" content={cspNonce} />
        <title>{`${title} | ${t('siteName')}`}</title>
        <link rel="stylesheet" href="/static/shop.css" />
        <link rel="stylesheet" href="/static/components.css" />
        <link rel="icon" href="/static/favicon.svg" type="image/svg+xml" />
        <script type="module" src={LIBRARY_SCRIPT} />
      </head>
      <body>
        <a className="skip-link" href="#content">
          {t('skipToContent')}
        </a>
        <SiteHeader />
        {/* push-url: the session's event stream (a visitor without a session has nothing to be told). */}
        <fg-partial-update target="content" push-url={pushUrl ?? undefined}>
          {content}
        </fg-partial-update>
        <SiteFooter />
        <fg-cookie-consent
          id="cookie-consent"
          lang={lang}
          closable
          exclude-selector=".cookie-information-page"
        />
      </body>
    </html>
  );
}

function SiteHeader() {
  const { lang, t } = useView();
  return (
    <header className="site-header">
      <div className="site-header__top">
        <a className="site-header__logo" href={urls.home(lang)}>
          {t('siteName')}
        </a>
        <search className="search-form">
          {/* Suggestions while typing (a combobox); the form itself searches with or without script. */}
          <fg-typeahead id="siteSearch" source={urls.searchSuggestions(lang)}>
            <form method="get" action={urls.search(lang)}>
              <label htmlFor="search-query" className="visually-hidden">
                {t('searchLabel')}
              </label>
              <input id="search-query" type="search" name="q" autoComplete="off" />
              <button type="submit">{t('search')}</button>
            </form>
          </fg-typeahead>
        </search>
        <div className="user-tools">
          <UserMenu />
          <UserLists />
        </div>
      </div>
      <nav className="main-nav" aria-label={t('mainNavigation')}>
        <ul>
          {CATEGORY_SLUGS.map((slug) => {
            const key = `category.${slug}`;
            return (
              <li key={slug}>
                <a href={urls.category(lang, slug)}>{isMessageKey(key) ? t(key) : slug}</a>
              </li>
            );
          })}
          <li>
            <a href={urls.news(lang)}>{t('news')}</a>
          </li>
          <li>
            <a href={urls.actions(lang)}>{t('actions')}</a>
          </li>
        </ul>
      </nav>
    </header>
  );
}

function SiteFooter() {
  const { lang, t, alternates } = useView();
  return (
    <footer className="site-footer">
      <UserListsRwd />
      <ul className="site-footer__links">
        <li>
          <a href={urls.downloads(lang)}>{t('downloads')}</a>
        </li>
        <li>
          <a href={urls.help(lang)}>{t('help')}</a>
        </li>
        <li>
          <a href={urls.cookieInformation(lang)} data-cookie-settings>
            {t('cookieInformation')}
          </a>
        </li>
      </ul>
      <nav aria-label={t('languageSwitcher')} className="language-switcher">
        <ul>
          {LANGUAGES.map((code) => (
            <li key={code}>
              <a
                href={alternates[code]}
                hrefLang={code}
                lang={code}
                aria-current={code === lang ? 'page' : undefined}
              >
                {LANGUAGE_NAMES[code]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
