import type { ReactNode } from 'react';
import { COOKIE_CONSENT_CSS, COOKIE_CONSENT_STYLE_ID, cookieBannerMarkup } from '../../src/server/index.ts';
import { CATEGORY_SLUGS, SUBCATEGORY_SLUGS } from '../db/catalogue.ts';
import { categoryTitle } from '../i18n/category-title.ts';
import { LANGUAGE_NAMES, LANGUAGES, type Language } from '../i18n/languages.ts';
import { ICON_SPRITE_URL, Icon } from './Icon.tsx';
import { ShoppingListItems, UserLists, UserListsRwd, UserMenu } from './UserTools.tsx';
import { urls } from './urls.ts';
import { useView } from './ViewContext.tsx';

export const LIBRARY_SCRIPT = '/assets/storefront-elements.js';
/** The settled signal (docs/settled.md), before the library so that it sees all its work; for tests (app.ts). */
export const SETTLED_SCRIPT = '/assets/settled.js';
/** The consent element's id; the banner's ids are made from it. */
const CONSENT_ID = 'cookie-consent';

/** The `<title>` of a page; a partial update of a page sends the same (`PU-Title`). */
export function documentTitle(pageTitle: string, siteName: string): string {
  return `${pageTitle} | ${siteName}`;
}

/**
 * The whole page: head, then the layout root (`fg-web-layout`: current layout for CSS and for the
 * server, hiding header) around the header with user tools, the partial-update controller around
 * #content, and the footer. Every header part reserves its final size in shop.css, so nothing
 * moves while the components arrive.
 */
export function Document({ title, content }: { title: string; content: ReactNode }) {
  const { lang, t, csrfToken, cspNonce, pushUrl, path, cookieBannerDue, settledSignal } = useView();
  // The banner is painted with the page (docs/consent.md), not after the consent interface arrives;
  // the cookie information page is the one page without it (the element's exclude-selector).
  const banner = cookieBannerDue && path.split('?')[0] !== urls.cookieInformation(lang);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="csrf-token" content={csrfToken} />
        <meta name="csp-nonce" content={cspNonce} />
        <title>{documentTitle(title, t('siteName'))}</title>
        {banner ? <ConsentStyles nonce={cspNonce} /> : null}
        {/* The first paint waits for the whole header (its end is where the content begins): a bar
            painted while its markup still streams in moves once the rest of its tools arrive. */}
        <link rel="expect" href="#content" blocking="render" />
        <link rel="stylesheet" href="/static/shop.css" />
        <link rel="stylesheet" href="/static/components.css" />
        <link rel="icon" href="/static/favicon.svg" type="image/svg+xml" />
        {settledSignal ? <script type="module" src={SETTLED_SCRIPT} /> : null}
        <script type="module" src={LIBRARY_SCRIPT} />
      </head>
      <body>
        <a className="skip-link" href="#content">
          {t('skipToContent')}
        </a>
        <fg-add-svg-icon-sprite id="iconSprite" src={ICON_SPRITE_URL} />
        {/* Before the page, though it shows fixed at the bottom: it is whole by the first paint (which
            waits for the header, see above) instead of growing as the rest of the page streams in,
            and a keyboard or screen reader user meets the question first, after the skip link. */}
        <fg-cookie-consent
          id={CONSENT_ID}
          lang={lang}
          closable
          exclude-selector=".cookie-information-page"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the library's banner markup, its texts escaped
          dangerouslySetInnerHTML={
            banner ? { __html: cookieBannerMarkup({ id: CONSENT_ID, lang, closable: true }) } : undefined
          }
        />
        <fg-web-layout id="page" header="siteHeader">
          <SiteHeader />
          {/* push-url: the session's event stream (a visitor without a session has nothing to be told). */}
          <fg-partial-update target="content" push-url={pushUrl ?? undefined}>
            {content}
          </fg-partial-update>
          <SiteFooter />
        </fg-web-layout>
      </body>
    </html>
  );
}

