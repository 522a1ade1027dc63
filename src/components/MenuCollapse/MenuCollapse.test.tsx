import { expect } from 'chai';
import { type FakeServer, fakeServer } from 'nise';
import '../../../elements/fg-menu-collapse.ts';
import { mountedRootCount } from '../../../elements/define-react-element.ts';
import {
  axeViolations,
  clickInAct,
  flushMicrotasks,
  inAct,
  mountFixture,
  pressInAct,
  removeFixture,
} from '../../../elements/test-support/react-act.ts';
import { swapByPartialUpdate } from '../../../elements/test-support/swap-by-partial-update.ts';
import { partialUpdate } from '../../core/partial-update.ts';
import { menu } from './test-support/menu-markup.ts';

describe('MenuCollapse', () => {
  let root: HTMLElement;
  let server: FakeServer;

  const mount = async () => {
    root = await mountFixture(`<div id="header">${menu()}</div><main id="content"><p>Obsah</p></main>`);
  };
  const button = () => root.querySelector('.menu-collapse__button') as HTMLButtonElement;
  const panel = () => root.querySelector('#phoneMenu-panel') as HTMLElement;
  const subToggle = () => root.querySelector('.menu-collapse__sub-toggle') as HTMLButtonElement;

  beforeEach(async () => {
    server = fakeServer.create();
    server.respondImmediately = true;
    server.respondWith([200, { 'Content-Type': 'text/html' }, '<main id="content"><p>Stolní</p></main>']);
    await mount();
  });

  afterEach(async () => {
    await removeFixture(root);
    server.restore();
  });

  it('turns the server details into a disclosure button controlling a closed navigation panel', () => {
    expect(root.querySelector('details')).to.equal(null);
    expect(button().textContent).to.equal('Kategorie');
    expect(button().getAttribute('aria-expanded')).to.equal('false');
    expect(button().getAttribute('aria-controls')).to.equal('phoneMenu-panel');
    expect(button().querySelector('use')?.getAttribute('href')).to.equal('#icon-menu');
    expect(panel().hidden).to.equal(true);
    expect(panel().getAttribute('aria-label')).to.equal('Kategorie obchodu');
    expect(panel().querySelector('[aria-current="page"]')?.textContent).to.equal('Stolní');
  });

  it('renders open, with the focus on the first link, when the visitor opened the server details first', async () => {
    await removeFixture(root);
    root = await mountFixture(`<div id="header">${menu().replace('<details>', '<details open>')}</div>`);
    expect(root.querySelector('details'), 'taken over').to.equal(null);
    expect(button().getAttribute('aria-expanded')).to.equal('true');
    expect(panel().hidden).to.equal(false);
    expect(document.activeElement?.textContent).to.equal('Svítidla');
    // Taken over: the button closes it, and it stays closed through later renders.
    await clickInAct(button());
    await inAct(() => root.querySelector('#phoneMenu')?.setAttribute('icon', 'icon-close'));
    expect(button().querySelector('use')?.getAttribute('href'), 'rendered again').to.equal('#icon-close');
    expect(button().getAttribute('aria-expanded')).to.equal('false');
    expect(panel().hidden).to.equal(true);
  });

  it('opens with the focus on the first link; Escape closes and gives the focus back', async () => {
    button().focus();
    await clickInAct(button());
    expect(button().getAttribute('aria-expanded')).to.equal('true');
    expect(panel().hidden).to.equal(false);
    expect(document.activeElement?.textContent).to.equal('Svítidla');
    await pressInAct(document.activeElement as Element, 'Escape');
    expect(panel().hidden).to.equal(true);
    expect(document.activeElement).to.equal(button());
  });

  it('expands a nested level with its own disclosure button', async () => {
    await clickInAct(button());
    const level = root.querySelector(`#${subToggle().getAttribute('aria-controls')}`) as HTMLElement;
    expect(subToggle().getAttribute('aria-label')).to.equal('Podkategorie: Svítidla');
    expect(subToggle().getAttribute('aria-expanded')).to.equal('false');
    expect(level.hidden).to.equal(true);
    subToggle().focus();
    await clickInAct(subToggle());
    expect(subToggle().getAttribute('aria-expanded')).to.equal('true');
    expect(level.hidden).to.equal(false);
    expect([...level.querySelectorAll('a')].map((a) => a.textContent)).to.deep.equal(['Stolní', 'Stropní']);
    // Escape inside a level closes the whole panel.
    await pressInAct(subToggle(), 'Escape');
    expect(panel().hidden).to.equal(true);
    expect(document.activeElement).to.equal(button());
  });

  it('closes when the page content is updated, the focus going back to the button', async () => {
    // The page's controller names its content region as its global target.
    const controller = document.createElement('fg-partial-update');
    controller.setAttribute('target', 'content');
    document.body.append(controller);
    try {
      await clickInAct(button());
      await inAct(() => partialUpdate({ target: 'content', url: '/cs/svitidla/stolni' }));
      expect(panel().hidden).to.equal(true);
      expect(document.activeElement).to.equal(button());
    } finally {
      controller.remove();
    }
  });

  it('stays open while another region refreshes, and closes for an update started from its links', async () => {
    root.insertAdjacentHTML('beforeend', '<div id="basketCount">0</div>');
    server.respondWith([200, { 'Content-Type': 'text/html' }, '<div id="basketCount">1</div>']);
    await clickInAct(button());
    await inAct(() => partialUpdate({ target: 'basketCount', url: '/cs/kosik' }));
    expect(panel().hidden).to.equal(false);
    const link = panel().querySelector('a') as HTMLAnchorElement;
    await inAct(() => partialUpdate({ target: 'basketCount', url: '/cs/kosik' }, { source: link }));
    expect(panel().hidden).to.equal(true);
  });

  it('closes on a pointer press outside, without taking the focus', async () => {
    await clickInAct(button());
    const outside = root.querySelector('#content') as HTMLElement;
    await inAct(() => outside.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    expect(panel().hidden).to.equal(true);
  });

  it('is swapped out and in by a partial update closed, and leaves no root mounted', async () => {
    await clickInAct(button());
    const roots = mountedRootCount();
    await swapByPartialUpdate('header', `<div id="header">${menu()}</div>`);
    await flushMicrotasks();
    expect(mountedRootCount()).to.equal(roots);
    expect(panel().hidden).to.equal(true);
    expect(button().getAttribute('aria-expanded')).to.equal('false');
    await removeFixture(root);
    expect(mountedRootCount()).to.equal(roots - 1);
  });

  it('is axe-clean closed, open and with a level expanded', async () => {
    expect(await axeViolations(root)).to.deep.equal([]);
    await clickInAct(button());
    await clickInAct(subToggle());
    expect(await axeViolations(root)).to.deep.equal([]);
  });
});
