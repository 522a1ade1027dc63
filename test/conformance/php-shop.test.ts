// The PHP reference shop (examples/php) passes every case of the conformance kit, its manifest
// (examples/php/conformance.json) naming every part of the contract.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import fc from 'fast-check';
import { decodeEntities, findById, tagsOf } from '../../src/conformance/html-scan.ts';
import { readManifest } from '../../src/conformance/manifest.ts';
import { runConformance } from '../../src/conformance/run-conformance.ts';
import { textReport } from '../../src/conformance/text-report.ts';
import { type PhpShop, startPhpShop } from './php-shop-server.ts';

/** Generated requests per property: each is a round trip to the single-process `php -S`. */
const RUNS = 40;
/** Text made of pieces that open markup, attributes, entities and the multi-target comments. */
const HOSTILE = fc
  .array(
    fc.constantFrom(
      '<b>',
      '</main>',
      '<img src=x>',
      '"',
      "'",
      '&',
      '&amp;',
      '<!--pu:widget x-->',
      '<',
      '>',
      '=',
      ' ',
      'a',
      'é',
      '\u2028',
      '+',
      '%',
    ),
    { maxLength: 12 },
  )
  .map((pieces) => pieces.join(''));

const manifest = readManifest(
  JSON.parse(readFileSync(new URL('../../examples/php/conformance.json', import.meta.url), 'utf8')),
);

describe('the PHP reference shop', () => {
  let shop: PhpShop;
  before(async () => {
    shop = await startPhpShop();
  });
  after(async () => shop?.close());

  it('passes every case of the conformance kit, none skipped', async () => {
    const report = await runConformance(shop.origin, {
      ...manifest,
      sessionExpiry: {
        path: '/qf/en/ramjet/include',
        target: 'userLists',
        cookie: shop.endedSessionCookie(),
      },
    });
    assert.deepEqual(
      report.cases.filter((result) => result.status !== 'pass').map((result) => result.id),
      [],
      textReport(report),
    );
  });

  it('shows any search text as text: the answer has the tags of a plain search, and the text', async () => {
    // "zz" is in no product's name: every search finds nothing, so only the text can differ.
    const search = async (q: string) => {
      const url = new URL('/en/search', shop.origin);
      url.searchParams.set('q', q);
      url.searchParams.set('_pu_target', 'content');
      const body = await (await fetch(url, { headers: { 'PU-Request': '1' } })).text();
      return findById(body, 'content')?.inner ?? body;
    };
    const plainTags = tagsOf(await search('zz')).map((tag) => tag.name);
    await fc.assert(
      fc.asyncProperty(HOSTILE, async (hostile) => {
        const q = `zz${hostile}`;
        const content = await search(q);
        assert.deepEqual(
          tagsOf(content).map((tag) => tag.name),
          plainTags,
        );
        assert.ok(decodeEntities(content).includes(`“${q}”`));
      }),
      { numRuns: RUNS },
    );
  });

  it('answers any _pu_target with the region or 400, never a server error', async () => {
    await fc.assert(
      fc.asyncProperty(HOSTILE, async (target) => {
        const url = new URL('/en/category/lamps', shop.origin);
        url.searchParams.set('_pu_target', target);
        const answer = await fetch(url, { headers: { 'PU-Request': '1' } });
        await answer.text();
        assert.ok([200, 400].includes(answer.status), `${answer.status} for ${JSON.stringify(target)}`);
      }),
      { numRuns: RUNS },
    );
  });
});
