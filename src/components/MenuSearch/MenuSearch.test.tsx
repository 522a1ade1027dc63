import { expect } from 'chai';
import '../../../elements/fg-menu-search.ts';
import '../../../elements/fg-typeahead.ts';
import { mountedRootCount } from '../../../elements/define-react-element.ts';
import {
  axeViolations,
  clickInAct,
  fixture,
  flushMicrotasks,
  inAct,
  mountFixture,
  pressInAct,
  removeFixture,
  untilRendered,
} from '../../../elements/test-support/react-act.ts';
import { swapByPartialUpdate } from '../../../elements/test-support/swap-by-partial-update.ts';
import { until } from '../../core/test-support/waits.ts';

const searchRegion = `
  <search id="siteSearch">
    <fg-typeahead id="typeahead" source="/cs/naseptavac">
      <form action="/cs/hledat"><label for="q">Hledat</label> <input id="q" name="q" type="search"> <button>Hledat</button></form>
    </fg-typeahead>
  </search>`;

/** The button's server markup as the demo has it: a disclosure whose open state shows the region by CSS. */
const serverDetails = (open: boolean) =>
  `<details class="menu-search"${open ? ' open' : ''}><summary class="menu-search__button">Hledat</summary></details>`;

const header = (region = searchRegion, toggle = '<a href="/cs/hledat">Hledat</a>') => `
  <div id="header">
    <fg-menu-search id="searchToggle" controls="siteSearch" icon="icon-search">${toggle}</fg-menu-search>
    ${region}
  </div>`;

describe('MenuSearch', () => {
  let root: HTMLElement;

  const mount = async (markup = header()) => {
    root = await mountFixture(markup);
  };
  const button = () => root.querySelector('.menu-search__button') as HTMLButtonElement;
  const region = () => root.querySelector('#siteSearch') as HTMLElement;
  const field = () => root.querySelector('#q') as HTMLInputElement;

  afterEach(async () => {
    await removeFixture(root);
  });

  it('replaces the no-script link with a collapsed disclosure button for the search region', async () => {
    await mount();
    expect(root.querySelector('fg-menu-search a')).to.equal(null);
    expect(button().textContent).to.equal('Hledat');
    expect(button().querySelector('use')?.getAttribute('href')).to.equal('#icon-search');
    expect(button().getAttribute('aria-expanded')).to.equal('false');
    expect(button().getAttribute('aria-controls')).to.equal('siteSearch');
    expect(region().getAttribute('data-expanded')).to.equal('false');
  });

  it('renders expanded, the focus in the field, when the visitor opened the server details first', async () => {
    // The search region first (a typeahead already rendered), then the button's element, taken over
    // with its details open.
    await mount(`<div id="header">${searchRegion}</div>`);
    await inAct(() =>
      root.firstElementChild?.insertAdjacentHTML(
        'afterbegin',
        `<fg-menu-search id="searchToggle" controls="siteSearch">${serverDetails(true)}</fg-menu-search>`,
      ),
    );
    await untilRendered(root);
    expect(root.querySelector('fg-menu-search details'), 'taken over').to.equal(null);
    expect(button().getAttribute('aria-expanded')).to.equal('true');
    expect(region().getAttribute('data-expanded')).to.equal('true');
    expect(document.activeElement).to.equal(field());
    // Taken over: the button collapses it, and it stays collapsed through later renders.
    await clickInAct(button());
    await inAct(() => root.querySelector('#searchToggle')?.setAttribute('label', 'Najít'));
    expect(button().textContent, 'rendered again').to.equal('Najít');
    expect(button().getAttribute('aria-expanded')).to.equal('false');
    expect(region().getAttribute('data-expanded')).to.equal('false');
  });

  it('taken over open before its typeahead has rendered: the typeahead takes the field over with the focus', async () => {
    // The other order, as a page may upgrade them. Outside act(): the typeahead commits at once
    // from the microtask after the focus enters its server field, which act() would queue instead.
    root = fixture(header(searchRegion, serverDetails(true)));
    const rendered = new Set<string>();
    root.addEventListener('fg:upgraded', (event) => rendered.add((event.target as Element).id));
    await until(() => rendered.has('searchToggle') && rendered.has('typeahead'), 'both rendered');
    expect(region().getAttribute('data-expanded')).to.equal('true');
    expect(document.activeElement).to.equal(field());
    expect(field().getAttribute('role'), 'the typeahead’s own field').to.equal('combobox');
  });

  it('stays collapsed when the server details was closed again before the component rendered', async () => {
    await mount(header(searchRegion, serverDetails(false)));
    expect(button().getAttribute('aria-expanded')).to.equal('false');
    expect(region().getAttribute('data-expanded')).to.equal('false');
  });

  it('expands into the search field and collapses on Escape back to the button', async () => {
    await mount();
    button().focus();
    await clickInAct(button());
    expect(button().getAttribute('aria-expanded')).to.equal('true');
    expect(region().getAttribute('data-expanded')).to.equal('true');
    expect(document.activeElement).to.equal(field());
    await pressInAct(field(), 'Escape');
    expect(region().getAttribute('data-expanded')).to.equal('false');
    expect(document.activeElement).to.equal(button());
  });

  it('leaves the first Escapes to the suggestions: closing them, then clearing the field', async () => {
    await mount(
      header(`<search id="siteSearch"><label for="q">Hledat</label>
        <input id="q" role="combobox" aria-expanded="true" aria-controls="list"><ul id="list" role="listbox"></ul></search>`),
    );
    await clickInAct(button());
    field().value = 'lampa';
    await pressInAct(field(), 'Escape');
    expect(region().getAttribute('data-expanded')).to.equal('true');
    field().setAttribute('aria-expanded', 'false');
    await pressInAct(field(), 'Escape');
    expect(region().getAttribute('data-expanded')).to.equal('true');
    field().value = '';
    await pressInAct(field(), 'Escape');
    expect(region().getAttribute('data-expanded')).to.equal('false');
  });

  it('gives a search region swapped in by a partial update its state, and leaves no root mounted', async () => {
    const roots = mountedRootCount();
    await mount(`<div id="wrap">${header()}</div>`);
    await clickInAct(button());
    await swapByPartialUpdate('siteSearch', searchRegion);
    await flushMicrotasks();
    expect(region().getAttribute('data-expanded')).to.equal('true');
    await swapByPartialUpdate('header', header());
    await flushMicrotasks();
    expect(region().getAttribute('data-expanded')).to.equal('false');
    expect(button().getAttribute('aria-expanded')).to.equal('false');
    expect(mountedRootCount()).to.equal(roots + 2);
    await removeFixture(root);
    expect(mountedRootCount()).to.equal(roots);
  });

  it('is axe-clean collapsed and expanded', async () => {
    await mount();
    expect(await axeViolations(root)).to.deep.equal([]);
    await clickInAct(button());
    expect(await axeViolations(root)).to.deep.equal([]);
  });
});
