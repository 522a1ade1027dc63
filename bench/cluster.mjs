// The cluster under load: two demo instances on one PostgreSQL behind HAProxy (test/cluster/
// haproxy.cfg), everything on loopback and started here. autocannon runs through the balancer and
// shares the 2 cores with the instances, HAProxy and PostgreSQL: read the figures as rough.
//
//   node bench/cluster.mjs            (BENCH_SECONDS=10 by default)
//
// Fails when any request errs or answers other than 2xx.
import autocannon from 'autocannon';
import { startPostgres } from '../scripts/postgres.mjs';
import { startCluster } from '../test/cluster/cluster.mjs';
import { printRunTable } from './report-table.mjs';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;

async function load(url) {
  /** Answers by status, so that a failure says what it was (HAProxy's 503, the shop's 429…). */
  const statuses = {};
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    setupClient(client) {
      client.on('response', (status) => {
        statuses[status] = (statuses[status] ?? 0) + 1;
      });
    },
  });
  return {
    statuses,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

process.env.NODE_ENV = 'production';
const server = await startPostgres();
let cluster;
let failed = false;
try {
  cluster = await startCluster(server.url);
  console.log(`autocannon, ${CONNECTIONS} connections, ${DURATION_S} s each, through HAProxy to 2 instances`);
  const rows = [];
  for (const path of ['/cs/', '/cs/category/lamps', '/cs/product/2']) {
    const result = await load(`${cluster.url}${path}`);
    failed ||= result.errors + result.non2xx > 0;
    // Every answer other than 200 is named: HAProxy's 503, the shop's 429…
    const others = Object.entries(result.statuses).filter(([status]) => status !== '200');
    if (others.length > 0) console.log(`  ${path} answered ${JSON.stringify(Object.fromEntries(others))}`);
    rows.push([
      `\`${path}\``,
      result.rps.toFixed(0),
      `${result.p50} ms`,
      `${result.p99} ms`,
      String(result.errors),
    ]);
  }
  printRunTable({
    command: `BENCH_SECONDS=${DURATION_S} node bench/cluster.mjs`,
    columns: ['page', 'req/s', 'p50', 'p99', 'errors'],
    rows,
  });
} finally {
  await cluster?.stop();
  server.stop();
}
if (failed) {
  console.error('Some requests failed.');
  process.exitCode = 1;
}
