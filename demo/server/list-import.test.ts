import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { importLines, MAX_IMPORT_LINES } from './list-import.ts';
import type { PushMessage } from './push/push-hub.ts';
import { SESSION_COOKIE } from './session.ts';
import { createTestShop, PU_UI_HEADERS, signedInJana, Visitor } from './test-support.ts';

const JANAS_LIST = '/en/lists/1';
const IMPORT = '/qf/en/lists/1/import';
const ITEMS = /<ul class="list-items">((?:<li>.*?<\/li>)*)<\/ul>/;

function itemCount(body: string): number {
  return (ITEMS.exec(body)?.[1] ?? '').match(/<li>/g)?.length ?? 0;
}

describe('import products by code into a shopping list', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  before(async () => ({ app, close } = await createTestShop({ importItemDelayMs: 0 })));
  after(async () => close());

  it('reads one code or name per line, trimmed, without empty lines, bounded', () => {
    assert.deepEqual(importLines(' SF-0001 \r\n\n  sf-0002\nAurora 120 \n'), [
      'SF-0001',
      'sf-0002',
      'Aurora 120',
    ]);
    assert.equal(importLines('SF-0001\n'.repeat(500)).length, MAX_IMPORT_LINES);
  });

  it('imports while a plain post waits, then redirects to the list with the outcome as a flash message', async () => {
    const visitor = await signedInJana(app, JANAS_LIST);
    const before = itemCount((await visitor.get(JANAS_LIST)).body);
    const response = await visitor.post(IMPORT, { lines: 'SF-0030\nsf-0031\nNo such thing' });
    assert.equal(response.statusCode, 303);
    assert.equal(response.headers.location, JANAS_LIST);
    const page = await visitor.get(JANAS_LIST);
    assert.equal(itemCount(page.body), before + 2);
    assert.match(
      page.body,
      /<fg-system id="messages"[^>]*><ul><li data-type="success">Import finished: 2 added, 1 not found\. Not found: No such thing\.<\/li>/,
    );
    assert.ok(!(await visitor.get(JANAS_LIST)).body.includes('Import finished'), 'the flash shows once');
  });

  it('runs in the background for a page with script, pushing the progress to the session’s stream', async () => {
    const visitor = await signedInJana(app, JANAS_LIST);
    const sessionId = visitor.cookies.get(SESSION_COOKIE) ?? '';
    const before = itemCount((await visitor.get(JANAS_LIST)).body);
    const received: PushMessage[] = [];
    let end: () => void = () => {};
    const ended = new Promise<void>((resolve) => {
      end = resolve;
    });
    app.shop.push.connect(sessionId, '127.0.0.1', {
      send: (message) => {
        received.push(message);
        if (message.event === 'userTools') end();
      },
      close: () => {},
    });

    const answer = await visitor.post(
      `${IMPORT}?_pu_target=listImport`,
      { lines: 'SF-0040\nSF-0041\nSF-0042\nSF-9999' },
      { headers: PU_UI_HEADERS },
    );
    assert.equal(answer.statusCode, 200);
    assert.match(answer.body, /^<section id="listImport"[^>]*>.*The import of 4 lines has started/s);
    await ended;

    const states = received
      .filter((message) => message.event === 'processState')
      .map((message) => message.data as { token: string; progress: number; message: string });
    assert.ok(states.every((state) => state.token === 'list-import-1'));
    assert.deepEqual(
      states.map((state) => state.progress),
      [0, 25, 50, 75, 100],
    );
    assert.equal(states[2]?.message, 'Importing: 2 of 4 lines done.');
    assert.equal(states[4]?.message, 'Import finished: 3 added, 1 not found.');
    assert.deepEqual(received.at(-1), { event: 'userTools' }, 'then the list counts in the header refresh');

    // The refresh the list element runs at 100: its region, with the new items and the outcome, once.
    const refresh = await visitor.get(`${JANAS_LIST}?_pu_target=listItems`, { 'PU-Request': '1' });
    assert.match(refresh.body, /^<fg-list-toggle id="listItems"[^>]*process-state-token="list-import-1"/);
    assert.equal(itemCount(refresh.body), before + 3);
    assert.match(
      refresh.body,
      /class="list-import-summary">Import finished: 3 added, 1 not found\. Not found: SF-9999\./,
    );
    const again = await visitor.get(`${JANAS_LIST}?_pu_target=listItems`, { 'PU-Request': '1' });
    assert.ok(!again.body.includes('list-import-summary'));
  });

  it('refuses an empty import in place and names the reason', async () => {
    const visitor = await signedInJana(app, JANAS_LIST);
    const plain = await visitor.post(IMPORT, { lines: ' \n \n' });
    assert.equal(plain.statusCode, 422);
    assert.match(plain.body, /id="list-import-notice" class="field-error">Enter at least one product code\./);
    const partial = await visitor.post(
      `${IMPORT}?_pu_target=listImport`,
      { lines: '' },
      { headers: PU_UI_HEADERS },
    );
    assert.equal(partial.statusCode, 200);
    assert.match(partial.body, /aria-invalid="true"/);
  });

  it("imports only into the visitor's own lists, and only for signed-in visitors", async () => {
    const john = new Visitor(app);
    assert.equal((await john.logIn('john@example.com', 'demo-password-2', 'en')).statusCode, 303);
    await john.start('/en/lists');
    assert.equal((await john.post(IMPORT, { lines: 'SF-0001' })).statusCode, 404);
    const anonymous = new Visitor(app);
    await anonymous.start('/en/');
    const refused = await anonymous.post(IMPORT, { lines: 'SF-0001' });
    assert.equal(refused.statusCode, 303);
    assert.equal(refused.headers.location, '/en/login');
    assert.equal((await anonymous.post(IMPORT, { lines: 'SF-0001' }, { withToken: false })).statusCode, 403);
  });
});
