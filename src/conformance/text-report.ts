/** The report as text for a terminal: per case what it sent, what it expected and what came back. */
import { bodyStart, contractHeaders } from './conformance-case.ts';
import type { ConformanceReport } from './run-conformance.ts';

const MARKS = { pass: 'PASS', fail: 'FAIL', skip: 'SKIP' } as const;

export function textReport(report: ConformanceReport): string {
  const lines: string[] = [`Conformance of ${report.base} to the storefront-elements wire contract`, ''];
  for (const result of report.cases) {
    lines.push(
      `${MARKS[result.status]} ${result.id}: ${result.title}${result.note ? ` (${result.note})` : ''}`,
    );
    for (const { sent, got } of result.exchanges) {
      const headers = Object.entries(sent.headers)
        .filter(([name]) => /^(pu-|x-csrf-token$)/i.test(name))
        .map(([name, value]) => `${name}: ${value}`);
      lines.push(
        `  sent ${sent.method} ${sent.url}${headers.length ? ` [${headers.join(', ')}]` : ''}${sent.body ? ` body ${bodyStart(sent.body, 80)}` : ''}`,
      );
      lines.push(`   got ${got.status} [${contractHeaders(got)}] ${bodyStart(got.body, 80)}`);
    }
    for (const check of result.checks) {
      lines.push(
        `  ${check.ok ? 'ok' : 'NOT OK'} expected ${check.expected}${check.ok ? '' : `; got ${check.got}`}`,
      );
    }
  }
  lines.push('', `${report.passed} passed, ${report.failed} failed, ${report.skipped} skipped`);
  return lines.join('\n');
}
