import { randomBytes } from 'node:crypto';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { Language } from '../i18n/languages.ts';
import { translator } from '../i18n/translate.ts';
import { useView, ViewContextProvider, type ViewContextValue } from './ViewContext.tsx';

/**
 * Stands for the visitor's CSRF token in markup rendered once for every visitor; random per
 * process, so no text of the catalogue can hold it.
 */
const TOKEN_HOLE = `csrf-token-${randomBytes(16).toString('hex')}`;

function visitorOnly(name: string): never {
  throw new Error(`Shared markup cannot read the visitor's ${name}.`);
}

/**
 * The view of markup shared by every visitor: the language, its texts and the page's address;
 * the CSRF token is a hole each answer fills; anything else of the visitor throws, so nothing of
 * theirs can end up in markup another visitor gets.
 */
function sharedView(lang: Language, path: string): ViewContextValue {
  return {
    lang,
    t: translator(lang),
    path,
    csrfToken: TOKEN_HOLE,
    get cspNonce() {
      return visitorOnly('CSP nonce');
    },
    get origin() {
      return visitorOnly('origin');
    },
    get alternates() {
      return visitorOnly('language alternates');
    },
    get user() {
      return visitorOnly('user');
    },
    get basketCount() {
      return visitorOnly('basket');
    },
    get comparisonCount() {
      return visitorOnly('comparison');
    },
    get lists() {
      return visitorOnly('lists');
    },
    get showMessages() {
      return visitorOnly('messages');
    },
    get pushUrl() {
      return visitorOnly('push stream');
    },
    get cookieBannerDue() {
      return visitorOnly('consent cookie');
    },
    get settledSignal() {
      return visitorOnly('page head');
    },
  };
}

/**
 * Markup of `element` the same for every visitor of `path` in `lang`, to keep and hand to
 * SharedMarkup: the CSRF fields it renders carry a hole for the token.
 */
export function renderShared(lang: Language, path: string, element: ReactElement): string {
  return renderToStaticMarkup(
    <ViewContextProvider value={sharedView(lang, path)}>{element}</ViewContextProvider>,
  );
}

const ATTRIBUTE_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '"': '&quot;',
  '<': '&lt;',
  '>': '&gt;',
};

/** Markup of renderShared inside a `<div>`, with this visitor's CSRF token in its forms. */
export function SharedMarkup({ markup, className }: { markup: string; className: string }) {
  const { csrfToken } = useView();
  const token = csrfToken.replace(/[&"<>]/g, (character) => ATTRIBUTE_ESCAPES[character]!);
  return (
    <div
      className={className}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: markup rendered by React (renderShared), the token escaped
      dangerouslySetInnerHTML={{ __html: markup.replaceAll(TOKEN_HOLE, token) }}
    />
  );
}
