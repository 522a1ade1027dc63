/**
 * Addresses the router cannot read (errors.tsx): a path with a percent-escape that is not UTF-8
 * is answered 400 whatever the method, including the methods no shop route takes, whose answer
 * fastify leaves to the not-found handler outside the request lifecycle.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { useTestShop } from './test-support.ts';

/** Every method a client may send; the shop has routes for GET, HEAD and POST only. */
const METHODS = ['GET', 'HEAD', 'POST', 'DELETE', 'PUT', 'PATCH', 'OPTIONS'] as const;

/**
 * A path segment of unreserved characters, starting with a letter or digit: a dot segment (`..`)
 * would take the unreadable segment before it out of the address.
 */
const segment = fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9._~-]{0,9}$/);

/**
 * A segment holding one escape of a byte from 0x80 to 0xFF that no continuation byte follows:
 * never UTF-8, whatever surrounds it.
 */
const unreadableSegment = fc
  .tuple(
    fc.stringMatching(/^[A-Za-z0-9._~-]{0,6}$/),
    fc.integer({ min: 0x80, max: 0xff }),
    fc.boolean(),
    fc.stringMatching(/^[A-Za-z0-9._~-]{0,6}$/),
  )
  .map(([before, byte, lowerCase, after]) => {
    const hex = byte.toString(16);
    return `${before}%${lowerCase ? hex : hex.toUpperCase()}${after}`;
  });

describe('an address the router cannot read', () => {
  const shop = useTestShop();

  it('is answered 400 for every method, at once', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(segment, { maxLength: 3 }),
        unreadableSegment,
        fc.array(segment, { maxLength: 2 }),
        fc.constantFrom(...METHODS),
        async (before, unreadable, after, method) => {
          const url = `/${[...before, unreadable, ...after].join('/')}`;
          const response = await shop.app.inject({ method, url });
          assert.equal(response.statusCode, 400, `${method} ${url}`);
          if (method !== 'HEAD') assert.equal(response.json().code, 'FST_ERR_BAD_URL', `${method} ${url}`);
        },
      ),
      // Without an answer the property fails naming the request, instead of waiting for ever.
      { numRuns: 200, plugins: [fc.timeout(5000)] },
    );
  });
});
