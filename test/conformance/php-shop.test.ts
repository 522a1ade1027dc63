// The PHP reference shop (examples/php) passes every case of the conformance kit, its manifest
// (examples/php/conformance.json) naming every part of the contract.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { readManifest } from '../../src/conformance/manifest.ts';
import { runConformance } from '../../src/conformance/run-conformance.ts';
import { textReport } from '../../src/conformance/text-report.ts';
import { type PhpShop, startPhpShop } from './php-shop-server.ts';

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
});
