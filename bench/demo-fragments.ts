// The demo server under load on loopback (autocannon in this process, so it shares the 2 cores
// with the server: compare the ratios, not the absolute figures): a full category page versus the
// partial-update fragment of its #content region, versus a 3-region multi-target answer.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 5);

async function load(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, headers, connections: 10, duration: DURATION_S });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    latency: result.latency.p50,
    bytes: result.throughput.average / result.requests.average,
  };
}

const dir = mkdtempSync(path.join(tmpdir(), 'demo-bench-'));
// Before the app loads: React picks its production build by NODE_ENV when it is first imported.
process.env.NODE_ENV = 'production';
const { buildApp } = await import('../demo/server/app.ts');
const app = await buildApp({ databasePath: path.join(dir, 'shop.db'), logger: false });
try {
  const origin = await app.listen({ host: '127.0.0.1', port: 0 });
  const page = `${origin}/cs/category/lamps`;
  const full = await load(page, {});
  const fragment = await load(`${page}?_pu_target=content`, { 'PU-Request': '1' });
  const multi = await load(`${page}?_pu_target=content%2BuserMenu%2BuserLists`, { 'PU-Request': '1' });
  const row = (name: string, r: typeof full) =>
    `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(7)} req/s  p50 ${String(r.latency).padStart(3)} ms  ${(r.bytes / 1024).toFixed(1)} KB`;
  console.log(`autocannon, 10 connections, ${DURATION_S} s each, NODE_ENV=production:`);
  console.log(row('full page /cs/category/lamps', full));
  console.log(row('fragment _pu_target=content', fragment));
  console.log(row('multi-target content+userMenu+userLists', multi));
  console.log(`fragment / full page throughput: ${(fragment.rps / full.rps).toFixed(2)}x`);
} finally {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
}
