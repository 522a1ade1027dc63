/**
 * The kit's HTTP side: one visitor of the shop under test, with its cookies and the page's CSRF
 * token, who records every request it sends and every answer it gets (the report shows them).
 */
import { CSRF_TOKEN_HEADER } from '../protocol/partial-update.ts';

/** A request as the report shows it. */
export interface SentRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: Record<string, string>;
  /** The form-encoded body of a POST. */
  body?: string;
}

/** An answer as the report shows it; header names in lower case. */
export interface ShopAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface Exchange {
  sent: SentRequest;
  got: ShopAnswer;
}

/** Fields in order; a name may repeat (`requestedWidgets`). */
export type Fields = Record<string, string> | readonly (readonly [string, string])[];

export interface Send {
  method?: 'GET' | 'POST';
  path: string;
  /** Query parameters added to the path's own. */
  query?: Fields;
  headers?: Record<string, string>;
  /** A form-encoded POST body. */
  form?: Fields;
  /** Leave out the CSRF token the visitor holds (the refusal cases). */
  withoutCsrfToken?: boolean;
  /** Send this cookie header instead of the visitor's cookies. */
  cookie?: string;
}

/** Where a page names its CSRF token; the library reads the same meta element. */
const CSRF_META = /<meta\s+name="csrf-token"\s+content="([^"]*)"/i;

export function fieldEntries(fields: Fields | undefined): [string, string][] {
  if (!fields) return [];
  return Array.isArray(fields)
    ? fields.map(([name, value]) => [name, value])
    : Object.entries(fields as Record<string, string>);
}

export class ShopClient {
  private readonly cookies = new Map<string, string>();
  /** The token of the latest page or answer that named one. */
  csrfToken: string | null = null;

  constructor(
    private readonly base: URL,
    private readonly onExchange: (exchange: Exchange) => void = () => {},
  ) {}

  async send(request: Send): Promise<ShopAnswer> {
    const url = new URL(request.path, this.base);
    for (const [name, value] of fieldEntries(request.query)) url.searchParams.append(name, value);
    const method = request.method ?? 'GET';
    const headers: Record<string, string> = { Accept: 'text/html', ...request.headers };
    const cookie = request.cookie ?? this.cookieHeader();
    if (cookie) headers.Cookie = cookie;
    if (method === 'POST' && this.csrfToken !== null && !request.withoutCsrfToken)
      headers[CSRF_TOKEN_HEADER] = this.csrfToken;
    const body = method === 'POST' ? new URLSearchParams(fieldEntries(request.form)).toString() : undefined;
    if (body !== undefined) headers['Content-Type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, { method, headers, body, redirect: 'manual' });
    const answer: ShopAnswer = {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: await response.text(),
    };
    if (request.cookie === undefined) this.keepCookies(response.headers.getSetCookie());
    this.keepCsrfToken(answer);
    const sent: SentRequest = { method, url: `${url.pathname}${url.search}`, headers };
    if (body !== undefined) sent.body = body;
    this.onExchange({ sent, got: answer });
    return answer;
  }

  /** The value of a cookie the visitor holds (a test prepares an ended session from it). */
  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  /** A page's or an answer's token, as the library takes it (meta element, X-CSRF-Token header). */
  private keepCsrfToken(answer: ShopAnswer): void {
    const fromHeader = answer.headers[CSRF_TOKEN_HEADER.toLowerCase()];
    const fromPage = CSRF_META.exec(answer.body)?.[1];
    const token = fromHeader ?? fromPage;
    if (token) this.csrfToken = token;
  }

  private keepCookies(setCookies: string[]): void {
    for (const line of setCookies) {
      const [pair = '', ...attributes] = line.split(';');
      const equals = pair.indexOf('=');
      if (equals <= 0) continue;
      const name = pair.slice(0, equals).trim();
      const value = pair.slice(equals + 1).trim();
      const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*(0|-)/i.test(attribute));
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  private cookieHeader(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}
