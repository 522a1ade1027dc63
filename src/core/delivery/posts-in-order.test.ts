import { expect } from 'chai';
import { type FakeServer, fakeServer } from 'nise';
import { afterZeroDelayTimers } from '../test-support/waits.ts';
import { send, type TransportRequest } from '../transport.ts';
import { PostsInOrder } from './posts-in-order.ts';

const post = (body: string, path = '/qf/cs/basket/update'): TransportRequest => ({
  method: 'POST',
  url: new URL(path, location.origin),
  headers: {},
  body: new URLSearchParams(body),
  timeout: 30_000,
  noCache: false,
});

const nameOfFailure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: Error) => error.name,
  );

describe('PostsInOrder', () => {
  let server: FakeServer;
  let posts: PostsInOrder<[]>;
  beforeEach(() => {
    server = fakeServer.create();
    posts = new PostsInOrder(send);
  });
  afterEach(() => server.restore());

  it('sends a change made while one to the same address is on the wire after its answer, the newest of those waiting only', async () => {
    const first = new AbortController();
    const eight = posts.send(post('product=2&quantity=8'), first.signal, 'line');
    expect(server.requests.length).to.equal(1);
    // The engine aborts the older update of the region when a newer one starts (newest wins).
    first.abort();
    const nine = new AbortController();
    const ninth = nameOfFailure(posts.send(post('product=2&quantity=9'), nine.signal, 'line'));
    nine.abort();
    const ten = posts.send(post('product=2&quantity=10'), new AbortController().signal, 'line');
    expect(server.requests.length, 'nothing more leaves while the first is on the wire').to.equal(1);
    expect(await nameOfFailure(eight)).to.equal('AbortedError');
    expect(server.requests[0]?.aborted, 'a post that left is not cut off').to.not.equal(true);
    server.requests[0]?.respond(200, {}, 'eight');
    await afterZeroDelayTimers();
    expect(server.requests.map((request) => String(request.requestBody))).to.deep.equal([
      'product=2&quantity=8',
      'product=2&quantity=10',
    ]);
    expect(await ninth).to.equal('AbortedError');
    server.requests[1]?.respond(200, {}, 'ten');
    expect((await ten).body).to.equal('ten');
  });

  it('sends the next change after a failed one all the same', async () => {
    const first = posts.send(post('quantity=8'), new AbortController().signal, 'line');
    const second = posts.send(post('quantity=9'), new AbortController().signal, 'line');
    server.requests[0]?.error();
    expect(await nameOfFailure(first)).to.equal('RequestFailedError');
    await afterZeroDelayTimers();
    server.requests[1]?.respond(200, {}, 'nine');
    expect((await second).body).to.equal('nine');
  });

  it('does not send again a post identical to the one on the wire: a double submit adds once', async () => {
    const first = new AbortController();
    const once = nameOfFailure(
      posts.send(post('product=5&quantity=1', '/qf/cs/basket/add'), first.signal, 'x'),
    );
    first.abort();
    const again = posts.send(
      post('product=5&quantity=1', '/qf/cs/basket/add'),
      new AbortController().signal,
      'x',
    );
    expect(server.requests.length).to.equal(1);
    server.requests[0]?.respond(200, {}, 'added once');
    expect((await again).body).to.equal('added once');
    expect(await once).to.equal('AbortedError');
  });

  it('sends posts to other addresses at once, and leaves GETs to the engine: an abort cuts a GET off', async () => {
    posts.send(post('a=1', '/one'), new AbortController().signal, 'x');
    posts.send(post('a=1', '/two'), new AbortController().signal, 'x');
    expect(server.requests.length).to.equal(2);
    const get = new AbortController();
    const page = nameOfFailure(
      posts.send({ ...post('', '/list'), method: 'GET', body: null }, get.signal, 'x'),
    );
    get.abort();
    expect(server.requests[2]?.aborted).to.equal(true);
    expect(await page).to.equal('AbortedError');
  });
});
