import { expect } from 'chai';
import { type FakeServer, fakeServer } from 'nise';
import '../../../elements/fg-aside-nav.ts';
import { mountedRootCount } from '../../../elements/define-react-element.ts';
import {
  axeViolations,
  clickInAct,
  flushMicrotasks,
  inAct,
  mountFixture,
  removeFixture,
} from '../../../elements/test-support/react-act.ts';
import { partialUpdate } from '../../core/partial-update.ts';
import { expireCookie, readCookie } from '../../toolkit/cookies.ts';
import { treeMarkup } from './test-support/aside-nav-tree.ts';

const COOKIE = 'fgTestAsideNav';

describe('AsideNav', () => {
  let root: HTMLElement;

  const mount = async (markup: string) => {
    root = await mountFixture(markup);
  };
  const toggleOf = (name: string) =>
    root.querySelector(`button[aria-label="${name}: podkategorie"]`) as HTMLButtonElement;
  const listOf = (name: string) =>
    document.getElementById(toggleOf(name).getAttribute('aria-controls') ?? '') as HTMLElement;
  const linkNamed = (text: string) =>
    [...root.querySelectorAll<HTMLAnchorElement>('a')].find(
      (a) => a.textContent === text,
    ) as HTMLAnchorElement;

  beforeEach(() => expireCookie(COOKIE));
  afterEach(async () => {
    await removeFixture(root);
    expireCookie(COOKIE);
  });

  it('shows the tree as a navigation landmark: current page marked, its branch open, the others closed', async () => {
    await mount(treeMarkup());
    expect(root.querySelector('nav')?.getAttribute('aria-label')).to.equal('Kategorie');
    expect(linkNamed('Stropní').getAttribute('aria-current')).to.equal('page');
    expect(root.querySelectorAll('[aria-current]')).to.have.length(1);
    expect(toggleOf('Lampy').getAttribute('aria-expanded')).to.equal('true');
    expect(listOf('Lampy').hidden).to.equal(false);
    expect(toggleOf('Židle').getAttribute('aria-expanded')).to.equal('false');
    expect(listOf('Židle').hidden).to.equal(true);
    expect(root.querySelectorAll('button'), 'no button for a category without sub-categories').to.have.length(
      2,
    );
    expect(root.querySelectorAll('a.fg-aside-nav__toggle'), 'the no-script toggles are gone').to.have.length(
      0,
    );
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('opens and closes a branch with its button, tells the page and remembers the open branches', async () => {
    await mount(treeMarkup(`cookie-name="${COOKIE}"`));
    const seen: unknown[] = [];
    root.addEventListener('fg:aside-nav-toggle', (event) => seen.push((event as CustomEvent).detail));
    await clickInAct(toggleOf('Židle'));
    expect(toggleOf('Židle').getAttribute('aria-expanded')).to.equal('true');
    expect(listOf('Židle').hidden).to.equal(false);
    expect(readCookie(COOKIE)).to.equal('lamps,chairs');
    await clickInAct(toggleOf('Lampy'));
    expect(listOf('Lampy').hidden).to.equal(true);
    expect(readCookie(COOKIE)).to.equal('chairs');
    expect(seen).to.deep.equal([
      { key: 'chairs', open: true },
      { key: 'lamps', open: false },
    ]);
    expect(await axeViolations(root)).to.deep.equal([]);
  });

  it('opens the remembered branches and always the path to the current page', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the state a previous page left
    document.cookie = `${COOKIE}=chairs; path=/`;
    await mount(treeMarkup(`cookie-name="${COOKIE}"`));
    expect(listOf('Židle').hidden).to.equal(false);
    expect(listOf('Lampy').hidden).to.equal(false);
  });

  it('opens the branch of a current top category: its sub-categories come next', async () => {
    await mount(
      treeMarkup()
        .replace(' aria-current="page"', '')
        .replace('href="/cs/category/chairs">', 'href="/cs/category/chairs" aria-current="page">'),
    );
    expect(listOf('Židle').hidden).to.equal(false);
    expect(listOf('Lampy').hidden, 'as the server rendered it').to.equal(false);
  });

  it('names its landmark in the page language when the server gave no name', async () => {
    await mount(treeMarkup('lang="de"').replace(' aria-label="Kategorie"', ''));
    expect(root.querySelector('nav')?.getAttribute('aria-label')).to.equal('Kategorien');
    expect(root.querySelector('button')?.getAttribute('aria-label')).to.equal('Lampy: Unterkategorien');
  });

  describe('around partial updates', () => {
    let server: FakeServer;
    beforeEach(() => {
      server = fakeServer.create();
    });
    afterEach(() => server.restore());

    /** The page's content swapped for the server's fresh markup, as a category link does. */
    const swapContent = async () => {
      const done = partialUpdate({ target: 'page', url: '/cs/category/ceiling-lamps' });
      server.requests[server.requests.length - 1]?.respond(
        200,
        { 'Content-Type': 'text/html' },
        `<div id="page">${treeMarkup(`cookie-name="${COOKIE}"`)}<p id="listing">nové</p></div>`,
      );
      await inAct(() => done);
      await flushMicrotasks();
    };

    it('keeps the open branches when the content around it is swapped, and disposes the old root', async () => {
      const before = mountedRootCount();
      await mount(`<div id="page">${treeMarkup(`cookie-name="${COOKIE}"`)}<p id="listing">staré</p></div>`);
      expect(mountedRootCount()).to.equal(before + 1);
      await clickInAct(toggleOf('Židle'));
      await swapContent();
      expect(root.querySelector('#listing')?.textContent).to.equal('nové');
      expect(listOf('Židle').hidden, 'still open in the new tree').to.equal(false);
      expect(mountedRootCount()).to.equal(before + 1);
      await removeFixture(root);
      expect(mountedRootCount()).to.equal(before);
    });

    it('keeps its state when only the listing beside it is swapped', async () => {
      await mount(`${treeMarkup()}<div id="page"><p id="listing">staré</p></div>`);
      await clickInAct(toggleOf('Židle'));
      const element = root.querySelector('fg-aside-nav');
      const done = partialUpdate({ target: 'page', url: '/cs/category/ceiling-lamps' });
      server.requests[0]?.respond(
        200,
        { 'Content-Type': 'text/html' },
        '<div id="page"><p id="listing">nové</p></div>',
      );
      await inAct(() => done);
      expect(root.querySelector('fg-aside-nav')).to.equal(element);
      expect(listOf('Židle').hidden).to.equal(false);
    });
  });
});
