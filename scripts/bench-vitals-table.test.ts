// The rows of `npm run bench:vitals` (bench/vitals-table.ts): a page's row is the worst, or the
// range, of its widths and visits, as BENCHMARKS.md's table shows it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { type VitalsReading, vitalsPageRows, vitalsVisitRows } from '../bench/vitals-table.ts';

const reading = (fields: Partial<VitalsReading>): VitalsReading => ({
  path: '/en/',
  width: 'phone',
  visit: 'first',
  cls: 0,
  lcp: 0,
  tbt: 0,
  bytes: 138.6 * 1024,
  files: 37,
  depth: 0,
  shifted: [],
  ...fields,
});

/** The home page's four visits of the 2026-11-26 14:20 run (BENCHMARKS.md). */
const HOME = [
  reading({ width: 'phone', visit: 'first', lcp: 776, tbt: 16 }),
  reading({ width: 'phone', visit: 'returning', lcp: 600, tbt: 30 }),
  reading({ width: 'desktop', visit: 'first', lcp: 1056, tbt: 0 }),
  reading({ width: 'desktop', visit: 'returning', lcp: 624, tbt: 64 }),
];

describe('vitalsPageRows', () => {
  it("sums a page's four visits up: worst CLS, LCP range, most blocking, deepest chain", () => {
    assert.deepEqual(vitalsPageRows(HOME), [
      ['/en/', '0.000', '600–1056 ms', '64 ms', '138.6 KB', '37', '0', ''],
    ]);
  });

  it('names every element that moved once, and every JS size and file count a visit loaded', () => {
    const rows = vitalsPageRows([
      reading({ path: '/en/stores', cls: 0.012, depth: 1, shifted: ['footer.site-footer', 'button'] }),
      reading({ path: '/en/stores', cls: 0.3, bytes: 4096, files: 12, shifted: ['button'] }),
    ]);
    assert.deepEqual(rows, [
      [
        '/en/stores',
        '0.300',
        '0–0 ms',
        '0 ms',
        '138.6 KB / 4.0 KB',
        '37 / 12',
        '1',
        'footer.site-footer, button',
      ],
    ]);
  });

  it('keeps the pages in the order measured and says when a page did not answer 200', () => {
    const rows = vitalsPageRows([
      ...HOME,
      reading({ path: '/en/basket' }),
      reading({ path: '/en/basket', status: 'HTTP 500' }),
    ]);
    assert.deepEqual(
      rows.map((row) => row.slice(0, 2)),
      [
        ['/en/', '0.000'],
        ['/en/basket', 'HTTP 500'],
      ],
    );
  });
});

describe('vitalsVisitRows', () => {
  it('gives each page, width and visit its own row', () => {
    assert.deepEqual(vitalsVisitRows([HOME[3]!]), [
      ['/en/', 'desktop', 'returning', '0.000', '624 ms', '64 ms', '138.6 KB', '37', '0', ''],
    ]);
  });
});
