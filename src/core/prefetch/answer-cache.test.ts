import { expect } from 'chai';
import fc from 'fast-check';
import sinon from 'sinon';
import type { TransportResponse } from '../transport.ts';
import { AnswerCache, answerBytes, isCacheable } from './answer-cache.ts';

function answer(body: string, status = 200, headers: Record<string, string> = {}): TransportResponse {
  const lower = Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]),
  );
  return { status, statusText: '', body, header: (name) => lower[name.toLowerCase()] ?? null };
}

describe('AnswerCache', () => {
  afterEach(() => sinon.restore());

  it('counts two bytes a character of the answer text', () => {
    expect(answerBytes(answer('<p>é</p>'))).to.equal(16);
  });

  it('keeps a 200 answer and hands it back by its key', () => {
    const cache = new AnswerCache({ entries: 5, bytes: 1000, ttl: 30 });
    const kept = answer('<div id="a">A</div>');
    expect(cache.put('/a', kept)).to.equal(true);
    expect(cache.get('/a')?.response).to.equal(kept);
    expect(cache.get('/b')).to.equal(undefined);
  });

  for (const [why, refused] of [
    ['a 404', answer('<div id="a">gone</div>', 404)],
    ['a 500', answer('<div id="a">oops</div>', 500)],
    ['an empty body', answer('  ')],
    ['an answer flagged PU-Error', answer('<div id="a">x</div>', 200, { 'PU-Error': 'failed' })],
    ['an expired session', answer('<div id="a">x</div>', 200, { 'PU-Session-Expired': '1' })],
    ['the login marker', answer('<script>performLogin()</script>')],
    ['Cache-Control: no-store', answer('<div id="a">x</div>', 200, { 'Cache-Control': 'no-store' })],
    ['no-store among others', answer('<div id="a">x</div>', 200, { 'Cache-Control': 'private, no-store' })],
  ] as const) {
    it(`never keeps ${why}`, () => {
      const cache = new AnswerCache({ entries: 5, bytes: 1000, ttl: 30 });
      expect(isCacheable(refused)).to.equal(false);
      expect(cache.put('/a', refused)).to.equal(false);
      expect(cache.get('/a')).to.equal(undefined);
    });
  }

  it('keeps an answer whose Cache-Control only limits its age', () => {
    expect(
      isCacheable(answer('<div id="a">x</div>', 200, { 'Cache-Control': 'no-cache, max-age=0' })),
    ).to.equal(true);
  });

  it('drops an answer once its TTL has passed', () => {
    const clock = sinon.useFakeTimers({ now: 1_000_000, toFake: ['Date'] });
    const cache = new AnswerCache({ entries: 5, bytes: 1000, ttl: 10 });
    cache.put('/a', answer('<div id="a">A</div>'));
    clock.tick(9_999);
    expect(cache.get('/a')).not.to.equal(undefined);
    clock.tick(1);
    expect(cache.get('/a')).to.equal(undefined);
    expect(cache.size).to.equal(0);
    expect(cache.bytes).to.equal(0);
  });

  it('evicts the least recently used answer first', () => {
    const cache = new AnswerCache({ entries: 2, bytes: 1000, ttl: 30 });
    cache.put('/a', answer('A'));
    cache.put('/b', answer('B'));
    cache.get('/a');
    cache.put('/c', answer('C'));
    expect(cache.get('/b')).to.equal(undefined);
    expect(cache.get('/a')).not.to.equal(undefined);
    expect(cache.get('/c')).not.to.equal(undefined);
  });

  it('never exceeds its count and byte bounds, whatever the sequence of puts', () => {
    const operation = fc.oneof(
      fc.record({
        op: fc.constant('put' as const),
        key: fc.nat(12),
        size: fc.nat(400),
        status: fc.constantFrom(200, 200, 200, 404),
      }),
      fc.record({ op: fc.constant('get' as const), key: fc.nat(12) }),
      fc.record({ op: fc.constant('clear' as const) }),
    );
    fc.assert(
      fc.property(
        fc.record({ entries: fc.integer({ min: 0, max: 8 }), bytes: fc.integer({ min: 0, max: 1500 }) }),
        fc.array(operation, { maxLength: 60 }),
        (bounds, operations) => {
          const cache = new AnswerCache({ ...bounds, ttl: 60 });
          const kept = new Map<string, number>();
          for (const step of operations) {
            if (step.op === 'put') {
              const key = `/p${step.key}`;
              const stored = cache.put(key, answer('x'.repeat(step.size + 1), step.status));
              // A fitting 200 is kept as the newest; anything else is never there.
              const fits = step.status === 200 && (step.size + 1) * 2 <= bounds.bytes && bounds.entries > 0;
              expect(stored).to.equal(fits);
              expect(cache.get(key) !== undefined).to.equal(fits);
              if (fits) kept.set(key, (step.size + 1) * 2);
            } else if (step.op === 'get') {
              cache.get(`/p${step.key}`);
            } else {
              cache.clear();
            }
            expect(cache.size).to.be.at.most(bounds.entries);
            expect(cache.bytes).to.be.at.most(bounds.bytes);
          }
          // The byte count is the sum of what is still there.
          const held = [...kept].filter(([key]) => cache.get(key) !== undefined);
          expect(held.reduce((sum, [, bytes]) => sum + bytes, 0)).to.equal(cache.bytes);
          expect(held.length).to.equal(cache.size);
        },
      ),
    );
  });
});
