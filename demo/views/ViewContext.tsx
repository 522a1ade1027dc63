import { createContext, useContext } from 'react';
import type { Language } from '../i18n/languages.ts';
import type { Translate } from '../i18n/translate.ts';

export interface ShoppingListSummary {
  readonly id: number;
  readonly name: string;
  readonly itemCount: number;
}

/** What every view may know about the request: language, visitor, CSRF token, addresses. */
export interface ViewContextValue {
  readonly lang: Language;
  readonly t: Translate;
  readonly csrfToken: string;
  /** The Content-Security-Policy nonce the library's default styles carry. */
  readonly cspNonce: string;
  /** Path and query of the page being shown. */
  readonly path: string;
  /** Scheme and host the visitor asked for: absolute addresses of the page (share links). */
  readonly origin: string;
  /** The same page in each language, for the language switcher. */
  readonly alternates: Readonly<Record<Language, string>>;
  readonly user: { readonly name: string } | null;
  /** The user tools' figures: 0 and null in an answer that renders no user tools (render.tsx). */
  readonly basketCount: number;
  readonly comparisonCount: number;
  /** The signed-in visitor's lists; null for anonymous visitors. */
  readonly lists: readonly ShoppingListSummary[] | null;
  /** Whether the messages fragment belongs in the answer (not on background refreshes). */
  readonly showMessages: boolean;
  /** The session's server-sent-events stream; null without a session. */
  readonly pushUrl: string | null;
  /** No consent level above 1 is stored: the page carries the cookie banner's markup. */
  readonly cookieBannerDue: boolean;
  /** The page loads the settled signal before the library (end-to-end tests wait for it; app.ts). */
  readonly settledSignal: boolean;
}

const ViewContext = createContext<ViewContextValue | null>(null);

export const ViewContextProvider = ViewContext.Provider;

export function useView(): ViewContextValue {
  const value = useContext(ViewContext);
  if (!value) throw new Error('useView() outside ViewContextProvider');
  return value;
}
