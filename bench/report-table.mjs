// The table every benchmark prints, in BENCHMARKS.md's form: a heading line with the date, the
// commit and the machine's load, then a markdown table whose columns line up. A run's output can
// be pasted into the file as it is.
import { execFileSync } from 'node:child_process';
import os from 'node:os';

/** A `|` in a cell would end the cell early and a line break the row: escaped and flattened. */
export function markdownCell(value) {
  return String(value)
    .replace(/\r?\n|\r/g, ' ')
    .replaceAll('|', '\\|');
}

/** 12285 as `12 285`: BENCHMARKS.md groups the digits of counts and bytes by thousands. */
export function spacedThousands(count) {
  return String(count).replace(/\B(?=(\d{3})+$)/g, ' ');
}

/** Characters, not UTF-16 units: `×`, `→` and `–` each take one column. */
const widthOf = (text) => [...text].length;

/** A markdown table, every cell padded to its column's widest, so the raw text reads as a table. */
export function markdownTable(columns, rows) {
  for (const row of rows) {
    if (row.length !== columns.length)
      throw new Error(`a row of ${row.length} cells in a table of ${columns.length} columns`);
  }
  const cells = [columns, ...rows].map((row) => row.map(markdownCell));
  const widths = columns.map((_, index) => Math.max(3, ...cells.map((row) => widthOf(row[index]))));
  const line = (row) =>
    `| ${row.map((cell, index) => cell + ' '.repeat(widths[index] - widthOf(cell))).join(' | ')} |`;
  const [head, ...body] = cells;
  return [line(head), line(widths.map((width) => '-'.repeat(width))), ...body.map(line)].join('\n');
}

/**
 * The heading of a run: `**2026-11-29 05:10 UTC, commit ea7165e, load 1.52 / 1.31 / 1.20 on 2
 * cores** — \`command\``. The load is the 1, 5 and 15 minute load average (os.loadavg()).
 */
export function runHeading({ command, commit, load, cores, date }) {
  const when = date.toISOString().slice(0, 16).replace('T', ' ');
  const averages = load.map((value) => value.toFixed(2)).join(' / ');
  return `**${when} UTC, commit ${commit}, load ${averages} on ${cores} cores** — \`${command}\``;
}

/** The commit the working tree is at, or `unknown` outside a git checkout. */
function currentCommit() {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** Prints a run's heading (this commit, this machine's load now) and its table, a blank line before. */
export function printRunTable({ command, columns, rows }) {
  const heading = runHeading({
    command,
    commit: currentCommit(),
    load: os.loadavg(),
    cores: os.availableParallelism(),
    date: new Date(),
  });
  console.log(`\n${heading}\n\n${markdownTable(columns, rows)}`);
}
