// The demo server under load on loopback (autocannon in this process, so it shares the 2 cores
// with the server: compare the ratios, not the absolute figures): a full category page versus the
// partial-update fragment of its #content region, versus a 3-region multi-target answer. The three
// run in turn for BENCH_ROUNDS rounds and each row is the median round, so a change in the
// machine's load during the run weighs on every row alike.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { printRunTable } from './report-table.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Reading {
  readonly rps: number;
  readonly latency: number;
  readonly bytes: number;
}

async function load(url: string, headers: Record<string, string>): Promise<Reading> {
  const result = await autocannon({ url, headers, connections: 10, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    latency: result.latency.p50,
    bytes: result.throughput.average / result.requests.average,
  };
}

function median(readings: readonly Reading[]): Reading {
  const sorted = [...readings].sort((a, b) => a.rps - b.rps);
  return sorted[Math.floor(sorted.length / 2)]!;
}

const dir = mkdtempSync(path.join(tmpdir(), 'demo-bench-'));
// Before the app loads: React picks its production build by NODE_ENV when it is first imported.
process.env.NODE_ENV = 'production';
const { buildApp } = await import('../demo/server/app.ts');
const app = await buildApp({ databasePath: path.join(dir, 'shop.db'), logger: false });
try {
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const page = `${origin}/cs/category/lamps`;
  const cases = [
    { name: 'full page `/cs/category/lamps`', url: page, headers: {} },
    {
      name: 'fragment `_pu_target=content`',
      url: `${page}?_pu_target=content`,
      headers: { 'PU-Request': '1' },
    },
    {
      name: 'multi-target `content+userMenu+userLists`',
      url: `${page}?_pu_target=content%2BuserMenu%2BuserLists`,
      headers: { 'PU-Request': '1' },
    },
  ] as const;
  const readings: Reading[][] = cases.map(() => []);
  const ratios: number[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, { url, headers }] of cases.entries()) readings[index]!.push(await load(url, headers));
    ratios.push(readings[1]![round]!.rps / readings[0]![round]!.rps);
  }
  console.log(
    `autocannon, 10 connections, ${DURATION_S} s each, ${ROUNDS} rounds in turn (median), NODE_ENV=production`,
  );
  printRunTable({
    command: `BENCH_SECONDS=${DURATION_S} node --import tsx bench/demo-fragments.ts`,
    columns: ['request', 'req/s', 'p50', 'body'],
    rows: cases.map(({ name }, index) => {
      const reading = median(readings[index]!);
      return [
        name,
        reading.rps.toFixed(0),
        `${reading.latency} ms`,
        `${(reading.bytes / 1024).toFixed(1)} KB`,
      ];
    }),
  });
  const full = median(readings[0]!);
  const fragment = median(readings[1]!);
  console.log(
    `\nfragment / full page throughput (medians): ${(fragment.rps / full.rps).toFixed(2)}× (rounds ${ratios.map((r) => `${r.toFixed(2)}×`).join(', ')})`,
  );
} finally {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
