import { expect } from 'chai';
import sinon from 'sinon';
import '../../../elements/fg-add-svg-icon-sprite.ts';
import { mountedRootCount } from '../../../elements/define-react-element.ts';
import {
  fixture,
  flushMicrotasks,
  inAct,
  mountFixture,
  removeFixture,
} from '../../../elements/test-support/react-act.ts';
import { swapByPartialUpdate } from '../../../elements/test-support/swap-by-partial-update.ts';
import { settle, until } from '../../core/test-support/waits.ts';
import { SPRITE_ATTRIBUTE } from './load-icon-sprite.ts';

const SPRITE = `<?xml version="1.0"?>
  <svg xmlns="http://www.w3.org/2000/svg" onload="window.spriteScriptRan = true">
    <symbol id="icon-test-cart" viewBox="0 0 24 24"><path d="M1 1h22v22H1z"/></symbol>
    <script>window.spriteScriptRan = true</script>
  </svg>`;

const svgAnswer = (body = SPRITE, init: ResponseInit = {}) =>
  new Response(body, { status: 200, headers: { 'Content-Type': 'image/svg+xml' }, ...init });

const sprites = () => [...document.querySelectorAll(`[${SPRITE_ATTRIBUTE}]`)];

describe('AddSvgIconSprite', () => {
  let root: HTMLElement;
  let fetchStub: sinon.SinonStub;
  let warn: sinon.SinonStub;
  let error: sinon.SinonStub;
  const mount = (attributes = 'src="/static/icons.svg"', id = 'sprite') =>
    mountFixture(
      `<div id="header"><fg-add-svg-icon-sprite id="${id}" ${attributes}></fg-add-svg-icon-sprite></div>`,
    ).then((mounted) => {
      root = mounted;
    });

  beforeEach(() => {
    fetchStub = sinon.stub(window, 'fetch');
    warn = sinon.stub(console, 'warn');
    error = sinon.stub(console, 'error');
    fetchStub.callsFake(async () => svgAnswer());
  });

  afterEach(async () => {
    await removeFixture(root);
    for (const sprite of sprites()) sprite.remove();
    sinon.restore();
  });

  it('puts the sprite hidden at the start of the body, without its scripts or handlers', async () => {
    await mount();
    await until(() => sprites().length === 1, 'the sprite in the page');
    await flushMicrotasks();
    expect(fetchStub.callCount).to.equal(1);
    expect((fetchStub.firstCall.args[0] as URL).href).to.equal(
      new URL('/static/icons.svg', location.href).href,
    );
    const [sprite] = sprites();
    expect(document.body.firstElementChild).to.equal(sprite);
    expect(sprite?.getAttribute('aria-hidden')).to.equal('true');
    expect(sprite?.querySelector('#icon-test-cart')).to.not.equal(null);
    expect(sprite?.querySelector('script')).to.equal(null);
    expect(sprite?.hasAttribute('onload')).to.equal(false);
    expect(sprite?.getBoundingClientRect().width).to.equal(0);
    expect((window as { spriteScriptRan?: boolean }).spriteScriptRan).to.equal(undefined);
    expect(warn.called || error.called).to.equal(false);
  });

  it('puts only the allow-listed sprite in the page: no HTML from desc or title, no outside address', async () => {
    fetchStub.callsFake(async () =>
      svgAnswer(`<svg xmlns="http://www.w3.org/2000/svg"><symbol id="icon-test-cart" viewBox="0 0 24 24">
        <desc><meta http-equiv="refresh" content="0;url=https://evil.example/"><iframe srcdoc="<script>parent.spriteScriptRan=true</script>"></iframe></desc>
        <title><style>@import url(https://evil.example/x.css);</style></title>
        <image href="https://evil.example/pixel.png"/><use href="https://evil.example/icons.svg#a"/>
        <path d="M1 1h22v22H1z" style="fill:url(https://evil.example/f)"/></symbol></svg>`),
    );
    await mount();
    await until(() => sprites().length === 1, 'the sprite in the page');
    await flushMicrotasks();
    const [sprite] = sprites();
    expect(sprite?.querySelector('#icon-test-cart path')).to.not.equal(null);
    expect(sprite?.querySelector('meta, iframe, style, image, script')).to.equal(null);
    expect(sprite?.querySelector('use')?.hasAttribute('href')).to.equal(false);
    expect(sprite?.querySelector('path')?.hasAttribute('style')).to.equal(false);
    expect(document.querySelector('meta[http-equiv]')).to.equal(null);
    expect((window as { spriteScriptRan?: boolean }).spriteScriptRan).to.equal(undefined);
  });

  it('fetches once for several elements and after partial updates swap it out and in, without React', async () => {
    const roots = mountedRootCount();
    await mount();
    expect(mountedRootCount(), 'React roots').to.equal(roots);
    await inAct(() =>
      root.append(
        fixture('<fg-add-svg-icon-sprite id="second" src="/static/icons.svg"></fg-add-svg-icon-sprite>'),
      ),
    );
    await until(() => sprites().length === 1, 'the sprite in the page');
    await flushMicrotasks();
    await swapByPartialUpdate(
      'header',
      '<div id="header"><fg-add-svg-icon-sprite id="sprite" src="/static/icons.svg"></fg-add-svg-icon-sprite></div>',
    );
    await flushMicrotasks();
    expect(fetchStub.callCount).to.equal(1);
    expect(sprites()).to.have.length(1);
    const elements = [...document.querySelectorAll('fg-add-svg-icon-sprite')];
    expect(elements.map((element) => element.lifecycleState)).to.deep.equal(['in-document', 'in-document']);
    await inAct(() => document.getElementById('header')?.remove());
    await inAct(() => document.getElementById('second')?.remove());
    await flushMicrotasks();
    expect(elements.map((element) => element.lifecycleState)).to.deep.equal(['disposed', 'disposed']);
    expect(sprites(), 'the sprite stays for the icons of the page').to.have.length(1);
  });

  it('refuses an address of another origin: logged, nothing fetched', async () => {
    await mount('src="https://evil.example/icons.svg"');
    expect(fetchStub.called).to.equal(false);
    expect(String(error.firstCall.args[0])).to.contain('not an address of this origin');
  });

  it('reports an HTTP error, a non-SVG answer and a redirect to another origin as errors', async () => {
    fetchStub.callsFake(async () => svgAnswer('missing', { status: 404 }));
    await mount();
    await until(() => error.callCount === 1, 'the HTTP error reported');
    await flushMicrotasks();
    expect(String(error.lastCall.args[0])).to.contain('answered HTTP 404');

    await inAct(() => root.remove());
    fetchStub.callsFake(
      async () => new Response('<html></html>', { headers: { 'Content-Type': 'text/html' } }),
    );
    await mount('src="/static/other.svg"', 'other');
    await until(() => error.callCount === 2, 'the non-SVG answer reported');
    await flushMicrotasks();
    expect(String(error.lastCall.args[0])).to.contain('is not SVG');

    await inAct(() => root.remove());
    const redirected = svgAnswer();
    Object.defineProperties(redirected, {
      redirected: { value: true },
      url: { value: 'https://evil.example/icons.svg' },
    });
    fetchStub.callsFake(async () => redirected);
    await mount('src="/static/third.svg"', 'third');
    await until(() => error.callCount === 3, 'the redirect reported');
    await flushMicrotasks();
    expect(String(error.lastCall.args[0])).to.contain('redirected to another origin');
    expect(error.callCount).to.equal(3);
    expect(warn.called).to.equal(false);
    expect(sprites()).to.have.length(0);
  });

  it('warns when no answer comes (network failure)', async () => {
    fetchStub.callsFake(async () => {
      throw new TypeError('Failed to fetch');
    });
    await mount();
    await until(() => warn.called, 'the missing answer reported');
    await flushMicrotasks();
    expect(warn.callCount).to.equal(1);
    expect(String(warn.firstCall.args[0])).to.contain('did not arrive');
    expect(error.called).to.equal(false);
  });

  it('aborts the fetch on pagehide and reports nothing', async () => {
    let signal: AbortSignal | undefined;
    fetchStub.callsFake(
      (_url: URL, init: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          signal = init.signal ?? undefined;
          signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
        }),
    );
    await mount();
    await until(() => signal !== undefined, 'the fetch sent');
    window.dispatchEvent(new PageTransitionEvent('pagehide'));
    // The abort rejects the fetch at once: what it reports, it has reported a few tasks later.
    await settle();
    expect(signal?.aborted).to.equal(true);
    expect(warn.called || error.called).to.equal(false);
    expect(sprites()).to.have.length(0);
  });
});
