import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LightMyRequestResponse } from 'fastify';
import { DEFAULT_ATTEMPT_LIMITS } from './attempt-limits.ts';
import { STRICT_TRANSPORT_SECURITY } from './security-headers.ts';
import { useTestShop, Visitor } from './test-support.ts';
import { readTrustProxy, trustedProxyCheck } from './trust-proxy.ts';

describe('TRUST_PROXY', () => {
  it('reads no proxy, any proxy, a number of proxies, or addresses and ranges', () => {
    assert.equal(readTrustProxy(undefined), false);
    assert.equal(readTrustProxy(''), false);
    assert.equal(readTrustProxy('false'), false);
    assert.equal(readTrustProxy('true'), true);
    assert.equal(readTrustProxy('1'), 1);
    assert.deepEqual(readTrustProxy('10.0.0.1, 10.1.0.0/16,::1,fd00::/8,loopback'), [
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('tells a connection from a trusted proxy by its address, IPv4 mapped into IPv6 included', () => {
    const trusted = trustedProxyCheck(readTrustProxy('10.0.0.1, 192.168.0.0/16, fd00::/8, loopback'));
    for (const address of ['10.0.0.1', '::ffff:10.0.0.1', '192.168.7.9', 'fd00::5', '127.0.0.2', '::1'])
      assert.equal(trusted(address), true, address);
    for (const address of ['10.0.0.2', '::ffff:10.0.0.2', '172.16.0.1', 'fe80::1', '2001:db8::1', '', 'x'])
      assert.equal(trusted(address), false, address);
    assert.equal(trustedProxyCheck(false)('10.0.0.1'), false);
    assert.equal(trustedProxyCheck(true)('203.0.113.9'), true, 'true trusts whoever connects');
    assert.equal(trustedProxyCheck(1)('203.0.113.9'), true, 'so does a number of hops');
  });

  it('stops the start on anything else, naming what it could not read', () => {
    for (const [value, wrong] of [
      ['yes', '"yes"'],
      ['10.0.0.1, proxy.example', '"proxy.example"'],
      ['10.0.0.0/33', '"10.0.0.0/33"'],
      ['10.0.0.0/8/8', '"10.0.0.0/8/8"'],
      ['10.0.0.1,', '""'],
    ] as const) {
      assert.throws(() => readTrustProxy(value), new RegExp(`^Error: TRUST_PROXY: ${wrong} is not`), value);
    }
  });
});

/** Every cookie a visit sets: the CSRF secret, the session, the layout and the comparison cookie. */
async function cookiesOfAVisit(visitor: Visitor): Promise<LightMyRequestResponse['cookies']> {
  const responses = [
    await visitor.get('/en/product/2'),
    await visitor.post('/qf/en/basket/add', { product: '2' }),
    await visitor.post('/qf/en/catalogue/layout', { layout: 'grid' }),
    await visitor.post('/qf/en/comparison/different-only', { differentOnly: 'true' }),
  ];
  const cookies = responses.flatMap((response) => response.cookies);
  assert.deepEqual([...new Set(cookies.map((cookie) => cookie.name))].sort(), [
    'PRODUCT_COMPARISON_SHOW_DIFFERENT_ONLY',
    'PRODUCT_LIST_LAYOUT',
    '_csrf',
    'sf_session',
  ]);
  return cookies;
}

describe('behind a trusted TLS proxy', () => {
  const shop = useTestShop({ trustProxy: ['127.0.0.1'] });
  const https = { 'x-forwarded-proto': 'https' };

  it('marks every cookie Secure and sends HSTS when the proxy says the request came over https', async () => {
    const visitor = new Visitor(shop.app);
    const page = await visitor.get('/en/', https);
    assert.equal(page.headers['strict-transport-security'], STRICT_TRANSPORT_SECURITY);
    assert.equal(STRICT_TRANSPORT_SECURITY, 'max-age=31536000; includeSubDomains');
    const overHttps = new Visitor(shop.app, { headers: https });
    for (const cookie of await cookiesOfAVisit(overHttps)) assert.equal(cookie.secure, true, cookie.name);
  });

  it('counts attempts per client address as the proxy forwards it, not per proxy', async () => {
    const fromClient = (address: string) =>
      new Visitor(shop.app, { headers: { 'x-forwarded-for': address } });
    const register = (visitor: Visitor, email: string) =>
      visitor.post('/qf/en/ramjet/register', { 'frm.name': 'N', 'frm.email': email, 'frm.password': 'x' });
    const busy = fromClient('203.0.113.10');
    await busy.start('/qf/en/ramjet/register');
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= DEFAULT_ATTEMPT_LIMITS.registrationPerAddress.max; attempt += 1) {
      statuses.push((await register(busy, `c${attempt}@example.com`)).statusCode);
    }
    assert.equal(statuses.at(-1), 429);
    const other = fromClient('203.0.113.11');
    await other.start('/qf/en/ramjet/register');
    assert.equal((await register(other, 'other@example.com')).statusCode, 422);
  });

  it('sends neither over plain http', async () => {
    const page = await shop.app.inject({ url: '/en/', headers: { 'x-forwarded-proto': 'http' } });
    assert.equal(page.headers['strict-transport-security'], undefined);
    for (const cookie of await cookiesOfAVisit(new Visitor(shop.app))) assert.notEqual(cookie.secure, true);
  });
});

describe('behind a number of trusted proxies', () => {
  const shop = useTestShop({ trustProxy: 1 });

  it('believes the protocol the nearest proxy forwards', async () => {
    const page = await shop.app.inject({ url: '/en/', headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(page.headers['strict-transport-security'], STRICT_TRANSPORT_SECURITY);
  });
});

describe('without a trusted proxy (the default)', () => {
  const shop = useTestShop({ trustProxy: false });

  it('ignores a forwarded protocol: no HSTS and no Secure cookies', async () => {
    const page = await shop.app.inject({ url: '/en/', headers: { 'x-forwarded-proto': 'https' } });
    assert.equal(page.headers['strict-transport-security'], undefined);
    assert.notEqual(page.cookies.find((cookie) => cookie.name === '_csrf')?.secure, true);
  });
});
