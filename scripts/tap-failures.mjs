// The failed tests of a node:test TAP report, each as `file:line: suite › test: first line of its
// error`, so a run's summary can say what failed (scripts/test.mjs prints them at the end, where a
// long log is read). Suites whose only failure is their subtests' are left out: the subtests are named.
import path from 'node:path';

const SUBTEST = /^(\s*)# Subtest: (.*)$/;
const NOT_OK = /^(\s*)not ok \d+ - (.*?)(?: # .*)?$/;

/** The value of a one-line YAML scalar, or the first non-empty line of a `|-` block below it. */
function yamlValue(lines, index, indent, key) {
  for (let i = index; i < lines.length && lines[i] !== `${indent}...`; i += 1) {
    const match = lines[i].match(new RegExp(`^${indent}${key}: (.*)$`));
    if (!match) continue;
    if (!match[1].startsWith('|')) return match[1].replace(/^'(.*)'$/, '$1').replaceAll("''", "'");
    for (let j = i + 1; j < lines.length && lines[j].startsWith(`${indent}  `); j += 1)
      if (lines[j].trim()) return lines[j].trim();
    return '';
  }
  return '';
}

/** @param {string} tap @param {string} [root] paths in the report are given relative to it */
export function tapFailures(tap, root = process.cwd()) {
  const lines = tap.split('\n');
  /** @type {string[]} the names of the subtests open at each depth */
  const open = [];
  const failures = [];
  lines.forEach((line, index) => {
    const subtest = line.match(SUBTEST);
    if (subtest) {
      const depth = subtest[1].length / 4;
      open.length = depth;
      open[depth] = subtest[2];
      return;
    }
    const failed = line.match(NOT_OK);
    if (!failed) return;
    const depth = failed[1].length / 4;
    const indent = `${failed[1]}  `;
    if (yamlValue(lines, index + 1, indent, 'failureType') === 'subtestsFailed') return;
    const location = yamlValue(lines, index + 1, indent, 'location').replace(/:\d+$/, '');
    const where = location ? `${path.relative(root, location)}: ` : '';
    const titles = [...open.slice(0, depth), failed[2]].join(' › ');
    const error = yamlValue(lines, index + 1, indent, 'error');
    failures.push(`${where}${titles}${error ? `: ${error}` : ''}`);
  });
  return failures;
}
