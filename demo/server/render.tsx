import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { basketCount } from '../db/queries/basket.ts';
import { comparedProductIds } from '../db/queries/comparison.ts';
import { listSummaries } from '../db/queries/lists.ts';
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '../i18n/languages.ts';
import { translator } from '../i18n/translate.ts';
import { Document, documentTitle } from '../views/Document.tsx';
import { type ShownMessage, SystemMessages } from '../views/SystemMessages.tsx';
import { UserLists, UserListsRwd, UserMenu } from '../views/UserTools.tsx';
import { urls } from '../views/urls.ts';
import { ViewContextProvider, type ViewContextValue } from '../views/ViewContext.tsx';
import { withModulePreloads } from './module-preloads.ts';
import {
  CONSENT_COOKIE_NAME,
  cookieBannerDue,
  PARTIAL_UPDATE_CONTENT_TYPE,
  PARTIAL_UPDATE_VARY,
  PU_REDIRECT_HEADER,
  partialUpdateHeaders,
  streamMultiTargetResponse,
  stripPartialUpdateParams,
} from './pu.ts';
import './services.ts';
import { withSpeculationRules } from './speculation-rules.ts';
import { streamedBody } from './streamed-body.ts';

/** What a route answers with; the renderer decides between a full page and the asked regions. */
export interface Page {
  readonly title: string;
  /** The children of `<main id="content">`. */
  readonly body: ReactNode;
  /** Regions inside the body that a partial update may ask for by id. */
  /** The page's own regions; one still being worked out (a promise) is streamed when ready. */
  readonly regions?: Readonly<Record<string, ReactElement | Promise<ReactElement>>>;
  /** A one-line success notice of this answer, shown above the body with the flash messages. */
  readonly message?: string;
  readonly status?: number;
  /** The address the content belongs to, when it differs from the request (a form post). */
  readonly url?: string;
  readonly alternates?: Readonly<Record<Language, string>>;
}

/** The request's language: the `lang` route parameter, else the address's language segment, else cs. */
export function requestLanguage(request: FastifyRequest): Language {
  const params = request.params as { lang?: unknown } | undefined;
  if (isLanguage(params?.lang)) return params.lang;
  const segment = /^(?:\/qf)?\/([a-z]{2})(?:[/?]|$)/.exec(request.url)?.[1];
  return isLanguage(segment) ? segment : DEFAULT_LANGUAGE;
}

/**
 * Path and query of the page being shown: the request's address without the partial-update
 * parameters, always a path of this origin. The request's path is set as a path, never parsed as an
 * address (`//` would throw, `//x` would be the host x), and its leading slashes are one: links and
 * answer headers made from it (`//evil.example/` on a 404 page) must not name another host.
 */
export function pathAndQuery(request: FastifyRequest): string {
  const queryAt = request.url.indexOf('?');
  const url = new URL('http://shop.invalid/');
  url.pathname = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  url.search = queryAt === -1 ? '' : request.url.slice(queryAt);
  const path = url.pathname.replace(/^\/+/, '/');
  const query = stripPartialUpdateParams(url.searchParams).toString();
  return query ? `${path}?${query}` : path;
}

function defaultAlternates(path: string, lang: Language): Record<Language, string> {
  const entries = LANGUAGES.map((code) => {
    const swapped = path.replace(
      new RegExp(`^(/qf)?/${lang}(/|$)`),
      (_whole, qf: string | undefined, end: string) => `${qf ?? ''}/${code}${end}`,
    );
    return [code, swapped === path && code !== lang ? `/${code}/` : swapped] as const;
  });
  return Object.fromEntries(entries) as Record<Language, string>;
}

/** The regions that show the visitor's basket, comparison and lists (the header's user tools). */
const USER_TOOL_REGIONS: readonly string[] = ['userMenu', 'userLists', 'userListsRwd'];

export async function buildViewContext(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { alternates?: Readonly<Record<Language, string>>; userTools?: boolean } = {},
): Promise<ViewContextValue> {
  const { db } = request.server.shop;
  const lang = requestLanguage(request);
  const state = request.sessionState;
  const sessionId = state.kind === 'active' ? state.session.id : null;
  const user = state.kind === 'active' ? state.user : null;
  const path = pathAndQuery(request);
  // An answer without the user tools (a fragment of the content) skips their three queries.
  const userTools = options.userTools ?? true;
  let alternates = options.alternates;
  return {
    lang,
    t: translator(lang),
    csrfToken: reply.generateCsrf(),
    cspNonce: request.cspNonce,
    path,
    origin: `${request.protocol}://${request.host}`,
    // Read by the full page's language switcher only: a fragment never builds them.
    get alternates() {
      alternates ??= defaultAlternates(path, lang);
      return alternates;
    },
    user: user ? { name: user.name } : null,
    basketCount: userTools ? await basketCount(db, sessionId) : 0,
    comparisonCount: userTools ? (await comparedProductIds(db, sessionId)).length : 0,
    lists: user && userTools ? await listSummaries(db, user.id) : null,
    showMessages: request.pu === null || request.pu.isUiEvent,
    pushUrl: sessionId === null ? null : urls.push(lang),
    cookieBannerDue: cookieBannerDue(request.cookies[CONSENT_COOKIE_NAME]),
    settledSignal: request.server.shop.settledSignal,
  };
}

