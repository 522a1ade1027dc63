import { expect } from 'chai';
import { type FakeServer, fakeServer } from 'nise';
import sinon from 'sinon';
import type { BehaviourElement } from '../../../elements/define-behaviour-element.ts';
import { mountedRootCount } from '../../../elements/define-react-element.ts';
import webLayout from '../../../elements/fg-web-layout.ts';
import { axeViolations, fixture, removeFixture } from '../../../elements/test-support/react-act.ts';
import { partialUpdate } from '../../core/partial-update.ts';
import { flushPromises } from '../../core/test-support/waits.ts';
import { HEADER_HIDDEN_ATTRIBUTE } from './hiding-header.ts';

/** Breakpoints beyond any window's width, so each layout can be asked for in every browser. */
const PHONE = 'tablet-from="100000" desktop-from="100000"';

const page = (attributes: string, tag = 'fg-web-layout') => `
  <${tag} id="page" header="top" ${attributes}>
    <header id="top" class="top"><a href="/cs">Obchod</a> <button type="button">Menu</button></header>
    <main id="content" data-pu-container><p class="server-content">Obsah</p><div class="tall"></div></main>
  </${tag}>`;

const layoutRequested = (server: FakeServer, index: number) =>
  new URL(server.requests[index]!.url, location.href).searchParams.get('_pu_layout');

describe('WebLayout', () => {
  let root: HTMLElement;
  let server: FakeServer;

  const mount = (attributes = '') => {
    root = fixture(page(attributes));
  };
  const layoutRoot = () => root.querySelector('#page') as BehaviourElement;

  beforeEach(() => {
    server = fakeServer.create();
    server.respondImmediately = true;
    server.respondWith([200, { 'Content-Type': 'text/html' }, '<main id="content"><p>nový</p></main>']);
  });

  afterEach(async () => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    await removeFixture(root);
    server.restore();
    sinon.restore();
  });

  it('reflects the layout of the width as data-layout when it connects, and follows its attributes', () => {
    mount(PHONE);
    expect(layoutRoot().getAttribute('data-layout')).to.equal('phone');
    layoutRoot().setAttribute('tablet-from', '1');
    expect(layoutRoot().getAttribute('data-layout')).to.equal('tablet');
    layoutRoot().setAttribute('desktop-from', '1');
    expect(layoutRoot().getAttribute('data-layout')).to.equal('desktop');
  });

  it('upgrades without React: the page stays in the light DOM, no root is mounted', () => {
    const roots = mountedRootCount();
    mount(PHONE);
    expect(layoutRoot().lifecycleState).to.equal('in-document');
    expect(layoutRoot().shadowRoot).to.equal(null);
    expect(mountedRootCount()).to.equal(roots);
    expect(
      (root.querySelector('.server-content') as HTMLElement).getBoundingClientRect().height,
    ).to.be.greaterThan(0);
  });

  it('is upgraded in the task it connects in: a partial update right after carries the layout', async () => {
    mount(PHONE);
    await partialUpdate({ target: 'content', url: '/cs/kategorie' });
    expect(layoutRequested(server, 0)).to.equal('phone');
  });

  it('sends the layout as the layout context of a partial update inside it, unless it names one', async () => {
    mount(PHONE);
    await partialUpdate({ target: 'content', url: '/cs/kategorie', layoutContext: 'print' });
    expect(layoutRequested(server, 0)).to.equal('print');
    layoutRoot().setAttribute('desktop-from', '1');
    await partialUpdate({ target: 'content', url: '/cs/kategorie' });
    expect(layoutRequested(server, 1)).to.equal('desktop');
  });

  it('waits for its upgrade policy: no layout and no context before, both once the visitor reaches for it', async () => {
    root = fixture(page(`${PHONE} upgrade="interaction"`));
    const upgraded = sinon.spy();
    layoutRoot().addEventListener('fg:upgraded', upgraded);
    expect(layoutRoot().hasAttribute('data-layout')).to.equal(false);
    await partialUpdate({ target: 'content', url: '/cs/kategorie' });
    expect(layoutRequested(server, 0)).to.equal(null);
    (root.querySelector('#top button') as HTMLButtonElement).focus();
    await flushPromises();
    expect(layoutRoot().getAttribute('data-layout')).to.equal('phone');
    expect(upgraded.callCount).to.equal(1);
    await partialUpdate({ target: 'content', url: '/cs/kategorie' });
    expect(layoutRequested(server, 1)).to.equal('phone');
  });

  it('hides the header on scrolling down and shows it on scrolling up, without moving the content', async () => {
    mount();
    const tall = root.querySelector('.tall') as HTMLElement;
    tall.style.height = `${window.innerHeight * 3}px`;
    const scrolled = async (top: number) => {
      const event = new Promise((resolve) => window.addEventListener('scroll', resolve, { once: true }));
      window.scrollTo({ top, behavior: 'instant' });
      await event;
    };
    const contentTop = () => (root.querySelector('#content') as HTMLElement).offsetTop;
    const before = contentTop();
    await scrolled(400);
    expect(layoutRoot().hasAttribute(HEADER_HIDDEN_ATTRIBUTE)).to.equal(true);
    expect(contentTop()).to.equal(before);
    await scrolled(300);
    expect(layoutRoot().hasAttribute(HEADER_HIDDEN_ATTRIBUTE)).to.equal(false);
    await scrolled(600);
    expect(layoutRoot().hasAttribute(HEADER_HIDDEN_ATTRIBUTE)).to.equal(true);
    // Keyboard focus entering the header brings it back.
    (root.querySelector('#top button') as HTMLButtonElement).focus();
    expect(layoutRoot().hasAttribute(HEADER_HIDDEN_ATTRIBUTE)).to.equal(false);
  });

  it('survives a partial update of the content; removed, it sends no layout any more', async () => {
    mount(PHONE);
    await partialUpdate({ target: 'content', url: '/cs/kategorie' });
    expect(root.querySelector('#content')?.textContent).to.equal('nový');
    expect(layoutRoot().getAttribute('data-layout')).to.equal('phone');
    const element = layoutRoot();
    const main = element.querySelector('#content') as HTMLElement;
    await removeFixture(root);
    expect(element.lifecycleState).to.equal('disposed');
    // Its region, put elsewhere, updates without the removed root's layout.
    root = fixture('');
    root.append(main);
    await partialUpdate({ target: 'content', url: '/cs/kategorie' });
    expect(layoutRequested(server, 1)).to.equal(null);
  });

  it('works on a plain element with data-component="WebLayout"', async () => {
    root = fixture(page(PHONE, 'div'));
    webLayout.decorate(layoutRoot());
    expect(layoutRoot().getAttribute('data-layout')).to.equal('phone');
    await partialUpdate({ target: 'content', url: '/cs/kategorie' });
    expect(layoutRequested(server, 0)).to.equal('phone');
  });

  it('is axe-clean', async () => {
    mount();
    expect(await axeViolations(root)).to.deep.equal([]);
  });
});
