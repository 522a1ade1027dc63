import assert from 'node:assert/strict';
import { Readable } from 'node:stream';
import { describe, it } from 'node:test';
import { PartialUpdateResponseError } from './partial-update-response-error.ts';
import { renderMultiTargetResponse } from './render-multi-target-response.ts';
import { streamMultiTargetResponse } from './stream-multi-target-response.ts';

async function pieces(body: AsyncIterable<string>): Promise<string[]> {
  const read: string[] = [];
  for await (const piece of body) read.push(piece);
  return read;
}

function later<T>(value: T): { promise: Promise<T>; settle(): void } {
  let settle = () => {};
  const promise = new Promise<T>((resolve) => {
    settle = () => resolve(value);
  });
  return { promise, settle };
}

const isResponseError = (error: unknown) => error instanceof PartialUpdateResponseError;

describe('streamMultiTargetResponse', () => {
  it('writes the delimiter at once, then each part with its closing marker', async () => {
    const body = streamMultiTargetResponse([
      { id: 'basketSummary', html: '<div id="basketSummary">2 items</div>' },
      { id: 'userMenu', html: Promise.resolve('<nav id="userMenu"></nav>') },
    ]);
    assert.deepEqual(await pieces(body), [
      '<!--pu:delimiters-->',
      '<!--pu:widget basketSummary--><div id="basketSummary">2 items</div><!--pu:end-->',
      '<!--pu:widget userMenu--><nav id="userMenu"></nav><!--pu:end-->',
    ]);
  });

  it('writes a part as soon as it is ready: a slow region does not hold back a fast one', async () => {
    const slow = later('<ul id="recommendations"></ul>');
    const iterator = streamMultiTargetResponse([
      { id: 'recommendations', html: slow.promise },
      { id: 'basketSummary', html: Promise.resolve('<div id="basketSummary">3 items</div>') },
    ])[Symbol.asyncIterator]();
    assert.equal((await iterator.next()).value, '<!--pu:delimiters-->');
    assert.equal(
      (await iterator.next()).value,
      '<!--pu:widget basketSummary--><div id="basketSummary">3 items</div><!--pu:end-->',
    );
    const next = iterator.next();
    slow.settle();
    assert.equal(
      (await next).value,
      '<!--pu:widget recommendations--><ul id="recommendations"></ul><!--pu:end-->',
    );
    assert.equal((await iterator.next()).done, true);
  });

  it('is read by the whole-answer parse as renderMultiTargetResponse would write it, closing markers aside', async () => {
    const parts = [
      { id: 'a', html: '<p id="a">á</p>' },
      { id: 'b', html: '<p id="b">b</p>' },
    ];
    const streamed = (await pieces(streamMultiTargetResponse(parts))).join('');
    assert.equal(streamed.replaceAll('<!--pu:end-->', ''), renderMultiTargetResponse(parts));
  });

  it('throws at once when there is no part, an id is invalid or one is repeated', () => {
    assert.throws(() => streamMultiTargetResponse([]), isResponseError);
    assert.throws(() => streamMultiTargetResponse([{ id: '1a', html: '' }]), isResponseError);
    assert.throws(
      () =>
        streamMultiTargetResponse([
          { id: 'a', html: '' },
          { id: 'a', html: '' },
        ]),
      isResponseError,
    );
  });

  it('fails the stream when a part holds a delimiter or closing comment, after the parts before it', async () => {
    for (const html of ['<!--pu:end-->', '<!-- pu:widget x-->', '<!--pu:delimiters-->']) {
      const read: string[] = [];
      const body = streamMultiTargetResponse([
        { id: 'a', html: '<p id="a"></p>' },
        { id: 'b', html: Promise.resolve(html) },
      ]);
      await assert.rejects(async () => {
        for await (const piece of body) read.push(piece);
      }, isResponseError);
      assert.equal(read.length, 2);
    }
  });

  it('fails the stream when a part cannot be rendered', async () => {
    const body = streamMultiTargetResponse([{ id: 'a', html: Promise.reject(new Error('stock down')) }]);
    await assert.rejects(pieces(body), /stock down/);
  });

  it('can be piped into a node:http response as a readable stream', async () => {
    const readable = Readable.from(streamMultiTargetResponse([{ id: 'a', html: '<p id="a"></p>' }]));
    let text = '';
    for await (const chunk of readable) text += chunk;
    assert.equal(text, '<!--pu:delimiters--><!--pu:widget a--><p id="a"></p><!--pu:end-->');
  });
});
