import { expect } from 'chai';
import '../../../elements/fg-greedy-menu.ts';
import { mountedRootCount } from '../../../elements/define-react-element.ts';
import {
  axeViolations,
  clickInAct,
  fixture,
  flushMicrotasks,
  inAct,
  pressInAct,
  removeFixture,
} from '../../../elements/test-support/react-act.ts';
import { swapByPartialUpdate } from '../../../elements/test-support/swap-by-partial-update.ts';
import { STYLE } from './test-support/fixed-row-style.ts';

const NAMES = ['Lampy', 'Stoly', 'Židle', 'Koberce', 'Police'];

const markup = `${STYLE}
  <div id="header" class="frame">
    <fg-greedy-menu id="nav">
      <nav aria-label="Kategorie"><ul>
        ${NAMES.map((name, i) => `<li><a href="/cs/${i}"${i === 3 ? ' aria-current="page"' : ''}>${name}</a></li>`).join('')}
      </ul></nav>
    </fg-greedy-menu>
  </div>`;

/** The next frame's resize observations (and the flushed render) have run. */
const nextFrames = () =>
  inAct(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

describe('GreedyMenu', () => {
  let root: HTMLElement;

  const mount = (width: number) =>
    inAct(() => {
      root = fixture(markup);
      (root.querySelector('.frame') as HTMLElement).style.width = `${width}px`;
    });
  const shown = () =>
    [...root.querySelectorAll<HTMLElement>('.greedy-menu__item')]
      .filter((li) => !li.hidden)
      .map((li) => li.textContent);
  const moreItem = () => root.querySelector('.greedy-menu__more') as HTMLElement;
  const moreButton = () => root.querySelector('.greedy-menu__more-button') as HTMLButtonElement;
  const overflow = () => root.querySelector('#nav-more') as HTMLElement;
  const overflowNames = () => [...overflow().querySelectorAll('a')].map((a) => a.textContent);

  afterEach(async () => {
    await removeFixture(root);
  });

  it('shows every link in a navigation landmark when all fit, with no More button', async () => {
    await mount(1000);
    expect(root.querySelector('nav')?.getAttribute('aria-label')).to.equal('Kategorie');
    expect(shown()).to.deep.equal(NAMES);
    expect(moreItem().hidden).to.equal(true);
    expect(root.querySelector('[aria-current="page"]')?.textContent).to.equal('Koberce');
  });

  it('moves the links that do not fit into a More disclosure', async () => {
    // 3 × 100 px + gaps leave room for the 80 px More button in 420 px; a fourth link would not.
    await mount(420);
    expect(shown()).to.deep.equal(NAMES.slice(0, 3));
    expect(moreItem().hidden).to.equal(false);
    expect(moreButton().textContent).to.equal('Další');
    expect(moreButton().getAttribute('aria-expanded')).to.equal('false');
    expect(moreButton().getAttribute('aria-controls')).to.equal('nav-more');
    expect(overflow().hidden).to.equal(true);
    expect(overflowNames()).to.deep.equal(NAMES.slice(3));
    expect(overflow().querySelector('[aria-current="page"]')?.textContent).to.equal('Koberce');
  });

  it('recomputes when the width changes, never showing a link in the wrong place', async () => {
    await mount(420);
    const frame = root.querySelector('.frame') as HTMLElement;
    const row = root.querySelector('.greedy-menu__list') as HTMLElement;
    const overflowing = () =>
      [...row.children].some(
        (item) => item.getBoundingClientRect().right > row.getBoundingClientRect().right + 0.5,
      );
    // Checked in the frame after the resize, before that frame's paint would show it.
    await inAct(() => {
      frame.style.width = '1000px';
    });
    await nextFrames();
    expect(shown()).to.deep.equal(NAMES);
    expect(moreItem().hidden).to.equal(true);
    await inAct(() => {
      frame.style.width = '250px';
    });
    await nextFrames();
    expect(shown()).to.deep.equal(NAMES.slice(0, 1));
    expect(overflowNames()).to.deep.equal(NAMES.slice(1));
    expect(overflowing()).to.equal(false);
  });

  it('opens and closes More by keyboard: Enter/Space on the button, Escape back to it', async () => {
    await mount(420);
    moreButton().focus();
    await clickInAct(moreButton());
    expect(moreButton().getAttribute('aria-expanded')).to.equal('true');
    expect(overflow().hidden).to.equal(false);
    const link = overflow().querySelector('a') as HTMLAnchorElement;
    link.focus();
    await pressInAct(link, 'Escape');
    expect(overflow().hidden).to.equal(true);
    expect(document.activeElement).to.equal(moreButton());
  });

  it('closes More when the focus or a pointer goes elsewhere', async () => {
    await mount(420);
    await clickInAct(moreButton());
    await inAct(() => (root.querySelector('.greedy-menu__item a') as HTMLAnchorElement).focus());
    expect(overflow().hidden).to.equal(true);
    await clickInAct(moreButton());
    await inAct(() => document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    expect(overflow().hidden).to.equal(true);
  });

  it('is swapped out and in by a partial update and leaves no root mounted', async () => {
    const roots = mountedRootCount();
    await mount(420);
    const frameWidth = (root.querySelector('.frame') as HTMLElement).style.width;
    await swapByPartialUpdate(
      'header',
      `<div id="header" class="frame" style="width: ${frameWidth}"><fg-greedy-menu id="nav"><nav aria-label="Kategorie"><ul>
        <li><a href="/cs/a">Nové</a></li><li><a href="/cs/b">Akce</a></li></ul></nav></fg-greedy-menu></div>`,
    );
    await flushMicrotasks();
    expect(shown()).to.deep.equal(['Nové', 'Akce']);
    expect(mountedRootCount()).to.equal(roots + 1);
    await removeFixture(root);
    expect(mountedRootCount()).to.equal(roots);
  });

  it('is axe-clean with More closed and open', async () => {
    await mount(420);
    expect(await axeViolations(root)).to.deep.equal([]);
    await clickInAct(moreButton());
    expect(await axeViolations(root)).to.deep.equal([]);
  });
});
