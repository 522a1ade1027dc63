import { expect } from 'chai';
import sinon from 'sinon';
import {
  ContainerMissingError,
  ForeignRedirectError,
  HttpStatusError,
  RequestFailedError,
  TargetNotSpecifiedError,
  UnparseableResponseError,
} from './errors.ts';
import { pageNavigation } from './page-navigation.ts';
import { abort, partialUpdate } from './partial-update.ts';
import { absoluteUrl } from './test-support/absolute-url.ts';
import { HTML_HEADERS, useEngineFixture } from './test-support/engine-fixture.ts';

describe('partialUpdate', () => {
  const engine = useEngineFixture();
  const { lastRequest } = engine;
  const html = HTML_HEADERS;

  it('sends a GET with the wire-contract headers and markers, host stripped', async () => {
    const done = partialUpdate({
      target: 'inner',
      url: 'https://other.example/cs/list?page=2',
      eventName: 'showPage',
      requestTarget: 'outer',
      layoutContext: 'wide',
      historyLevel: 2,
      suppressRedirect: true,
      uiEvent: true,
      data: { sort: 'price' },
    });
    const request = lastRequest();
    expect(request.method).to.equal('GET');
    const url = new URL(request.url, location.origin);
    expect(url.origin).to.equal(location.origin);
    expect(url.pathname).to.equal('/cs/list');
    expect(url.searchParams.get('page')).to.equal('2');
    expect(url.searchParams.get('sort')).to.equal('price');
    expect(url.searchParams.get('_pu_target')).to.equal('inner');
    expect(url.searchParams.get('_pu_request_target')).to.equal('outer');
    expect(url.searchParams.get('_pu_event')).to.equal('showPage');
    expect(url.searchParams.get('_pu_layout')).to.equal('wide');
    expect(url.searchParams.get('_pu_history')).to.equal('2');
    expect(url.searchParams.get('_pu_no_redirect')).to.equal('1');
    expect(request.requestHeaders['PU-Request']).to.equal('1');
    expect(request.requestHeaders['PU-UI-Event']).to.equal('1');
    expect(request.requestHeaders.Accept).to.equal('text/html');
    request.respond(200, html, '<div id="inner">new</div>');
    await done;
  });

  it('omits PU-UI-Event on a refresh and never sends omitted parameters', async () => {
    const done = partialUpdate({ target: 'inner', url: '/x', data: 'a=1&b=2', omit: 'b' });
    const request = lastRequest();
    expect(request.requestHeaders).not.to.have.property('PU-UI-Event');
    const url = new URL(request.url, location.origin);
    expect(url.searchParams.get('a')).to.equal('1');
    expect(url.searchParams.has('b')).to.equal(false);
    request.respond(200, html, '<div id="inner">new</div>');
    await done;
  });

  it('swaps a single target and fires the lifecycle events in order', async () => {
    const seen: string[] = [];
    for (const name of ['fg:pu-start', 'fg:pu-before-replace', 'fg:pu-after-replace', 'fg:pu-complete']) {
      engine.fixture.addEventListener(name, () => seen.push(name));
    }
    const done = partialUpdate({ target: 'inner', url: '/x' });
    lastRequest().respond(
      200,
      html,
      '<html><body><main><div id="inner"><b>fresh</b></div></main></body></html>',
    );
    const result = await done;
    expect(result.status).to.equal('swapped');
    expect(document.getElementById('inner')?.innerHTML).to.equal('<b>fresh</b>');
    expect(seen).to.deep.equal([
      'fg:pu-start',
      'fg:pu-before-replace',
      'fg:pu-after-replace',
      'fg:pu-complete',
    ]);
  });

  it('sends no request when fg:pu-start is cancelled', async () => {
    engine.fixture.addEventListener('fg:pu-start', (event) => event.preventDefault(), { once: true });
    const result = await partialUpdate({ target: 'inner', url: '/x' });
    expect(result.status).to.equal('cancelled');
    expect(engine.server.requests).to.have.length(0);
  });

  it('requires a target, in the Czech developer message', async () => {
    const error = await partialUpdate({ url: '/x' }).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(TargetNotSpecifiedError);
    expect((error as Error).message).to.equal(
      'Cíl partial update musí být zadán atributem data-partial-update-target.',
    );
  });

  it('refuses a target container that is not in the page', async () => {
    const error = await partialUpdate({ target: 'nowhere', url: '/x' }).catch((e: unknown) => e);
    expect(error).to.be.instanceOf(ContainerMissingError);
    expect((error as Error).message).to.equal(
      'Cannot perform partial update of the container id nowhere is not present.',
    );
    expect(engine.server.requests).to.have.length(0);
  });

  it('substitutes an empty container and logs when the answer lacks the element', async () => {
    const log = sinon.stub(console, 'error');
    const done = partialUpdate({ target: 'inner', url: '/x' });
    engine.answer('<div id="other">x</div>');
    await done;
    expect(log.calledWith("In server response wasn't find element with id attribute inner")).to.equal(true);
    const inner = document.getElementById('inner');
    expect(inner?.childNodes).to.have.length(0);
  });

  for (const [status, body] of [
    [500, '<div id="inner">x</div>'],
    [200, '   '],
    [404, ''],
  ] as const) {
    it(`fails with the HTTP error text for status ${status} and body ${JSON.stringify(body)}`, async () => {
      const complete = sinon.spy();
      engine.fixture.addEventListener('fg:pu-complete', complete);
      const done = partialUpdate({ target: 'inner', url: '/x' }).catch((e: unknown) => e);
      lastRequest().respond(status, html, body);
      const error = await done;
      expect(error).to.be.instanceOf(HttpStatusError);
      expect((error as Error).message).to.equal(
        `Server returned HTTP: ${status} (no partial update performed)`,
      );
      expect(document.getElementById('inner')?.textContent).to.equal('old inner');
      expect(complete.firstCall.args[0].detail.error).to.equal(error);
    });
  }

  it('reports a network failure with the request-error text and calls onError first', async () => {
    const order: string[] = [];
    const done = partialUpdate({
      target: 'inner',
      url: '/x',
      onError: () => order.push('onError'),
    }).catch((e: unknown) => {
      order.push('rejected');
      return e;
    });
    lastRequest().error();
    const error = await done;
    expect(error).to.be.instanceOf(RequestFailedError);
    expect((error as Error).message).to.match(
      /^Server returned HTTP: 0 .*\(network error\)\. No partial update performed$/,
    );
    expect(order).to.deep.equal(['onError', 'rejected']);
  });

  it('swaps every region of a multi-target answer', async () => {
    const done = partialUpdate({ target: 'inner+side', url: '/x' });
    lastRequest().respond(
      200,
      html,
      '<!--pu:delimiters--><!--pu:widget inner--><div id="inner">I2</div><!--pu:widget side--><div id="side">S2</div>',
    );
    await done;
    expect(document.getElementById('inner')?.textContent).to.equal('I2');
    expect(document.getElementById('side')?.textContent).to.equal('S2');
  });

  it('takes each region from its own part: an element of that id in another part is not it', async () => {
    const done = partialUpdate({ target: 'inner+side', url: '/x' });
    lastRequest().respond(
      200,
      html,
      '<!--pu:delimiters--><!--pu:widget inner--><div><p id="side">wrong</p></div><div id="inner">I2</div><!--pu:widget side--><div id="side">S2</div>',
    );
    await done;
    expect(document.getElementById('inner')?.textContent).to.equal('I2');
    expect(document.getElementById('side')?.tagName).to.equal('DIV');
    expect(document.getElementById('side')?.textContent).to.equal('S2');
  });

  it('finds a region wrapped inside its part, the first of that id in the part', async () => {
    const done = partialUpdate({ target: 'inner+side', url: '/x' });
    lastRequest().respond(
      200,
      html,
      '<!--pu:delimiters--><!--pu:widget inner-->\n<div class="wrap"><section id="inner">I2</section></div><div id="inner">later</div>' +
        '<!--pu:widget side--><div id="side">S2</div>',
    );
    await done;
    expect(document.getElementById('inner')?.tagName).to.equal('SECTION');
    expect(document.getElementById('inner')?.textContent).to.equal('I2');
    expect(document.getElementById('side')?.textContent).to.equal('S2');
  });

  it('reads a part that leaves an element open as if it were alone: the parts after it are still found', async () => {
    const done = partialUpdate({ target: 'inner+side', url: '/x' });
    lastRequest().respond(
      200,
      html,
      '<!--pu:delimiters--><!--pu:widget inner--><div id="inner"><span>I2<!--pu:widget side--> <div id="side">S2</div>',
    );
    await done;
    expect(document.getElementById('inner')?.textContent).to.equal('I2');
    expect(document.getElementById('inner')?.querySelector('#side')).to.equal(null);
    expect(document.getElementById('side')?.textContent).to.equal('S2');
  });

  it('runs no script of a multi-target answer', async () => {
    const done = partialUpdate({ target: 'inner+side', url: '/x' });
    lastRequest().respond(
      200,
      html,
      '<!--pu:delimiters--><!--pu:widget inner--><div id="inner">I2<script>window.puScriptRan = true</script></div><!--pu:widget side--><div id="side">S2</div>',
    );
    await done;
    expect(document.getElementById('inner')?.querySelector('script')).to.not.equal(null);
    expect((window as Window & { puScriptRan?: boolean }).puScriptRan).to.equal(undefined);
  });

  it('swaps nothing when a multi-target answer lacks the delimiter comment', async () => {
    const done = partialUpdate({ target: 'inner+side', url: '/x' }).catch((e: unknown) => e);
    engine.answer('<div id="inner">I2</div><div id="side">S2</div>');
    const error = await done;
    expect(error).to.be.instanceOf(UnparseableResponseError);
    expect((error as Error).message).to.equal(
      'Server returned unparseable result - expected response starting with the widget-delimiters comment.',
    );
    expect(document.getElementById('inner')?.textContent).to.equal('old inner');
    expect(document.getElementById('side')?.textContent).to.equal('old side');
  });

  it('swaps nothing of a multi-target answer when one container has gone, after one retry at 200 ms', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const done = partialUpdate({ target: 'inner+side', url: '/x' }).catch((e: unknown) => e);
    document.getElementById('side')?.remove();
    lastRequest().respond(
      200,
      html,
      '<!--pu:delimiters--><!--pu:widget inner--><div id="inner">I2</div><!--pu:widget side--><div id="side">S2</div>',
    );
    await clock.tickAsync(199);
    expect(document.getElementById('inner')?.textContent).to.equal('old inner');
    await clock.tickAsync(1);
    const error = await done;
    clock.restore();
    expect(error).to.be.instanceOf(ContainerMissingError);
    expect(document.getElementById('inner')?.textContent).to.equal('old inner');
  });

  it('retries a container that is back within 200 ms', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const side = document.getElementById('side') as HTMLElement;
    const done = partialUpdate({ target: 'side', url: '/x' });
    side.remove();
    engine.answer('<div id="side">S2</div>');
    await clock.tickAsync(100);
    engine.fixture.append(side);
    await clock.tickAsync(100);
    await done;
    clock.restore();
    expect(document.getElementById('side')?.textContent).to.equal('S2');
  });

  it('aborts the pending request of a nested region when its outer region is requested', async () => {
    const innerDone = partialUpdate({ target: 'inner', url: '/inner' }).catch((e: unknown) => e);
    const innerRequest = lastRequest();
    const outerDone = partialUpdate({ target: 'outer', url: '/outer' });
    expect(innerRequest.aborted).to.equal(true);
    engine.answer('<div id="outer"><div id="inner">from outer</div></div>');
    await outerDone;
    const innerError = (await innerDone) as Error;
    expect(innerError.name).to.equal('AbortedError');
    expect(document.getElementById('inner')?.textContent).to.equal('from outer');
  });

  it('never swaps a stale answer after a newer request for the same region started', async () => {
    const first = partialUpdate({ target: 'inner', url: '/first' }).catch((e: unknown) => e);
    const firstRequest = lastRequest();
    const second = partialUpdate({ target: 'inner', url: '/second' });
    const secondRequest = lastRequest();
    secondRequest.respond(200, html, '<div id="inner">second</div>');
    await second;
    // The fake XHR of an aborted request ignores late answers, as a real one does; assert the outcome.
    expect(((await first) as Error).name).to.equal('AbortedError');
    expect(firstRequest.aborted).to.equal(true);
    expect(document.getElementById('inner')?.textContent).to.equal('second');
  });

  it('abort(target) aborts the regions inside it and reports the abort on completion', async () => {
    const complete = sinon.spy();
    engine.fixture.addEventListener('fg:pu-complete', complete);
    const done = partialUpdate({ target: 'inner', url: '/x' }).catch((e: unknown) => e);
    abort('outer');
    expect(((await done) as Error).name).to.equal('AbortedError');
    expect(complete.firstCall.args[0].detail.aborted).to.equal(true);
    expect(complete.firstCall.args[0].detail.error.name).to.equal('AbortedError');
  });

  it('follows a same-origin PU-Redirect with a full navigation', async () => {
    const done = partialUpdate({ target: 'inner', url: '/x' });
    lastRequest().respond(200, { ...html, 'PU-Redirect': '/cs/seznam/5' }, '');
    const result = await done;
    expect(result.status).to.equal('redirected');
    expect((pageNavigation.assign as sinon.SinonStub).calledOnceWith(absoluteUrl('/cs/seznam/5'))).to.equal(
      true,
    );
  });

  for (const foreign of ['https://evil.example/x', '//evil.example/x', 'javascript:alert(1)']) {
    it(`refuses a PU-Redirect to ${foreign}`, async () => {
      const done = partialUpdate({ target: 'inner', url: '/x' }).catch((e: unknown) => e);
      lastRequest().respond(200, { ...html, 'PU-Redirect': foreign }, '<div id="inner">x</div>');
      expect(await done).to.be.instanceOf(ForeignRedirectError);
      expect((pageNavigation.assign as sinon.SinonStub).called).to.equal(false);
      expect(document.getElementById('inner')?.textContent).to.equal('old inner');
    });
  }

  it('takes a renewed CSRF token from X-CSRF-Token into the page, and sends it with the next POST', async () => {
    const meta = document.createElement('meta');
    meta.name = 'csrf-token';
    meta.content = 'before-login';
    document.head.append(meta);
    try {
      const done = partialUpdate({ target: 'inner', url: '/login' });
      lastRequest().respond(200, { ...html, 'X-CSRF-Token': 'after-login' }, '<div id="inner">in</div>');
      await done;
      expect(meta.content).to.equal('after-login');
      engine.fixture.insertAdjacentHTML(
        'beforeend',
        '<form id="f" method="post"><input name="a" value="1"></form>',
      );
      const post = partialUpdate({ target: 'inner', submitId: 'f' });
      expect(lastRequest().requestHeaders['X-CSRF-Token']).to.equal('after-login');
      engine.answer('<div id="inner">ok</div>');
      await post;
    } finally {
      meta.remove();
    }
  });

  it('reloads the page when the answer says the session expired', async () => {
    const done = partialUpdate({ target: 'inner', url: '/x' });
    engine.answer('<form action="/qf/cs/ramjet/performLogin"></form>');
    expect((await done).status).to.equal('reloaded');
    expect((pageNavigation.reload as sinon.SinonStub).calledOnce).to.equal(true);
    expect(document.getElementById('inner')?.textContent).to.equal('old inner');
  });

  it('still shows the markup of an answer flagged with PU-Error, reporting the flag', async () => {
    const done = partialUpdate({ target: 'inner', url: '/x' });
    lastRequest().respond(200, { ...html, 'PU-Error': 'true' }, '<div id="inner">Out of stock</div>');
    const result = await done;
    expect(result.serverError?.flag).to.equal('true');
    expect(document.getElementById('inner')?.textContent).to.equal('Out of stock');
  });
});
