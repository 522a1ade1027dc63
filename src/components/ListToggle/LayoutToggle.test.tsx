import { expect } from 'chai';
import { type FakeServer, fakeServer } from 'nise';
import '../../../elements/fg-list-toggle.ts';
import {
  axeViolations,
  clickInAct,
  inAct,
  mountFixture,
  press,
  pressInAct,
  removeFixture,
} from '../../../elements/test-support/react-act.ts';
import { emit } from '../../core/events.ts';

const COOKIE = 'testListLayout';

/** What a shop renders: the no-script form (a post that sets the cookie) inside the element. */
const markup = (pressed: 'list' | 'grid', attributes = '') => `
  <fg-list-toggle id="layout" mode="list-grid" list="products" cookie-name="${COOKIE}" ${attributes}>
    <form method="post" action="/cs/layout">
      <fieldset><legend>Zobrazení produktů</legend>
        <button type="submit" name="layout" value="list" aria-pressed="${pressed === 'list'}">Řádky</button>
        <button type="submit" name="layout" value="grid" aria-pressed="${pressed === 'grid'}">Dlaždice</button>
      </fieldset>
    </form>
  </fg-list-toggle>
  <ul id="products" data-layout="${pressed}"><li>a</li><li>b</li></ul>`;

function clearCookie(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the cookie the component writes
  document.cookie = `${COOKIE}=; max-age=0; path=/`;
}

describe('ListToggle in list-grid mode', () => {
  let root: HTMLElement;
  let server: FakeServer;

  const mount = async (html: string) => {
    root = await mountFixture(html);
  };

  beforeEach(() => {
    clearCookie();
    server = fakeServer.create();
  });

  afterEach(async () => {
    await removeFixture(root);
    server.restore();
    clearCookie();
  });

  const radios = () => [...root.querySelectorAll<HTMLElement>('fg-list-toggle [role="radio"]')];
  const radio = (label: string) => radios().find((r) => r.textContent === label) as HTMLElement;
  const checked = () => radios().filter((r) => r.getAttribute('aria-checked') === 'true');
  const list = () => root.querySelector('#products') as HTMLElement;
  const cookie = () =>
    document.cookie
      .split('; ')
      .find((part) => part.startsWith(`${COOKIE}=`))
      ?.slice(COOKIE.length + 1);
  const key = (name: string) => pressInAct(document.activeElement as Element, name);

  it('turns the server form into a labelled radio group controlling the list', async () => {
    await mount(markup('grid'));
    expect(root.querySelector('form, button')).to.equal(null);
    const group = root.querySelector('[role="radiogroup"]') as HTMLElement;
    const label = document.getElementById(group.getAttribute('aria-labelledby') ?? '');
    expect(label?.textContent).to.equal('Zobrazení produktů');
    expect(radios().map((r) => [r.textContent, r.getAttribute('aria-checked'), r.tabIndex])).to.deep.equal([
      ['Řádky', 'false', -1],
      ['Dlaždice', 'true', 0],
    ]);
    for (const r of radios()) expect(r.getAttribute('aria-controls')).to.equal('products');
    expect(list().dataset.layout).to.equal('grid');
  });

  it('offers list and grid in the page language without server buttons', async () => {
    await mount(`<fg-list-toggle id="layout" mode="list-grid" list="products" lang="en"></fg-list-toggle>
      <ul id="products"><li>a</li></ul>`);
    expect(root.querySelector('.fg-list-toggle__label')?.textContent).to.equal('View');
    expect(radios().map((r) => r.textContent)).to.deep.equal(['List', 'Grid']);
    expect(checked().map((r) => r.textContent)).to.deep.equal(['List']);
    expect(list().dataset.layout).to.equal('list');
  });

  it('is used with the keyboard: arrow keys move and check (wrapping), Space checks', async () => {
    await mount(markup('grid'));
    radio('Dlaždice').focus();
    await key('ArrowRight');
    expect(document.activeElement).to.equal(radio('Řádky'));
    expect(checked().map((r) => r.textContent)).to.deep.equal(['Řádky']);
    expect(radios().map((r) => r.tabIndex)).to.deep.equal([0, -1]);
    expect(list().dataset.layout).to.equal('list');
    expect(cookie()).to.equal('list');
    await key('ArrowLeft');
    expect(document.activeElement).to.equal(radio('Dlaždice'));
    expect(list().dataset.layout).to.equal('grid');
    await key('ArrowUp');
    await key('ArrowDown');
    expect(document.activeElement).to.equal(radio('Dlaždice'));
    radio('Řádky').focus();
    await key(' ');
    expect(checked().map((r) => r.textContent)).to.deep.equal(['Řádky']);
    expect(cookie()).to.equal('list');
    const other = press(radio('Řádky'), 'a');
    expect(other.defaultPrevented, 'other keys are left alone').to.equal(false);
  });

  it('checks a layout on click', async () => {
    await mount(markup('grid'));
    await clickInAct(radio('Řádky'));
    expect(checked().map((r) => r.textContent)).to.deep.equal(['Řádky']);
    expect(document.activeElement).to.equal(radio('Řádky'));
    expect(list().dataset.layout).to.equal('list');
  });

  it('keeps the choice in its cookie: rendered again, the chosen layout wins over the server one', async () => {
    await mount(markup('grid'));
    await clickInAct(radio('Řádky'));
    expect(cookie()).to.equal('list');
    await removeFixture(root);
    await mount(markup('grid'));
    expect(checked().map((r) => r.textContent)).to.deep.equal(['Řádky']);
    expect(list().dataset.layout).to.equal('list');
  });

  it('ignores a cookie value that is not one of its layouts', async () => {
    // biome-ignore lint/suspicious/noDocumentCookie: a crafted value the component must not apply
    document.cookie = `${COOKIE}=${encodeURIComponent('"><img>')}; path=/`;
    await mount(markup('grid'));
    expect(checked().map((r) => r.textContent)).to.deep.equal(['Dlaždice']);
    expect(list().dataset.layout).to.equal('grid');
  });

  it('applies the layout again to a list that a partial update swapped in', async () => {
    await mount(markup('grid'));
    await clickInAct(radio('Řádky'));
    const fresh = document.createElement('ul');
    fresh.innerHTML = '<li>c</li>';
    await inAct(() => {
      list().replaceWith(fresh);
      fresh.id = 'products';
      emit(fresh, 'fg:pu-after-replace', { targetId: 'products', newElement: fresh });
    });
    expect(fresh.dataset.layout).to.equal('list');
  });

  it('sends nothing without pu-* attributes, and commits the chosen layout with them', async () => {
    await mount(markup('grid'));
    await clickInAct(radio('Řádky'));
    expect(server.requests).to.have.length(0);
    await removeFixture(root);
    clearCookie();
    await mount(`<div id="listing"></div>${markup('grid', 'pu-target="listing"')}`);
    await clickInAct(radio('Řádky'));
    expect(server.requests).to.have.length(1);
    const url = new URL(server.requests[0]!.url, location.origin);
    expect(url.searchParams.get('layout')).to.equal('list');
    expect(url.searchParams.get('_pu_target')).to.equal('listing');
  });

  it('is axe-clean', async () => {
    await mount(markup('list'));
    expect(await axeViolations(root)).to.deep.equal([]);
  });
});
