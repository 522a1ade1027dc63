import { PU_FLAG_VALUE, PU_SESSION_EXPIRED_HEADER } from './constants.ts';
import { DEFAULT_LANGUAGE, type SupportedLanguage } from './languages.ts';
import { loginPath } from './storefront-paths.ts';

/** Link text of the fallback link, in the visitor's language. */
const LOGIN_LINK_TEXT: Readonly<Record<SupportedLanguage, string>> = {
  cs: 'Přihlásit se',
  en: 'Log in',
  de: 'Anmelden',
  sk: 'Prihlásiť sa',
  ru: 'Войти',
  es: 'Iniciar sesión',
  hu: 'Bejelentkezés',
  pl: 'Zaloguj się',
  fr: 'Se connecter',
  it: 'Accedi',
};

/**
 * The body to answer a partial update with when the visitor's session has expired.
 *
 * Why this shape: the client reloads the whole page (once per address) instead of swapping a region
 * when an answer says the session expired — by the `sessionExpiredHeaders()` header, or by this
 * body's id and login link — so the visitor lands on a full page that can ask for a new login; if
 * the page is not reloaded the link is still a way forward. Send it with status 200 and the
 * headers: the client reports other statuses as HTTP errors before it reads the body.
 */
export function sessionExpiredBody(lang: SupportedLanguage = DEFAULT_LANGUAGE): string {
  return `<div id="pu-session-expired"><a href="${loginPath(lang)}">${LOGIN_LINK_TEXT[lang]}</a></div>`;
}

/** The header that says "the session expired" without relying on the body: send it with the body. */
export function sessionExpiredHeaders(): Record<string, string> {
  return { [PU_SESSION_EXPIRED_HEADER]: PU_FLAG_VALUE };
}
