// The demo shop passes every case of the conformance kit its manifest names
// (test/conformance/demo.manifest.json). It has no answer of a refused form with PU-Error and no
// form post that releases a validation context: those two cases are skipped, and named here.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { MANY_LOGINS } from '../../demo/server/test-support.ts';
import { partialUpdate } from '../../src/conformance/cases/partial-update-request.ts';
import { readManifest } from '../../src/conformance/manifest.ts';
import { runConformance } from '../../src/conformance/run-conformance.ts';
import { ShopClient } from '../../src/conformance/shop-client.ts';
import { textReport } from '../../src/conformance/text-report.ts';
import { type DemoServer, startDemoServer } from '../e2e/support/demo-server.ts';

const manifest = readManifest(
  JSON.parse(readFileSync(new URL('./demo.manifest.json', import.meta.url), 'utf8')),
);
/** Longer than a signed-in session lives in the demo (two hours). */
const PAST_SIGNED_IN_SESSION_MS = 3 * 3_600_000;

describe('the demo shop', () => {
  let clock = Date.now();
  let demo: DemoServer;
  before(async () => {
    demo = await startDemoServer({ now: () => clock, attemptLimits: MANY_LOGINS });
  });
  after(async () => demo?.close());

  /** Jana signs in, then her session's time runs out: its cookie is the ended session. */
  async function endedSessionCookie(): Promise<string> {
    const jana = new ShopClient(new URL(demo.origin));
    await jana.send({ path: manifest.csrfPage! });
    const { path, fields } = manifest.login!;
    await jana.send(partialUpdate(path, ['content'], { method: 'POST', form: fields }));
    const session = jana.cookie('sf_session');
    assert.ok(session, 'the login set a session cookie');
    clock += PAST_SIGNED_IN_SESSION_MS;
    return `sf_session=${session}`;
  }

  it('passes every case its manifest names', async () => {
    const report = await runConformance(demo.origin, {
      ...manifest,
      sessionExpiry: {
        path: '/qf/cs/ramjet/include',
        target: 'userLists',
        cookie: await endedSessionCookie(),
      },
    });
    assert.equal(report.failed, 0, textReport(report));
    assert.deepEqual(
      report.cases.filter((result) => result.status === 'skip').map((result) => result.id),
      ['error-header', 'validation-error-04'],
    );
  });
});