/**
 * The banner's default look, before the shop's stylesheets so they win; the component finds it by
 * its id and does not add it again. Without JavaScript no consent can be stored nor any tag run, so
 * the banner stays out of the way.
 */
function ConsentStyles({ nonce }: { nonce: string }) {
  return (
    <>
      <style
        id={COOKIE_CONSENT_STYLE_ID}
        nonce={nonce}
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the library's constant CSS, which React would escape
        dangerouslySetInnerHTML={{ __html: COOKIE_CONSENT_CSS }}
      />
      <noscript>
        <style nonce={nonce}>{'fg-cookie-consent{display:none}'}</style>
      </noscript>
    </>
  );
}

/** A category's shown name, from its slug (the slug itself when the catalogues lack it). */
function useCategoryTitle(): (slug: string) => string {
  const { t } = useView();
  return (slug) => categoryTitle(t, slug);
}

/** `aria-current="page"` for a link to the page shown (its query aside), which the header menus keep. */
function useCurrentPage(): (href: string) => 'page' | undefined {
  const shown = useView().path.split(/[?#]/)[0];
  return (href) => (href === shown ? 'page' : undefined);
}

/** The top-level navigation: the categories, then news and special offers, the page shown marked. */
function useNavigationLinks(): { href: string; text: string; current: 'page' | undefined }[] {
  const { lang, t } = useView();
  const title = useCategoryTitle();
  const current = useCurrentPage();
  const links = [
    ...CATEGORY_SLUGS.map((slug) => ({ href: urls.category(lang, slug), text: title(slug) })),
    { href: urls.news(lang), text: t('news') },
    { href: urls.actions(lang), text: t('actions') },
  ];
  return links.map((link) => ({ ...link, current: current(link.href) }));
}

/** What the search page being shown searched for: the header's search field keeps it. */
function searchedText(path: string, lang: Language): string {
  const address = new URL(path, 'http://shop.invalid');
  return address.pathname === urls.search(lang) ? (address.searchParams.get('q') ?? '').trim() : '';
}

function SiteHeader() {
  const { lang, t, path } = useView();
  const links = useNavigationLinks();
  return (
    <header id="siteHeader" className="site-header">
      <div className="site-header__bar">
        <PhoneMenu />
        <a className="site-header__logo" href={urls.home(lang)}>
          <Icon name="logo" />
          <span className="site-header__name">{t('siteName')}</span>
        </a>
        <fg-menu-search id="searchToggle" controls="siteSearchRegion" icon="icon-search" label={t('search')}>
          {/* Before the component (or if its chunk fails): a native disclosure whose open state
              shows the search region by CSS, so the first tap answers at once. Without script the
              form is in the flow and this is hidden. */}
          <details className="menu-search">
            <summary className="menu-search__button">
              <Icon name="search" />
              <span className="menu-search__label">{t('search')}</span>
            </summary>
          </details>
        </fg-menu-search>
        <search id="siteSearchRegion" className="search-form" data-expanded="false">
          {/* Suggestions while typing (a combobox); the form itself searches with or without script. */}
          <fg-typeahead id="siteSearch" source={urls.searchSuggestions(lang)}>
            <form method="get" action={urls.search(lang)}>
              <label htmlFor="search-query" className="visually-hidden">
                {t('searchLabel')}
              </label>
              <input
                id="search-query"
                type="search"
                name="q"
                autoComplete="off"
                defaultValue={searchedText(path, lang)}
              />
              <button type="submit">{t('search')}</button>
            </form>
          </fg-typeahead>
        </search>
        <div className="user-tools">
          <UserMenu />
        </div>
      </div>
      <div className="site-header__nav">
        <fg-greedy-menu id="mainNav">
          <nav className="greedy-menu" aria-label={t('mainNavigation')}>
            <ul className="greedy-menu__list">
              {links.map((link) => (
                <li key={link.href} className="greedy-menu__item">
                  <a href={link.href} aria-current={link.current}>
                    {link.text}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </fg-greedy-menu>
        <UserLists />
      </div>
    </header>
  );
}

/**
 * The phone navigation: a native disclosure without script, MenuCollapse with it. Every category
 * is a link of the top level with its sub-categories below it, then news, offers and stores, and
 * the shopping lists with the visitor's lists below them. Each item is a link to its page: no
 * label stands for a group (a "Categories" link to the home page told nothing of where it led).
 */
function PhoneMenu() {
  const { lang, t, lists } = useView();
  const links = useNavigationLinks();
  const title = useCategoryTitle();
  const current = useCurrentPage();
  return (
    <fg-menu-collapse id="phoneMenu" icon="icon-menu">
      <details className="menu-collapse">
        <summary className="menu-collapse__button">
          <Icon name="menu" />
          <span className="menu-collapse__label">{t('menu')}</span>
        </summary>
        <nav className="menu-collapse__panel" aria-label={t('mainNavigation')}>
          <ul className="menu-collapse__level">
            {CATEGORY_SLUGS.map((slug) => (
              <li key={slug} className="menu-collapse__item">
                <a href={urls.category(lang, slug)} aria-current={current(urls.category(lang, slug))}>
                  {title(slug)}
                </a>
                <ul>
                  {SUBCATEGORY_SLUGS[slug].map((child) => (
                    <li key={child}>
                      <a href={urls.category(lang, child)} aria-current={current(urls.category(lang, child))}>
                        {title(child)}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
            {links.slice(CATEGORY_SLUGS.length).map((link) => (
              <li key={link.href} className="menu-collapse__item">
                <a href={link.href} aria-current={link.current}>
                  {link.text}
                </a>
              </li>
            ))}
            <li className="menu-collapse__item">
              <a href={urls.stores(lang)}>{t('stores')}</a>
            </li>
            <li className="menu-collapse__item">
              <a href={urls.lists(lang)}>{t('shoppingLists')}</a>
              {lists && lists.length > 0 ? <ShoppingListItems /> : null}
            </li>
          </ul>
        </nav>
      </details>
    </fg-menu-collapse>
  );
}

/** The shop's contact, shown in the footer (the demo's own, not a real shop's). */
const SHOP_CONTACT = { email: 'info@storefront.example', phone: '+420 800 123 456' } as const;

/** A titled column of the footer, named by its title for assistive technology. */
function FooterColumn({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="site-footer__column" aria-labelledby={id}>
      <h2 id={id} className="site-footer__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The footer: columns of the shop's pages, help, contact and languages (one column each on a phone,
 * side by side from 48rem); on a phone the customer's shopping lists come first.
 */
function SiteFooter() {
  const { lang, t, alternates } = useView();
  const links = useNavigationLinks();
  return (
    <footer className="site-footer">
      <UserListsRwd />
      <div className="site-footer__columns">
        <FooterColumn id="footer-shop" title={t('footerShop')}>
          <ul className="site-footer__links">
            {links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.text}</a>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn id="footer-help" title={t('footerHelp')}>
          <ul className="site-footer__links">
            <li>
              <a href={urls.stores(lang)}>{t('stores')}</a>
            </li>
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
        </FooterColumn>
        <FooterColumn id="footer-contact" title={t('footerContact')}>
          {/* Not an <address>: the checkout's delivery address is the page's one address element. */}
          <div className="site-footer__contact">
            <a href={`mailto:${SHOP_CONTACT.email}`}>{SHOP_CONTACT.email}</a>
            <a href={`tel:${SHOP_CONTACT.phone.replaceAll(' ', '')}`}>{SHOP_CONTACT.phone}</a>
            <span>{t('footerContactText')}</span>
          </div>
        </FooterColumn>
        <nav aria-labelledby="footer-languages" className="site-footer__column language-switcher">
          <h2 id="footer-languages" className="site-footer__title">
            {t('languageSwitcher')}
          </h2>
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
      </div>
      <p className="site-footer__legal">© 2026 {t('siteName')}</p>
    </footer>
  );
}
