import assert from 'node:assert/strict';
import { constants, createPublicKey, type JsonWebKey, publicEncrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import { setTimeout as realSetTimeout } from 'node:timers';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createDatabase } from '../../scripts/postgres.mjs';
import { type BuildAppOptions, buildApp } from './app.ts';
import type { AttemptLimits } from './attempt-limits.ts';

/** Limits high enough for a test file's many logins, which all come from inject's one address. */
export const MANY_LOGINS: Partial<AttemptLimits> = {
  loginPerAddress: { max: 1000, windowMs: 60_000 },
  loginPerAccount: { max: 1000, windowMs: 60_000 },
};

/**
 * The database server the tests run against: with DATABASE_URL set (postgres://…, the test
 * script's PostgreSQL phase), PostgreSQL; else SQLite files.
 */
export const TEST_DATABASE_URL = process.env.DATABASE_URL ?? '';

/**
 * A fresh empty database for one shop: a SQLite file in a new directory, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL. `drop()` removes it again.
 */
export async function createTestDatabase(): Promise<{
  options: Pick<BuildAppOptions, 'databasePath' | 'databaseUrl'>;
  drop: () => Promise<void>;
}> {
  const directory = mkdtempSync(join(tmpdir(), 'storefront-demo-'));
  const databasePath = join(directory, 'shop.sqlite');
  const removeDirectory = () => rmSync(directory, { recursive: true, force: true });
  if (!TEST_DATABASE_URL) return { options: { databasePath }, drop: async () => removeDirectory() };
  const database = await createDatabase(TEST_DATABASE_URL, 'shop');
  return {
    options: { databasePath, databaseUrl: database.url },
    drop: async () => {
      await database.drop();
      removeDirectory();
    },
  };
}

/** A shop on its own fresh database (SQLite, or PostgreSQL under DATABASE_URL), removed again by `close()`. */
export async function createTestShop(
  options: Partial<BuildAppOptions> = {},
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const database = await createTestDatabase();
  const app = await buildApp({ ...database.options, ...options });
  return {
    app,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

/**
 * Call inside `describe`: a shop of its own for the suite, built before its tests and closed after
 * them. Read `app` inside the tests.
 */
export function useTestShop(options: Partial<BuildAppOptions> = {}): { readonly app: FastifyInstance } {
  let shop: Awaited<ReturnType<typeof createTestShop>> | undefined;
  before(async () => {
    shop = await createTestShop(options);
  });
  after(async () => shop?.close());
  return {
    get app() {
      if (!shop) throw new Error('useTestShop: the shop is there only inside the tests.');
      return shop.app;
    },
  };
}

/**
 * A visitor with a cookie jar: keeps the cookies the shop sets and the CSRF token of the last page,
 * so tests speak to the shop the way a browser does.
 */
export class Visitor {
  readonly cookies = new Map<string, string>();
  csrfToken = '';

  /**
   * `address` is the client address the shop sees (inject's default is 127.0.0.1); `headers` go
   * with every request (what a proxy in front adds, say).
   */
  constructor(
    private readonly app: FastifyInstance,
    private readonly options: { address?: string; headers?: Record<string, string> } = {},
  ) {}

  async request(options: InjectOptions): Promise<LightMyRequestResponse> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    const response = await this.app.inject({
      ...(this.options.address ? { remoteAddress: this.options.address } : {}),
      ...options,
      headers: { ...(cookie ? { cookie } : {}), ...this.options.headers, ...options.headers },
    });
    for (const set of response.cookies) {
      if (set.value === '' || (set.maxAge !== undefined && set.maxAge <= 0)) this.cookies.delete(set.name);
      else this.cookies.set(set.name, set.value);
    }
    const token = /<meta name="csrf-token" content="([^"]+)"/.exec(response.body)?.[1];
    if (token) this.csrfToken = token;
    return response;
  }

  get(url: string, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return this.request({ method: 'GET', url, headers });
  }

  /** A form post carrying the CSRF token (unless the test says otherwise). */
  post(
    url: string,
    fields: Record<string, string>,
    options: { headers?: Record<string, string>; withToken?: boolean } = {},
  ): Promise<LightMyRequestResponse> {
    const body = new URLSearchParams(fields);
    if (options.withToken !== false) body.set('_csrf', this.csrfToken);
    return this.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...options.headers },
      payload: body.toString(),
    });
  }

  /** Load a page so the visitor holds a CSRF secret cookie and token. */
  async start(url = '/cs/'): Promise<void> {
    await this.get(url);
  }

  async logIn(email: string, password: string, lang = 'cs'): Promise<LightMyRequestResponse> {
    await this.start(`/${lang}/login`);
    return this.post(`/qf/${lang}/ramjet/performLogin`, { email, password });
  }
}

/** Headers of a partial-update request made by a user event. */
export const PU_UI_HEADERS = { 'PU-Request': '1', 'PU-UI-Event': '1' } as const;

/** The shop's public key as a browser gets it: from the key-pair endpoint, as a JWK. */
export async function shopPublicKey(app: FastifyInstance, lang = 'en'): Promise<JsonWebKey> {
  const response = await app.inject({ method: 'GET', url: `/qf/${lang}/ramjet/keyPair` });
  return JSON.parse(response.body) as JsonWebKey;
}

/** Encrypts a value the way the page's script does: RSA-OAEP with SHA-256, as base64. */
export function encryptFor(jwk: JsonWebKey, value: string): string {
  const key = createPublicKey({ key: jwk, format: 'jwk' });
  return publicEncrypt(
    { key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(value),
  ).toString('base64');
}

/**
 * Resolves once `condition` holds, checking after each turn of the event loop, then — a database
 * over the network answers in its own time — every few milliseconds (bounded: ten seconds).
 */
export async function until(condition: () => boolean, what: string): Promise<void> {
  for (let turn = 0; turn < 1000; turn += 1) {
    if (condition()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  for (let poll = 0; poll < 1000; poll += 1) {
    if (condition()) return;
    await new Promise((resolve) => realSetTimeout(resolve, 10));
  }
  assert.fail(`never happened: ${what}`);
}

/** An address the route answers: a language for `:lang`, 1 for any other parameter, x for a wildcard. */
export function addressOf(url: string): string {
  return url
    .replace(/:lang\b/g, 'en')
    .replace(/:\w+/g, '1')
    .replace(/\*/g, 'x');
}

/** Jana, the demo's customer with shopping lists, signed in (the login must succeed) and on `page`. */
export async function signedInJana(app: FastifyInstance, page = '/en/lists'): Promise<Visitor> {
  const visitor = new Visitor(app);
  assert.equal((await visitor.logIn('jana@example.com', 'heslo-demo-1', 'en')).statusCode, 303);
  await visitor.start(page);
  return visitor;
}

/** Adds to a shopping list as `<fg-my-list>` does: a partial update of the content and both list widgets. */
export function addToListInPlace(
  visitor: Visitor,
  fields: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return visitor.post(
    '/qf/en/lists/add',
    { ...fields, _pu_target: 'content+userLists+userListsRwd' },
    { headers: PU_UI_HEADERS },
  );
}
