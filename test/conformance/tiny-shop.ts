/**
 * A tiny node:http shop built on the Node helper that speaks the whole contract, and can be told
 * to break one rule: the kit's own tests run a case against it whole and against it broken, each
 * a real server on a loopback port.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ConformanceManifest } from '../../src/conformance/manifest.ts';
import { escapeHtml } from '../../src/server/escape-html.ts';
import {
  answerValidation,
  email,
  PARTIAL_UPDATE_VARY,
  PartialUpdateRequestError,
  partialUpdateHeaders,
  readPartialUpdateRequest,
  renderMultiTargetResponse,
  sessionExpiredBody,
  sessionExpiredHeaders,
  ValidationContextStore,
} from '../../src/server/index.ts';

/** The rule a tiny shop breaks (or, `parts-in-own-order`, a freedom it takes that the contract allows). */
export type Breakage =
  | 'none'
  | 'malformed-markers-accepted'
  | 'no-delimiters'
  | 'parts-in-own-order'
  | 'part-left-out'
  | 'title-missing'
  | 'csrf-unchecked'
  | 'input-unescaped'
  | 'loaded-pages-ignored'
  | 'redirect-off-site'
  | 'no-redirect-ignored'
  | 'expiry-as-401'
  | 'unknown-context-accepted'
  | 'login-keeps-token'
  | 'unknown-region-rendered'
  | 'whole-page-for-region'
  | 'vary-missing';

export const TINY_SHOP_MANIFEST: ConformanceManifest = {
  region: { path: '/page', target: 'content' },
  multiTarget: { path: '/page', targets: ['content', 'aside'] },
  formPost: { path: '/add', target: 'content', fields: { product: '1' } },
  redirect: { path: '/go', target: 'content' },
  sessionExpiry: { path: '/qf/cs/ramjet/include', target: 'userMenu', cookie: 'sid=ended' },
  validation: {
    path: '/validate/form',
    formId: 'form',
    widget: 'frm.email',
    invalid: { 'frm.email': 'jan@' },
    valid: { 'frm.email': 'jan@example.com' },
  },
  userTools: { targets: ['userMenu'] },
  pagination: { path: '/list', target: 'list' },
  login: { path: '/login', fields: { email: 'jan@example.com' }, signedInText: 'Signed in' },
  reflect: { path: '/search', param: 'q', target: 'content' },
};

const TITLE = 'Tiny shop';
const ITEMS = 10;
const PAGE_SIZE = 3;

async function readBody(request: IncomingMessage): Promise<URLSearchParams> {
  let body = '';
  for await (const chunk of request) body += chunk;
  return new URLSearchParams(body);
}

function listing(page: number, loaded: number): string {
  const pages = Math.ceil(ITEMS / PAGE_SIZE);
  const last = Math.min(page + loaded - 1, pages);
  const items = Array.from({ length: ITEMS }, (_, index) => `<li>Item ${index + 1}</li>`).slice(
    (page - 1) * PAGE_SIZE,
    last * PAGE_SIZE,
  );
  const links = Array.from({ length: pages }, (_, index) => {
    const number = index + 1;
    const current = number >= page && number <= last ? ' aria-current="page"' : '';
    return `<a href="/list?page=${number}"${current}>${number}</a>`;
  });
  const next = last < pages ? `<a data-pagination-next href="/list?page=${last + 1}">More</a>` : '';
  return `<section id="list" data-pagination data-pagination-page="${page}" data-pagination-loaded-pages="${last - page + 1}" data-pagination-page-size="${PAGE_SIZE}"><ul data-pagination-items>${items.join('')}</ul><nav data-pagination-nav>${next}${links.join('')}</nav></section>`;
}

export interface TinyShop {
  readonly origin: string;
  close(): Promise<void>;
}

