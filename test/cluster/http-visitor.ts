/**
 * A visitor speaking plain HTTP to the balancer, the way a browser would: a cookie jar, the CSRF
 * token of the last page, redirects not followed. Each answer names the instance that gave it
 * (X-Served-By, set by haproxy.cfg).
 */
export interface Answer {
  readonly status: number;
  readonly body: string;
  readonly servedBy: string;
  readonly headers: Headers;
}

export const SERVED_BY_HEADER = 'x-served-by';

export class HttpVisitor {
  readonly cookies = new Map<string, string>();
  csrfToken = '';

  constructor(private readonly base: string) {}

  /** The request, with the jar's cookies; the answer's cookies and CSRF token go into the jar. */
  async raw(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    if (cookie) headers.set('cookie', cookie);
    const response = await fetch(`${this.base}${path}`, { ...init, headers, redirect: 'manual' });
    for (const set of response.headers.getSetCookie()) {
      const [pair = ''] = set.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(set)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return response;
  }

  async request(path: string, init: RequestInit = {}): Promise<Answer> {
    const response = await this.raw(path, init);
    const body = await response.text();
    const token = /<meta name="csrf-token" content="([^"]+)"/.exec(body)?.[1];
    if (token) this.csrfToken = token;
    return {
      status: response.status,
      body,
      servedBy: response.headers.get(SERVED_BY_HEADER) ?? '',
      headers: response.headers,
    };
  }

  get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
    return this.request(path, { headers });
  }

  /** A form post carrying the CSRF token. */
  post(path: string, fields: Record<string, string>, headers: Record<string, string> = {}): Promise<Answer> {
    const body = new URLSearchParams(fields);
    body.set('_csrf', this.csrfToken);
    return this.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      body: body.toString(),
    });
  }

  async logIn(email: string, password: string, lang = 'en'): Promise<Answer> {
    await this.get(`/${lang}/login`);
    return this.post(`/qf/${lang}/ramjet/performLogin`, { email, password });
  }
}
