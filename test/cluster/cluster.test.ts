/**
 * Two demo instances on one PostgreSQL database behind HAProxy, round-robin (docs/deploy.md): the
 * shop's journeys through the balancer, where consecutive requests land on different instances,
 * and one instance killed in the middle of basket updates. The test script's cluster phase gives
 * the PostgreSQL server in DATABASE_URL (scripts/postgres.mjs).
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import { get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { type Cluster, startCluster } from './cluster.mjs';
import { HttpVisitor } from './http-visitor.ts';

const SERVER_URL = process.env.DATABASE_URL ?? '';
const PU_UI_HEADERS = { 'PU-Request': '1', 'PU-UI-Event': '1' };

/** The basket's lines as product id → quantity. */
async function basketLines(visitor: HttpVisitor): Promise<Record<string, number>> {
  const page = await visitor.get('/en/basket');
  const lines: Record<string, number> = {};
  for (const match of page.body.matchAll(/<input id="basket-quantity-(\d+)"[^>]*value="(\d+)"/g)) {
    lines[match[1]!] = Number(match[2]);
  }
  return lines;
}

/** Sends cheap requests until the last one came from `server`: the next goes to the other instance. */
async function nextGoesAfter(visitor: HttpVisitor, server: string): Promise<void> {
  for (let attempt = 0; attempt < 4; attempt += 1) {
    if ((await visitor.get('/')).servedBy === server) return;
  }
  assert.fail(`no answer came from ${server}`);
}

/** The server-sent events of a stream, as parsed JSON messages, until `done` says so. */
async function readEvents(
  body: ReadableStream<Uint8Array>,
  done: (message: { event: string; data?: unknown }) => boolean,
): Promise<{ event: string; data?: unknown }[]> {
  const messages: { event: string; data?: unknown }[] = [];
  const decoder = new TextDecoder();
  let buffered = '';
  const reader = body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    buffered += decoder.decode(read.value, { stream: true });
    let end = buffered.indexOf('\n\n');
    while (end >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      end = buffered.indexOf('\n\n');
      if (!block.startsWith('data: ')) continue;
      const message = JSON.parse(block.slice('data: '.length));
      messages.push(message);
      if (done(message)) {
        await reader.cancel();
        return messages;
      }
    }
  }
  return messages;
}

