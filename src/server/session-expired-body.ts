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
 * Why this shape: the client looks for the text `performLogin` in every partial-update answer and,
 * when it finds it, reloads the whole page instead of swapping a region, so the visitor lands on
 * a full page that can ask for a new login. The login address in the link carries that text; if
 * the page is not reloaded the link is still a way forward. Send it with status 200: the client
 * reports other statuses as HTTP errors before it reads the body.
 */
export function sessionExpiredBody(lang: SupportedLanguage = DEFAULT_LANGUAGE): string {
  return `<div id="pu-session-expired"><a href="${loginPath(lang)}">${LOGIN_LINK_TEXT[lang]}</a></div>`;
}
