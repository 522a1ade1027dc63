import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { CSRF_TOKEN_HEADER, PU_FLAG_VALUE, PU_REPEATABLE_HEADER } from './pu.ts';
import { createTestShop, MANY_LOGINS, Visitor } from './test-support.ts';

/**
 * Concurrent shopper actions against the real shop (docs/flows.md, "Nothing lost"): generated
 * rounds of adds from two tabs of one browser sent at once, quantity changes and removals, a login
 * in one tab between rounds (which makes the other tab's token stale). The page's script is
 * modelled as the library behaves: a 403 with `PU-Repeatable` is sent once more with the fresh
 * token. The basket the server keeps must be the sum of the accepted actions, and every action not
 * accepted must have been answered with an error page the shopper sees.
 *
 * Small and seeded by default (a few seconds); SHOPPER_ACTION_RUNS=200 runs more, with a fresh seed
 * unless SHOPPER_ACTION_SEED is set.
 */
const RUNS = Number(process.env.SHOPPER_ACTION_RUNS ?? 5);
const SEED = process.env.SHOPPER_ACTION_SEED
  ? Number(process.env.SHOPPER_ACTION_SEED)
  : process.env.SHOPPER_ACTION_RUNS
    ? Date.now()
    : 30;
const PRODUCTS = ['2', '3', '5', '8'] as const;

type Action =
  | { kind: 'add'; tab: 0 | 1; product: string; quantity: number }
  | { kind: 'set'; tab: 0 | 1; product: string; quantity: number }
  | { kind: 'remove'; tab: 0 | 1; product: string }
  | { kind: 'login'; tab: 0 | 1 };

const tab = fc.constantFrom(0 as const, 1 as const);
const product = fc.constantFrom(...PRODUCTS);
const add = fc.record({
  kind: fc.constant('add' as const),
  tab,
  product,
  quantity: fc.integer({ min: 1, max: 5 }),
});
/** A step: adds sent at once (they commute), or one quantity change, removal or login. */
const step = fc.oneof(
  fc.array(add, { minLength: 1, maxLength: 4 }),
  fc.tuple(
    fc.record({ kind: fc.constant('set' as const), tab, product, quantity: fc.integer({ min: 0, max: 9 }) }),
  ),
  fc.tuple(fc.record({ kind: fc.constant('remove' as const), tab, product })),
  fc.tuple(fc.record({ kind: fc.constant('login' as const), tab })),
);

/** A browser with two tabs: one cookie jar, a page token each. */
class TwoTabs {
  readonly browser: Visitor;
  readonly tokens: [string, string] = ['', ''];
  constructor(app: FastifyInstance) {
    this.browser = new Visitor(app);
  }

  async open(index: 0 | 1, path = '/en/product/2'): Promise<void> {
    await this.browser.get(path);
    this.tokens[index] = this.browser.csrfToken;
  }

  /** A post as the page's script sends it: repeated once with the fresh token when the server allows. */
  async post(index: 0 | 1, url: string, fields: Record<string, string>): Promise<LightMyRequestResponse> {
    const send = () => this.browser.post(url, { ...fields, _csrf: this.tokens[index] }, { withToken: false });
    const answer = await send();
    const fresh = answer.headers[CSRF_TOKEN_HEADER.toLowerCase()];
    if (answer.statusCode !== 403 || typeof fresh !== 'string') return answer;
    this.tokens[index] = fresh;
    return answer.headers[PU_REPEATABLE_HEADER.toLowerCase()] === PU_FLAG_VALUE ? send() : answer;
  }

  async basket(): Promise<Record<string, number>> {
    const page = await this.browser.get('/en/basket');
    const lines: Record<string, number> = {};
    for (const match of page.body.matchAll(/<input id="basket-quantity-(\d+)"[^>]*value="(\d+)"/g))
      lines[match[1] as string] = Number(match[2]);
    return lines;
  }
}

const accepted = (response: LightMyRequestResponse) => response.statusCode < 400;
/** An error the shopper sees: an error page with a status a script can tell. */
const shownAsError = (response: LightMyRequestResponse) =>
  response.statusCode >= 400 && /<main id="content"/.test(response.body);

describe('concurrent shopper actions', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await createTestShop({ attemptLimits: MANY_LOGINS })));
  after(async () => close());

  it('end with the basket the accepted actions add up to, and every refused one shown', async () => {
    await fc.assert(
      // A new visitor's first changes leave at once, before any session cookie (docs/flows.md).
      fc.asyncProperty(
        fc.array(add, { minLength: 2, maxLength: 4 }),
        fc.array(step, { maxLength: 5 }),
        async (first, rest) => {
          const steps = [first, ...rest];
          const tabs = new TwoTabs(app);
          await tabs.open(0);
          await tabs.open(1, '/en/product/3');
          const expected = new Map<string, number>();
          for (const actions of steps as Action[][]) {
            const answers = await Promise.all(
              actions.map((action) => {
                if (action.kind === 'login') {
                  return (async () => {
                    const answer = await tabs.browser.logIn('john@example.com', 'demo-password-2', 'en');
                    await tabs.open(action.tab);
                    return answer;
                  })();
                }
                const url = `/qf/en/basket/${action.kind === 'set' ? 'update' : action.kind}`;
                const fields: Record<string, string> = { product: action.product };
                if (action.kind !== 'remove') fields.quantity = String(action.quantity);
                return tabs.post(action.tab, url, fields);
              }),
            );
            actions.forEach((action, index) => {
              const answer = answers[index] as LightMyRequestResponse;
              if (!accepted(answer)) {
                assert.ok(
                  shownAsError(answer),
                  `${JSON.stringify(action)} refused (${answer.statusCode}) with a page`,
                );
                return;
              }
              if (action.kind === 'add')
                expected.set(action.product, (expected.get(action.product) ?? 0) + action.quantity);
              if (action.kind === 'set' && expected.has(action.product)) {
                if (action.quantity === 0) expected.delete(action.product);
                else expected.set(action.product, action.quantity);
              }
              if (action.kind === 'remove') expected.delete(action.product);
            });
          }
          assert.deepEqual(await tabs.basket(), Object.fromEntries(expected));
        },
      ),
      { numRuns: RUNS, seed: SEED },
    );
  });
});
