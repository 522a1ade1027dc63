import { expect } from 'chai';
import sinon from 'sinon';
import { afterZeroDelayTimers } from '../../core/test-support/waits.ts';
import { nextState, openByClick, press, usePopupPage } from './test-support/popup-test-kit.ts';

function htmlResponse(body: string): Response {
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/html' } });
}

/** A request that never answers, and rejects when aborted, as fetch does. */
function unanswered(_input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  return new Promise((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
  });
}

describe('popup content', () => {
  let fetchStub: sinon.SinonStub<Parameters<typeof fetch>, ReturnType<typeof fetch>>;
  let consoleError: sinon.SinonStub;

  beforeEach(() => {
    fetchStub = sinon.stub(window, 'fetch');
    consoleError = sinon.stub(console, 'error');
  });
  const page = usePopupPage(`
      <a id="ajax" href="/cs/popup/delivery" data-popup="ajax">Delivery</a>
      <a id="ajax-target" href="/cs/full-page" data-popup="ajax" data-popup-target="/cs/popup/returns?x=1">Returns</a>
      <a id="script" href="/cs/popup/script" data-popup="ajaxScript">Scripted</a>
      <a id="plain-script" href="/cs/popup/script" data-popup="ajax">Not scripted</a>
      <a id="foreign" href="https://evil.example/popup" data-popup="ajax">Foreign</a>
      <a id="js" href="javascript:alert(1)" data-popup="ajax">JS</a>
      <a id="frame" href="/README.md" data-popup="iframe" data-popup-title="Store map">Map</a>
      <a id="foreign-frame" href="https://maps.example/embed?q=1" data-popup="iframe">Our store on the map</a>
      <a id="data-frame" href="data:text/html,hi" data-popup="iframe">bad</a>`);
  afterEach(() => {
    delete (window as { popupScriptRuns?: number }).popupScriptRuns;
  });

  const trigger = (id: string) => page.root.querySelector(`#${id}`) as HTMLElement;
  const requestedUrl = (call = 0) => new URL(String(fetchStub.getCall(call).args[0]), location.href);

  it('ajax: GETs the same-origin address with a _ts timestamp and cache: no-store', async () => {
    fetchStub.resolves(htmlResponse('<h2>Delivery</h2><p id="delivery-text">Free from 1000 Kč</p>'));
    const before = Date.now();
    const popup = await openByClick(trigger('ajax'));
    const url = requestedUrl();
    expect(url.origin).to.equal(location.origin);
    expect(url.pathname).to.equal('/cs/popup/delivery');
    const ts = Number(url.searchParams.get('_ts'));
    expect(ts).to.be.within(before, Date.now());
    const init = fetchStub.firstCall.args[1] as RequestInit;
    expect(init.cache).to.equal('no-store');
    expect(init.method ?? 'GET').to.equal('GET');
    expect(popup.querySelector('#delivery-text')?.textContent).to.equal('Free from 1000 Kč');
  });

  it('ajax: prefers data-popup-target over the href, keeping its query', async () => {
    fetchStub.resolves(htmlResponse('<p>Returns</p>'));
    await openByClick(trigger('ajax-target'));
    const url = requestedUrl();
    expect(url.pathname).to.equal('/cs/popup/returns');
    expect(url.searchParams.get('x')).to.equal('1');
    expect(url.searchParams.has('_ts')).to.equal(true);
  });

  it('ajax: shows a visible, busy loading state until the answer arrives', async () => {
    let answer: (response: Response) => void = () => {};
    fetchStub.returns(new Promise<Response>((resolve) => (answer = resolve)));
    const loading = nextState('loading');
    trigger('ajax').click();
    await loading;
    const popup = document.querySelector('.fg-popup') as HTMLElement;
    expect(popup.getAttribute('aria-busy')).to.equal('true');
    const status = popup.querySelector('[role="status"]') as HTMLElement;
    expect(status.textContent).to.equal('Načítání…');
    expect(status.getClientRects().length).to.be.greaterThan(0);
    const opened = nextState('opened');
    answer(htmlResponse('<p>ready</p>'));
    await opened;
    expect(popup.hasAttribute('aria-busy')).to.equal(false);
    expect(popup.querySelector('[role="status"]')).to.equal(null);
  });

  it('ajax: opening another popup aborts the request of the one still loading', async () => {
    fetchStub.onFirstCall().callsFake(unanswered);
    fetchStub.onSecondCall().resolves(htmlResponse('<p>Returns</p>'));
    const closed = nextState('closed');
    trigger('ajax').click();
    await afterZeroDelayTimers();
    expect(fetchStub.callCount).to.equal(1);
    const opened = nextState('opened');
    trigger('ajax-target').click();
    await closed;
    await opened;
    expect((fetchStub.firstCall.args[1] as RequestInit).signal?.aborted).to.equal(true);
    expect(consoleError.called).to.equal(false);
  });

  it('ajax: closing a popup while it loads aborts its request', async () => {
    fetchStub.callsFake(unanswered);
    const loading = nextState('loading');
    trigger('ajax').click();
    await loading;
    await afterZeroDelayTimers();
    press(document.querySelector('.fg-popup') as HTMLElement, 'Escape');
    expect((fetchStub.firstCall.args[1] as RequestInit).signal?.aborted).to.equal(true);
    expect(document.querySelector('.fg-popup')).to.equal(null);
  });

  it('ajax: caches the loaded content on the trigger after the first load', async () => {
    fetchStub.resolves(htmlResponse('<p class="cached">Delivery</p>'));
    let popup = await openByClick(trigger('ajax'));
    press(popup, 'Escape');
    popup = await openByClick(trigger('ajax'));
    expect(fetchStub.callCount).to.equal(1);
    expect(popup.querySelector('.cached')).not.to.equal(null);
  });

  it('ajax: scripts in the answer do not run', async () => {
    fetchStub.resolves(
      htmlResponse('<p>x</p><script>window.popupScriptRuns = (window.popupScriptRuns || 0) + 1</script>'),
    );
    await openByClick(trigger('plain-script'));
    expect((window as { popupScriptRuns?: number }).popupScriptRuns).to.equal(undefined);
  });

  it('ajaxScript: scripts in the answer run once, not again when the cached content reopens', async () => {
    fetchStub.resolves(
      htmlResponse('<p>x</p><script>window.popupScriptRuns = (window.popupScriptRuns || 0) + 1</script>'),
    );
    let popup = await openByClick(trigger('script'));
    expect((window as { popupScriptRuns?: number }).popupScriptRuns).to.equal(1);
    press(popup, 'Escape');
    popup = await openByClick(trigger('script'));
    expect(fetchStub.callCount).to.equal(1);
    expect((window as { popupScriptRuns?: number }).popupScriptRuns).to.equal(1);
  });

  it('refuses a foreign address with a clear console error and opens nothing', async () => {
    trigger('foreign').click();
    trigger('js').click();
    await afterZeroDelayTimers();
    expect(fetchStub.called).to.equal(false);
    expect(document.querySelector('.fg-popup')).to.equal(null);
    expect(consoleError.callCount).to.equal(2);
    expect(String(consoleError.firstCall.args[0])).to.contain(
      'Refused to load popup content from https://evil.example/popup: only same-origin addresses.',
    );
  });

  it('closes again and logs when the content cannot be loaded', async () => {
    fetchStub.resolves(new Response('', { status: 500 }));
    const closed = nextState('closed');
    trigger('ajax').click();
    await closed;
    expect(document.querySelector('.fg-popup')).to.equal(null);
    expect(String(consoleError.firstCall.args[0])).to.contain('answered HTTP 500');
  });

  it('iframe: a same-origin page is framed titled, sandboxed without its origin', async () => {
    const popup = await openByClick(trigger('frame'));
    const frame = popup.querySelector('iframe') as HTMLIFrameElement;
    expect(frame.title).to.equal('Store map');
    expect(frame.src).to.equal(new URL('/README.md', location.href).href);
    expect([...frame.sandbox]).to.include.members(['allow-scripts', 'allow-forms']);
    expect(frame.sandbox.contains('allow-same-origin')).to.equal(false);
    expect(fetchStub.called).to.equal(false);
  });

  it("iframe: another site's page keeps its own origin and is titled by the trigger text", async () => {
    const popup = await openByClick(trigger('foreign-frame'));
    const frame = popup.querySelector('iframe') as HTMLIFrameElement;
    expect(frame.title).to.equal('Our store on the map');
    expect(frame.sandbox.contains('allow-same-origin')).to.equal(true);
    expect(frame.sandbox.contains('allow-top-navigation')).to.equal(false);
  });

  it('iframe: refuses addresses that are not http(s)', async () => {
    trigger('data-frame').click();
    await afterZeroDelayTimers();
    expect(document.querySelector('.fg-popup')).to.equal(null);
    expect(String(consoleError.firstCall.args[0])).to.contain('only http(s) pages may be framed');
  });
});