export async function startTinyShop(breakage: Breakage): Promise<TinyShop> {
  const contexts = new ValidationContextStore();
  const rules = {
    widgets: [{ widgetId: 'frm.email', inputName: 'frm.email', rules: [email('Enter an e-mail.')] }],
  };
  const broken = (which: Breakage) => breakage === which;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://tiny.invalid');
    const cookies = request.headers.cookie ?? '';
    const token = cookies.includes('user=1') ? 'token-2' : 'token-1';
    const send = (status: number, body: string, headers: Record<string, string> = {}) => {
      const vary: Record<string, string> = broken('vary-missing') ? {} : { Vary: PARTIAL_UPDATE_VARY };
      response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', ...vary, ...headers });
      response.end(body);
    };
    let update: ReturnType<typeof readPartialUpdateRequest>;
    try {
      update = readPartialUpdateRequest(request.headers, url.searchParams);
    } catch (error) {
      if (!(error instanceof PartialUpdateRequestError)) throw error;
      if (!broken('malformed-markers-accepted')) return send(400, 'Bad request');
      update = { targets: ['content'], isUiEvent: true, suppressRedirect: false };
    }
    const form = request.method === 'POST' ? await readBody(request) : new URLSearchParams();
    if (request.method === 'POST' && !broken('csrf-unchecked') && request.headers['x-csrf-token'] !== token)
      return send(403, 'Refused');
    if (cookies.includes('sid=ended') && update)
      return send(broken('expiry-as-401') ? 401 : 200, sessionExpiredBody(), sessionExpiredHeaders());

    const q = url.searchParams.get('q') ?? '';
    const page = Number(url.searchParams.get('page') ?? '1');
    const loaded = broken('loaded-pages-ignored') ? 1 : Number(url.searchParams.get('loadedPages') ?? '1');
    const regions: Record<string, string> = {
      content: `<main id="content">${url.pathname === '/search' ? `Results for ${broken('input-unescaped') ? q : escapeHtml(q)}` : 'Page'}</main>`,
      aside: '<aside id="aside">Aside</aside>',
      userMenu: `<div id="userMenu">${cookies.includes('user=1') ? 'Signed in' : 'Anonymous'}${cookies.includes('basket=1') ? ' (1)' : ''}</div>`,
      list: listing(page, loaded),
    };
    const headers: Record<string, string> = {};
    if (url.pathname === '/validate/form') {
      const answer = await answerValidation(
        broken('unknown-context-accepted') &&
          form.get('validationContextId') === 'fg-conformance-unknown-context'
          ? new URLSearchParams([...form].filter(([name]) => name !== 'validationContextId'))
          : form,
        rules,
        { contexts },
      );
      response.writeHead(200, { 'Content-Type': 'application/json' });
      return void response.end(JSON.stringify(answer));
    }
    if (url.pathname === '/add') headers['Set-Cookie'] = 'basket=1';
    if (url.pathname === '/login') {
      headers['Set-Cookie'] = 'user=1';
      headers['X-CSRF-Token'] = broken('login-keeps-token') ? token : 'token-2';
    }
    if (url.pathname === '/go' && update && (!update.suppressRedirect || broken('no-redirect-ignored')))
      headers['PU-Redirect'] = broken('redirect-off-site') ? '//elsewhere.example/' : '/there';
    if (broken('unknown-region-rendered')) regions.fgConformanceNoSuchRegion = '<div>Something</div>';
    const wholePage = () =>
      `<!doctype html><html><head><meta name="csrf-token" content="${token}"><title>${TITLE}</title></head><body>${regions.content}${regions.list}</body></html>`;
    if (!update || broken('whole-page-for-region')) return send(200, wholePage());
    const known = update.targets.filter((id) => id in regions);
    if (known.length !== update.targets.length) return send(400, 'Unknown region', { 'PU-Error': '1' });
    Object.assign(
      headers,
      partialUpdateHeaders({ requestedUrl: request.url, title: broken('title-missing') ? undefined : TITLE }),
    );
    const order = broken('parts-in-own-order')
      ? Object.keys(regions).filter((id) => known.includes(id))
      : known;
    const parts = (broken('part-left-out') ? order.slice(0, -1) : order).map((id) => ({
      id,
      html: regions[id]!,
    }));
    const body =
      parts.length === 1
        ? parts[0]!.html
        : broken('no-delimiters')
          ? parts.map((part) => part.html).join('')
          : renderMultiTargetResponse(parts);
    send(200, body, headers);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
