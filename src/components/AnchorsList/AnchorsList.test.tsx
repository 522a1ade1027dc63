import { expect } from 'chai';
import sinon from 'sinon';
import '../../../elements/fg-anchors-list.ts';
import { mountedRootCount } from '../../../elements/define-react-element.ts';
import {
  axeViolations,
  clickInAct,
  fixture,
  flushMicrotasks,
  inAct,
  mountFixture,
  removeFixture,
} from '../../../elements/test-support/react-act.ts';
import { pressKey } from '../../../elements/test-support/real-key-press.ts';
import { resetScroll, sectionsMarkup, topOf } from './test-support/anchors-test-page.ts';

const SERVER_LIST = `
  <fg-anchors-list id="toc">
    <nav class="fg-anchors-list" aria-label="Obsah stránky">
      <ul class="fg-anchors-list__items">
        <li class="fg-anchors-list__item"><a class="fg-anchors-list__link" href="#delivery">Doprava</a></li>
        <li class="fg-anchors-list__item"><a class="fg-anchors-list__link" href="#payment">Platba</a></li>
        <li class="fg-anchors-list__item"><a class="fg-anchors-list__link" href="#returns">Vrácení</a></li>
      </ul>
    </nav>
  </fg-anchors-list>`;

describe('AnchorsList', () => {
  const pageAddress = location.pathname + location.search;
  let root: HTMLElement;
  let clock: sinon.SinonFakeTimers | undefined;

  const mount = async (markup: string) => {
    root = await mountFixture(markup + sectionsMarkup());
  };
  const links = () => [...root.querySelectorAll<HTMLAnchorElement>('fg-anchors-list a')];
  const link = (text: string) => links().find((a) => a.textContent === text) as HTMLAnchorElement;
  const marked = () =>
    links()
      .filter((a) => a.getAttribute('aria-current') === 'location')
      .map((a) => a.textContent);

  afterEach(async () => {
    clock?.restore();
    clock = undefined;
    sinon.restore();
    await removeFixture(root);
    await resetScroll(pageAddress);
  });

  it('renders the server list as a named navigation landmark, the same links in the same boxes', async () => {
    // The same markup in an element that is never upgraded: what a visitor sees before the script.
    const server = fixture(
      SERVER_LIST.replace('fg-anchors-list id="toc"', 'fg-server-markup').replace(
        '</fg-anchors-list>',
        '</fg-server-markup>',
      ) + sectionsMarkup(),
    );
    const serverBox = server.querySelector('nav')?.getBoundingClientRect().toJSON();
    server.remove();
    await mount(SERVER_LIST);
    const nav = root.querySelector('fg-anchors-list nav') as HTMLElement;
    expect(nav.getAttribute('aria-label')).to.equal('Obsah stránky');
    expect(links().map((a) => [a.getAttribute('href'), a.textContent])).to.deep.equal([
      ['#delivery', 'Doprava'],
      ['#payment', 'Platba'],
      ['#returns', 'Vrácení'],
    ]);
    expect(nav.getBoundingClientRect().toJSON(), 'no layout shift on upgrade').to.deep.equal(serverBox);
    expect(marked()).to.deep.equal([]);
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('lists the headings of a container when the server rendered no list, named in the page language', async () => {
    await mount(
      '<fg-anchors-list id="toc" lang="en" container="sections" headings="h2"></fg-anchors-list><div id="sections"></div>',
    );
    // The sections were placed after the container: move them in, then mount again.
    await removeFixture(root);
    root = await mountFixture(`<div id="sections">${sectionsMarkup()}</div>
        <fg-anchors-list id="toc" lang="en" container="sections"></fg-anchors-list>`);
    expect(root.querySelector('nav')?.getAttribute('aria-label')).to.equal('On this page');
    expect(links().map((a) => [a.getAttribute('href'), a.textContent])).to.deep.equal([
      ['#delivery-heading', 'Doprava'],
      ['#payment-heading', 'Platba'],
      ['#returns-heading', 'Vrácení'],
    ]);
  });

  it('animates to a section over 500 ms, focuses it, puts the hash in the address and marks the link', async () => {
    await mount(SERVER_LIST);
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    // history.length stops at 50 in a test page that has pushed many entries: watch the push itself.
    const push = sinon.spy(history, 'pushState');
    await clickInAct(link('Platba'));
    expect(location.hash).to.equal('#payment');
    expect(push.callCount, 'a new history entry').to.equal(1);
    expect(String(push.firstCall.args[2])).to.equal('#payment');
    expect(document.activeElement?.id).to.equal('payment');
    expect(window.scrollY, 'no jump').to.equal(0);
    expect(marked()).to.deep.equal(['Platba']);
    clock.tick(250);
    expect(topOf('payment')).to.be.greaterThan(1);
    clock.tick(250);
    expect(topOf('payment')).to.be.within(-1, 1);
  });

  it('leaves modified clicks to the browser', async () => {
    await mount(SERVER_LIST);
    let taken = true;
    document.addEventListener(
      'click',
      (event) => {
        taken = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    link('Platba').dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
    expect(taken).to.equal(false);
    expect(location.hash).to.equal('');
  });

  it('is reached with Tab and followed with Enter (keyboard journey)', async () => {
    root = await mountFixture(`<button id="before">Před</button>${SERVER_LIST}${sectionsMarkup()}`);
    (root.querySelector('#before') as HTMLElement).focus();
    await pressKey('Tab');
    expect(document.activeElement).to.equal(link('Doprava'));
    await pressKey('Tab');
    expect(document.activeElement).to.equal(link('Platba'));
    await pressKey('Enter');
    expect(location.hash).to.equal('#payment');
    expect(document.activeElement?.id).to.equal('payment');
    expect(marked()).to.deep.equal(['Platba']);
  });

  it('goes away with its React root when removed, and a partial update swaps it out and in', async () => {
    const before = mountedRootCount();
    await mount(`<div id="helpPage">${SERVER_LIST}</div>`);
    expect(mountedRootCount()).to.equal(before + 1);
    const { partialUpdate } = await import('../../core/partial-update.ts');
    const { fakeServer } = await import('nise');
    const server = fakeServer.create();
    try {
      const done = partialUpdate({ target: 'helpPage', url: '/help' });
      server.requests[0]?.respond(
        200,
        { 'Content-Type': 'text/html' },
        `<div id="helpPage">${SERVER_LIST.replace('Platba', 'Placení')}</div>`,
      );
      await inAct(() => done);
      await flushMicrotasks();
    } finally {
      server.restore();
    }
    expect(links().map((a) => a.textContent)).to.deep.equal(['Doprava', 'Placení', 'Vrácení']);
    expect(mountedRootCount(), 'the old root was disposed').to.equal(before + 1);
    await removeFixture(root);
    expect(mountedRootCount()).to.equal(before);
  });
});
