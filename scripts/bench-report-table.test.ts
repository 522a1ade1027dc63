// The benchmarks' table (bench/report-table.mjs): its columns line up in the raw text, a `|` or a
// line break in a cell stays inside its cell, and the heading names the commit and the load.
// Here rather than in bench/: scripts/test.mjs finds node tests under scripts/.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { markdownCell, markdownTable, runHeading, spacedThousands } from '../bench/report-table.mjs';

/** A row's cells as GitHub's markdown splits them: at every `|` that no backslash escapes. */
const cellsOf = (line: string) => line.split(/(?<!\\)\|/).slice(1, -1);

/** Where each column separator sits in a line, counted in characters. */
const separatorColumns = (line: string) =>
  [...line].flatMap((char, index, chars) => (char === '|' && chars[index - 1] !== '\\' ? [index] : []));

describe('markdownTable', () => {
  it('pads every cell to its column so the separators line up on every line', () => {
    const table = markdownTable(
      ['regions', 'storefront-elements', 'ours / floor'],
      [
        ['1', '9.8 / 13.2', '0.98×'],
        ['200', '103.3 / 144.8', '1.08×'],
      ],
    );
    const lines = table.split('\n');
    assert.equal(lines.length, 4);
    assert.equal(lines[1], '| ------- | ------------------- | ------------ |');
    assert.equal(lines[2], '| 1       | 9.8 / 13.2          | 0.98×        |');
    for (const line of lines) assert.deepEqual(separatorColumns(line), separatorColumns(lines[0]!));
  });

  it('counts a character such as × or → as one column', () => {
    const lines = markdownTable(['way', 'ratio'], [['pointerdown → swap', '0.98×']]).split('\n');
    assert.deepEqual(separatorColumns(lines[2]!), separatorColumns(lines[0]!));
  });

  it('escapes a | inside a cell, so the row keeps its number of cells', () => {
    const table = markdownTable(['selector', 'CLS'], [['a|b', '0.000']]);
    assert.equal(table.split('\n')[2], '| a\\|b     | 0.000 |');
  });

  it('keeps any cell text inside its cell and the row on one line', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme-ascii' }), { minLength: 1, maxLength: 5 }), (row) => {
        const columns = row.map((_, index) => `c${index}`);
        const lines = markdownTable(columns, [row]).split('\n');
        assert.equal(lines.length, 3);
        assert.equal(cellsOf(lines[2]!).length, columns.length);
      }),
    );
  });

  it('refuses a row with another number of cells than the columns', () => {
    assert.throws(() => markdownTable(['a', 'b'], [['1']]), /a row of 1 cells in a table of 2 columns/);
  });
});

describe('markdownCell', () => {
  it('turns a line break into a space and escapes every |', () => {
    assert.equal(markdownCell('one\r\ntwo|three\nfour|'), 'one two\\|three four\\|');
    assert.equal(markdownCell(12.5), '12.5');
  });
});

describe('spacedThousands', () => {
  it('groups the digits by thousands with a space, as the file writes counts', () => {
    assert.deepEqual([314, 2916, 12285, 1000000].map(spacedThousands), [
      '314',
      '2 916',
      '12 285',
      '1 000 000',
    ]);
  });
});

describe('runHeading', () => {
  it('names the date, the commit, the load averages and the cores, then the command', () => {
    const heading = runHeading({
      command: 'node bench/morph.mjs',
      commit: 'ea7165e',
      load: [1.523, 1.3, 0.2],
      cores: 2,
      date: new Date('2026-11-29T05:10:42Z'),
    });
    assert.equal(
      heading,
      '**2026-11-29 05:10 UTC, commit ea7165e, load 1.52 / 1.30 / 0.20 on 2 cores** — `node bench/morph.mjs`',
    );
  });
});