describe('two instances behind HAProxy on PostgreSQL', () => {
  let cluster: Cluster;
  before(async () => {
    assert.ok(SERVER_URL, 'DATABASE_URL names the PostgreSQL server (node scripts/test.mjs starts one)');
    cluster = await startCluster(SERVER_URL);
  });
  after(async () => cluster?.stop());

  it('signs in on one instance and is signed in on the other, with the basket following', async () => {
    const visitor = new HttpVisitor(cluster.url);
    const login = await visitor.logIn('jana@example.com', 'heslo-demo-1');
    assert.equal(login.status, 303);
    const served = new Set<string>([login.servedBy]);
    for (const product of ['2', '3']) {
      await visitor.get(`/en/product/${product}`);
      const added = await visitor.post('/qf/en/basket/add', { product, quantity: '2' });
      assert.equal(added.status, 200);
      served.add(added.servedBy);
    }
    const account = await visitor.get('/en/lists');
    assert.equal(account.status, 200);
    assert.match(account.body, /Obývák|Living room/, 'the signed-in visitor sees her own lists');
    served.add(account.servedBy);
    assert.deepEqual(await basketLines(visitor), { '2': 2, '3': 2 });
    assert.deepEqual([...served].sort(), ['app1', 'app2'], 'the journey crossed both instances');
  });

  it('answers live validation of the registration on either instance with the context the other opened', async () => {
    const visitor = new HttpVisitor(cluster.url);
    await visitor.get('/qf/en/ramjet/register');
    const call = (email: string, validationContextId: string) =>
      visitor.post('/validate/en/ramjet/register', {
        'frm.name': 'Eva',
        'frm.email': email,
        'frm.password': '',
        'frm.passwordConfirm': '',
        formId: 'registrationForm',
        requestedWidgets: 'frm.email',
        validationContextId,
      });
    const handshake = await call('jana@example.com', '');
    const first = JSON.parse(handshake.body);
    assert.equal(first.error, false);
    assert.deepEqual(first.data.widgets[0].messages, ['An account with this e-mail already exists.']);
    const next = await call('eva.cluster@example.com', first.data.validationContextId);
    assert.notEqual(next.servedBy, handshake.servedBy, 'the second call went to the other instance');
    const second = JSON.parse(next.body);
    assert.equal(second.error, false, 'the other instance knows the context');
    assert.equal(second.data.validationContextId, first.data.validationContextId);
    assert.equal(second.data.containerStatus, 'valid');
  });

  it('pushes the progress of a list import to the stream held by the instance the upload did not go to', async () => {
    const visitor = new HttpVisitor(cluster.url);
    assert.equal((await visitor.logIn('jana@example.com', 'heslo-demo-1')).status, 303);
    await visitor.get('/en/lists/1');
    const stream = await visitor.raw('/qf/en/ramjet/push', { headers: { accept: 'text/event-stream' } });
    assert.equal(stream.status, 200);
    const streamServer = stream.headers.get('x-served-by') ?? '';
    assert.ok(stream.body);
    const events = readEvents(stream.body, (message) => message.event === 'userTools');
    await nextGoesAfter(visitor, streamServer);
    const upload = await visitor.post(
      '/qf/en/lists/1/import?_pu_target=listImport',
      { lines: 'SF-0050\nSF-0051\nSF-9999' },
      PU_UI_HEADERS,
    );
    assert.equal(upload.status, 200);
    assert.notEqual(upload.servedBy, streamServer, 'the upload went to the other instance');
    const received = await events;
    const progress = received
      .filter((message) => message.event === 'processState')
      .map((message) => (message.data as { progress: number }).progress);
    assert.equal(progress[0], 0, 'the start arrives');
    assert.equal(progress.at(-1), 100, 'the end arrives');
    assert.deepEqual(
      progress,
      [...progress].sort((a, b) => a - b),
      'in order',
    );
    assert.equal(received.at(-1)?.event, 'userTools');
    const list = (await visitor.get('/en/lists/1')).body;
    assert.ok(list.includes('href="/en/product/50"'), 'the first imported product is on the list');
    assert.ok(list.includes('href="/en/product/51"'), 'the second too');
  });

  it('counts registration attempts of one e-mail on both instances together', async () => {
    const visitor = new HttpVisitor(cluster.url);
    await visitor.get('/qf/en/ramjet/register');
    const attempt = () =>
      visitor.post('/qf/en/ramjet/register', {
        'frm.name': 'Somebody',
        'frm.email': 'limit.cluster@example.com',
        'frm.password': 'short',
        'frm.passwordConfirm': 'other',
      });
    const answers = [];
    for (let index = 0; index < 6; index += 1) answers.push(await attempt());
    assert.deepEqual(
      answers.map((answer) => answer.status === 429),
      [false, false, false, false, false, true],
      'the sixth attempt for the e-mail is refused (five per minute), wherever the five went',
    );
    assert.deepEqual([...new Set(answers.map((answer) => answer.servedBy))].sort(), ['app1', 'app2']);
  });

  it('caps open connections per client address at the balancer, and has room again when one closes', async () => {
    const { hostname, port } = new URL(cluster.url);
    /** A connection to the balancer, and whether it is closed within a second of opening. */
    const open = (): Promise<{ socket: Socket; closedAtOnce: Promise<boolean> }> =>
      new Promise((resolve) => {
        const socket = connect(Number(port), hostname);
        // A refused connection is reset, maybe before it is even reported connected: its close tells.
        socket.on('error', () => {});
        const closedAtOnce = Promise.race([
          // Not events.once: it rejects on the reset's error event.
          new Promise<boolean>((done) => socket.once('close', () => done(true))),
          new Promise<boolean>((done) => setTimeout(() => done(false), 1000)),
        ]);
        for (const event of ['connect', 'close']) socket.once(event, () => resolve({ socket, closedAtOnce }));
      });
    const held: Socket[] = [];
    try {
      // 72 at once, well within the balancer's 30 s client time-out. The earlier tests' kept-alive
      // connections count too: 64 of them all, from this address, stay open.
      const opened = await Promise.all(Array.from({ length: 72 }, open));
      held.push(...opened.map(({ socket }) => socket));
      const closed = await Promise.all(opened.map(({ closedAtOnce }) => closedAtOnce));
      const stayed = held.filter((_, index) => !closed[index]);
      assert.ok(
        stayed.length <= 64 && stayed.length > 56,
        `${stayed.length} stayed open (64 less the kept-alive ones)`,
      );
      stayed[0]?.destroy();
      await new Promise((resolve) => setTimeout(resolve, 200));
      // A connection of its own (not the fetch pool's): the room one closed connection made.
      const status = await new Promise<number | undefined>((resolve, reject) =>
        get(`${cluster.url}/en/`, { agent: false }, (response) => {
          response.resume();
          resolve(response.statusCode);
        }).once('error', reject),
      );
      assert.equal(status, 200, 'one closed: a new one is served');
    } finally {
      for (const socket of held) socket.destroy();
    }
  });

  it('keeps serving when one instance is killed in the middle of basket updates, losing none', async () => {
    const visitor = new HttpVisitor(cluster.url);
    await visitor.get('/en/product/1');
    const products = Array.from({ length: 24 }, (_, index) => String(index + 1));
    for (const [index, product] of products.entries()) {
      if (index === 8) {
        const gone = once(cluster.instances.app1, 'exit');
        cluster.instances.app1.kill('SIGKILL');
        await gone;
      }
      const added = await visitor.post('/qf/en/basket/add', { product, quantity: '1' });
      assert.equal(added.status, 200, `update ${index + 1} answered`);
      if (index > 8) assert.equal(added.servedBy, 'app2', 'the killed instance gets no more requests');
    }
    assert.deepEqual(await basketLines(visitor), Object.fromEntries(products.map((product) => [product, 1])));
  });
});
