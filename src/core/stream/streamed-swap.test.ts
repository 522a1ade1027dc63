import { expect } from 'chai';
import sinon from 'sinon';
import { repeatingWithFreshToken } from '../delivery/repeat-with-fresh-token.ts';
import { engineConfigFrom } from '../engine-config.ts';
import { AbortedError, HttpStatusError, RequestFailedError } from '../errors.ts';
import { partialUpdate } from '../partial-update.ts';
import { rejectionOf, useEngineFixture } from '../test-support/engine-fixture.ts';
import { flushPromises, settle, until } from '../test-support/waits.ts';
import { send, type TransportRequest } from '../transport.ts';
import { streamAnswer } from './test-support/streamed-answer.ts';

const text = (id: string) => document.getElementById(id)?.textContent;
const INNER_PART = '<!--pu:delimiters--><!--pu:widget inner--><div id="inner">I2</div>';
const SIDE_PART = '<!--pu:widget side--><div id="side">S2</div>';

describe('streamed multi-target answers', () => {
  const engine = useEngineFixture();

  it('swaps a region as soon as its part is complete, before the slow part arrives', async () => {
    const done = partialUpdate({ target: 'inner+side', url: '/x' });
    const answer = streamAnswer(engine.lastRequest());
    answer.send(INNER_PART);
    await settle();
    // The inner part may still go on: nothing is swapped before its end is seen.
    expect(text('inner')).to.equal('old inner');
    answer.send('<!--pu:end-->');
    await until(() => text('inner') === 'I2', 'the fast region swapped');
    expect(text('side')).to.equal('old side');
    answer.send(SIDE_PART);
    answer.end();
    const result = await done;
    expect(text('side')).to.equal('S2');
    expect(result.elements.map((element) => element.id)).to.deep.equal(['inner', 'side']);
    expect(result.elements[0]).to.equal(document.getElementById('inner'));
  });

  it('swaps the last region as the request loads, before the update has the answer', async () => {
    let sideWhenAnswered: string | null | undefined;
    const config = engineConfigFrom(engine.fixture, {
      send: async (request, signal, label) => {
        const response = await send(request, signal, label);
        sideWhenAnswered = text('side');
        return response;
      },
    });
    const done = partialUpdate({ target: 'inner+side', url: '/x' }, { config });
    const answer = streamAnswer(engine.lastRequest());
    answer.send(`${INNER_PART}<!--pu:end-->${SIDE_PART}`);
    await until(() => text('inner') === 'I2', 'the first region swapped');
    expect(text('side')).to.equal('old side');
    answer.end();
    const result = await done;
    expect(sideWhenAnswered).to.equal('S2');
    expect(result.elements.map((element) => element.id)).to.deep.equal(['inner', 'side']);
    expect(result.elements[1]).to.equal(document.getElementById('side'));
  });

  it('swaps the parts one read completes together, a part that leaves an element open read as if alone', async () => {
    const done = partialUpdate({ target: 'inner+side', url: '/x' });
    const answer = streamAnswer(engine.lastRequest());
    answer.send(
      '<!--pu:delimiters--><!--pu:widget inner--><div id="inner"><span>I2<!--pu:widget side--><div id="side">S2</div><!--pu:end-->',
    );
    await until(() => text('side') === 'S2', 'both regions swapped before the answer ended');
    expect(text('inner')).to.equal('I2');
    expect(document.getElementById('inner')?.querySelector('#side')).to.equal(null);
    answer.end();
    await done;
    expect(text('side')).to.equal('S2');
  });

  for (const together of [false, true])
    it(`takes nothing after a part's closing marker for its region${together ? ', together' : ''}`, async () => {
      const error = sinon.stub(console, 'error');
      try {
        const done = partialUpdate({ target: 'inner+side', url: '/x', together });
        const answer = streamAnswer(engine.lastRequest());
        answer.send(
          `<!--pu:delimiters--><!--pu:widget inner--><!--pu:end--><div id="inner">stray</div>${SIDE_PART}`,
        );
        answer.end();
        await done;
        // Read as it arrived or whole, the same answer makes the same page: an empty inner region.
        expect(text('inner')).to.equal('');
        expect(text('side')).to.equal('S2');
        expect(error.calledWithMatch(/inner/)).to.equal(true);
      } finally {
        error.restore();
      }
    });

  it('swaps nothing more early once the session-expired marker has arrived, split across reads', async () => {
    const done = partialUpdate({ target: 'inner+side', url: '/x' });
    const answer = streamAnswer(engine.lastRequest());
    answer.send(`${INNER_PART}<!--pu:end--><!--pu:widget side--><div id="side">Ask about perform`);
    await until(() => text('inner') === 'I2', 'the first region swapped');
    answer.send('Login here</div><!--pu:end-->');
    await settle();
    // The answer may mean an expired session: what it says is read whole (here it does not mean one).
    expect(text('side')).to.equal('old side');
    answer.end();
    await done;
    expect(text('side')).to.equal('Ask about performLogin here');
  });

  it("takes the next part's marker, split across pieces, for the end of a part", async () => {
    const done = partialUpdate({ target: 'inner+side', url: '/x' });
    const answer = streamAnswer(engine.lastRequest());
    answer.send(`${INNER_PART}<!--pu:wid`);
    await settle();
    expect(text('inner')).to.equal('old inner');
    answer.send('get side-->');
    await until(() => text('inner') === 'I2', 'the first region swapped');
    answer.send('<div id="side">S2</div>');
    answer.end();
    await done;
    expect(text('side')).to.equal('S2');
  });

  it('with data-pu-together, waits for the whole answer and swaps every region at once', async () => {
    const done = partialUpdate({ target: 'inner+side', url: '/x', together: true });
    const answer = streamAnswer(engine.lastRequest());
    answer.send(`${INNER_PART}<!--pu:end-->`);
    await settle();
    expect(text('inner')).to.equal('old inner');
    answer.send(SIDE_PART);
    await settle();
    expect(text('inner')).to.equal('old inner');
    answer.end();
    await done;
    expect([text('inner'), text('side')]).to.deep.equal(['I2', 'S2']);
  });

  it('reads data-pu-together from the trigger', async () => {
    const link = document.createElement('a');
    link.setAttribute('data-pu-together', '');
    engine.fixture.append(link);
    const { readElementOptions } = await import('../settings.ts');
    expect(readElementOptions(link).together).to.equal(true);
  });

  it('puts back what it swapped when the connection breaks before the last part, and reports the failure', async () => {
    const oldInner = document.getElementById('inner');
    const done = rejectionOf(partialUpdate({ target: 'inner+side', url: '/x' }));
    const answer = streamAnswer(engine.lastRequest());
    answer.send(`${INNER_PART}<!--pu:end-->`);
    await until(() => text('inner') === 'I2', 'the fast region swapped');
    const completed = sinon.spy();
    document.addEventListener('fg:pu-complete', completed, { once: true });
    answer.send('<!--pu:widget side--><div id="side">S');
    answer.fail();
    expect(await done).to.be.instanceOf(RequestFailedError);
    expect(document.getElementById('inner')).to.equal(oldInner);
    expect([text('inner'), text('side')]).to.deep.equal(['old inner', 'old side']);
    // Put back before the update is told to have ended.
    expect(completed.calledOnce).to.equal(true);
  });

  it('with data-pu-together, swaps nothing of an answer whose connection breaks', async () => {
    const done = rejectionOf(partialUpdate({ target: 'inner+side', url: '/x', together: true }));
    const answer = streamAnswer(engine.lastRequest());
    answer.send(`${INNER_PART}<!--pu:end-->`);
    await settle();
    expect(text('inner')).to.equal('old inner');
    answer.fail();
    expect(await done).to.be.instanceOf(RequestFailedError);
    expect([text('inner'), text('side')]).to.deep.equal(['old inner', 'old side']);
  });

  for (const together of [false, true]) {
    it(`swaps nothing of a streamed answer with an error status${together ? ', together' : ''}`, async () => {
      const done = rejectionOf(partialUpdate({ target: 'inner+side', url: '/x', together }));
      const answer = streamAnswer(engine.lastRequest(), 500);
      answer.send(`${INNER_PART}<!--pu:end-->`);
      await settle();
      expect(text('inner')).to.equal('old inner');
      answer.send(SIDE_PART);
      answer.end();
      expect(await done).to.be.instanceOf(HttpStatusError);
      expect([text('inner'), text('side')]).to.deep.equal(['old inner', 'old side']);
    });

    it(`swaps nothing of an answer that does not start with the delimiter${together ? ', together' : ''}`, async () => {
      const done = rejectionOf(partialUpdate({ target: 'inner+side', url: '/x', together }));
      const answer = streamAnswer(engine.lastRequest());
      answer.send('<div id="inner">I2</div><!--pu:widget side--><div id="side">S2</div>');
      await settle();
      answer.end();
      expect((await done) as Error).to.have.property('name', 'UnparseableResponseError');
      expect([text('inner'), text('side')]).to.deep.equal(['old inner', 'old side']);
    });
  }

  it('aborted mid-stream by a newer update, puts back what it swapped and swaps nothing more', async () => {
    const oldInner = document.getElementById('inner');
    const first = rejectionOf(partialUpdate({ target: 'inner+side', url: '/x' }));
    const answer = streamAnswer(engine.lastRequest());
    answer.send(`${INNER_PART}<!--pu:end-->`);
    await until(() => text('inner') === 'I2', 'the fast region swapped');
    const newer = partialUpdate({ target: 'inner', url: '/y' });
    const newerRequest = engine.lastRequest();
    expect(await first).to.be.instanceOf(AbortedError);
    expect(document.getElementById('inner')).to.equal(oldInner);
    // The rest of the old answer, were it still to come, changes nothing.
    answer.send(SIDE_PART);
    await settle();
    expect([text('inner'), text('side')]).to.deep.equal(['old inner', 'old side']);
    newerRequest.respond(200, { 'Content-Type': 'text/html' }, '<div id="inner">newest</div>');
    await newer;
    expect([text('inner'), text('side')]).to.deep.equal(['newest', 'old side']);
  });

  it('places focus, announces and records the history once, after the last region', async () => {
    const inner = document.getElementById('inner') as HTMLElement;
    inner.innerHTML = '<input id="query">';
    (document.getElementById('query') as HTMLInputElement).focus();
    const pushState = sinon.stub(history, 'pushState');
    const updatedMessage = sinon.stub().returns('');
    const completed = sinon.spy();
    engine.fixture.addEventListener('fg:pu-complete', completed);
    const config = engineConfigFrom(engine.fixture, { updatedMessage });
    const done = partialUpdate({ target: 'inner+side', url: '/x', alterHistory: true }, { config });
    const answer = streamAnswer(engine.lastRequest());
    answer.send('<!--pu:delimiters--><!--pu:widget inner--><div id="inner"><input id="query"></div>');
    answer.send('<!--pu:end-->');
    await until(() => !inner.isConnected, 'the fast region swapped');
    await flushPromises();
    expect(updatedMessage.called).to.equal(false);
    expect(pushState.called).to.equal(false);
    expect(completed.called).to.equal(false);
    answer.send(SIDE_PART);
    answer.end();
    await done;
    await settle();
    expect(document.activeElement).to.equal(document.getElementById('query'));
    expect(updatedMessage.calledOnce).to.equal(true);
    expect(updatedMessage.firstCall.args[0].map((region: Element) => region.id)).to.deep.equal([
      'inner',
      'side',
    ]);
    expect(pushState.calledOnce).to.equal(true);
    expect(completed.calledOnce).to.equal(true);
  });

  it('swaps nothing more once the update has swapped the rest (a later answer to the same request: a revalidation)', async () => {
    let sent: TransportRequest | undefined;
    const config = engineConfigFrom(engine.fixture, {
      send: (request, signal, label) => {
        sent = request;
        return send(request, signal, label);
      },
    });
    const done = partialUpdate({ target: 'inner+side', url: '/x' }, { config });
    const answer = streamAnswer(engine.lastRequest());
    answer.send(`${INNER_PART}<!--pu:end-->${SIDE_PART}`);
    answer.end();
    const { elements } = await done;
    sent?.onBodyProgress?.(
      {
        status: 200,
        statusText: 'OK',
        body: `${INNER_PART}<!--pu:end-->${SIDE_PART}<!--pu:end--><!--pu:widget side--><div id="side">later</div>`,
        header: () => null,
      },
      true,
    );
    await settle();
    expect(['inner', 'side'].map((id) => document.getElementById(id))).to.deep.equal(elements);
  });

  it('streams the answer of a request sent once more with a fresh token, after the 403 that refused it', async () => {
    const repeating = repeatingWithFreshToken(send);
    // A POST with the page's stale token (a form's, in the shop), refused and repeated by delivery.
    const config = engineConfigFrom(engine.fixture, {
      send: (request, signal, label) =>
        repeating(
          { ...request, method: 'POST', headers: { ...request.headers, 'X-CSRF-Token': 'stale' } },
          signal,
          label,
        ),
    });
    const done = partialUpdate({ target: 'inner+side', url: '/x' }, { config });
    const refused = streamAnswer(engine.lastRequest(), 403, {
      'X-CSRF-Token': 'fresh',
      'PU-Repeatable': '1',
    });
    refused.send('refused');
    refused.end();
    await until(() => engine.server.requests.length === 2, 'the request sent once more');
    expect(engine.lastRequest().requestHeaders['X-CSRF-Token']).to.equal('fresh');
    const answer = streamAnswer(engine.lastRequest());
    answer.send(`${INNER_PART}<!--pu:end-->`);
    await until(() => text('inner') === 'I2', 'the first region swapped before the rest of the answer');
    expect(text('side')).to.equal('old side');
    answer.send(SIDE_PART);
    answer.end();
    await done;
    expect([text('inner'), text('side')]).to.deep.equal(['I2', 'S2']);
  });

  it('reads an answer that arrives whole at once as before (the fallback)', async () => {
    const done = partialUpdate({ target: 'inner+side', url: '/x' });
    engine.answer(`${INNER_PART}<!--pu:end-->${SIDE_PART}<!--pu:end-->`);
    await done;
    expect([text('inner'), text('side')]).to.deep.equal(['I2', 'S2']);
  });
});