function Main({ page, messages }: { page: Page; messages: readonly ShownMessage[] }) {
  return (
    <main id="content" data-pu-container tabIndex={-1}>
      <SystemMessages messages={messages} />
      {page.body}
    </main>
  );
}

/**
 * What the messages fragment shows: the answer's own notice and the session's flash messages. The
 * flash is taken (and so shown once) only by an answer that shows it: a full page or a user's
 * partial update of the content, not a background refresh nor an answer that redirects the browser.
 */
async function messagesOf(request: FastifyRequest, reply: FastifyReply, page: Page): Promise<ShownMessage[]> {
  const pu = request.pu;
  const shown = pu === null || (pu.isUiEvent && pu.targets.includes('content'));
  if (!shown) return [];
  const state = request.sessionState;
  const redirects = reply.hasHeader(PU_REDIRECT_HEADER);
  const flashes =
    state.kind === 'active' && !redirects
      ? await request.server.shop.sessions.takeFlash(state.session.id)
      : [];
  return [...(page.message ? [{ type: 'success' as const, text: page.message }] : []), ...flashes];
}

/** The regions every page can answer: the content and the user tools. */
function pageRegions(
  page: Page,
  messages: readonly ShownMessage[],
): Record<string, ReactElement | Promise<ReactElement>> {
  return {
    content: <Main page={page} messages={messages} />,
    userMenu: <UserMenu />,
    userLists: <UserLists />,
    userListsRwd: <UserListsRwd />,
    ...page.regions,
  };
}

export function renderRegion(view: ViewContextValue, element: ReactElement): string {
  return renderToStaticMarkup(<ViewContextProvider value={view}>{element}</ViewContextProvider>);
}

/** A region that may still be worked out, rendered once it is. */
async function renderRegionAsync(
  view: ViewContextValue,
  element: ReactElement | Promise<ReactElement>,
): Promise<string> {
  return renderRegion(view, await element);
}

/**
 * Answer with the page: the whole document on a full load; for a partial update the element of the
 * one asked region, or the multi-target body for several. An id the page does not have is a 400.
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: Page,
): Promise<FastifyReply> {
  const pu = request.pu;
  const view = await buildViewContext(request, reply, {
    ...(page.alternates ? { alternates: page.alternates } : {}),
    userTools: pu === null || pu.targets.some((target) => USER_TOOL_REGIONS.includes(target)),
  });
  const status = page.status ?? 200;
  reply.header('Cache-Control', 'no-store').header('Vary', PARTIAL_UPDATE_VARY);
  const messages = await messagesOf(request, reply, page);
  if (pu === null) {
    const html = renderToStaticMarkup(
      <ViewContextProvider value={view}>
        <Document title={page.title} content={<Main page={page} messages={messages} />} />
      </ViewContextProvider>,
    );
    return reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(`<!doctype html>${withSpeculationRules(withModulePreloads(html), view.cspNonce)}`);
  }
  const regions = pageRegions(page, messages);
  const missing = pu.targets.filter((target) => !Object.hasOwn(regions, target));
  if (missing.length > 0) {
    return reply
      .code(400)
      .headers(partialUpdateHeaders({ error: true }))
      .type(PARTIAL_UPDATE_CONTENT_TYPE)
      .send(renderToStaticMarkup(<p id={pu.targets[0]}>{view.t('error.badRequestText')}</p>));
  }
  // Several regions are streamed, each written as soon as it is rendered (docs/protocol.md).
  const parts = pu.targets.map((id) => ({ id, html: renderRegionAsync(view, regions[id]!) }));
  const body =
    parts.length === 1
      ? await parts[0]!.html
      : streamedBody(request, reply, streamMultiTargetResponse(parts));
  return reply
    .code(status)
    .headers(
      partialUpdateHeaders({
        requestedUrl: page.url ?? view.path,
        error: status >= 400,
        title: documentTitle(page.title, view.t('siteName')),
      }),
    )
    .type(PARTIAL_UPDATE_CONTENT_TYPE)
    .send(body);
}
