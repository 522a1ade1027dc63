import { expect } from 'chai';
import '../../../elements/fg-menu-search.ts';
import '../../../elements/fg-typeahead.ts';
import { mountedRootCount } from '../../../elements/define-react-element.ts';
import {
  axeViolations,
  clickInAct,
  flushMicrotasks,
  mountFixture,
  pressInAct,
  removeFixture,
} from '../../../elements/test-support/react-act.ts';
import { swapByPartialUpdate } from '../../../elements/test-support/swap-by-partial-update.ts';

const searchRegion = `
  <search id="siteSearch">
    <fg-typeahead id="typeahead" source="/cs/naseptavac">
      <form action="/cs/hledat"><label for="q">Hledat</label> <input id="q" name="q" type="search"> <button>Hledat</button></form>
    </fg-typeahead>
  </search>`;

const header = (region = searchRegion) => `
  <div id="header">
    <fg-menu-search id="searchToggle" controls="siteSearch" icon="icon-search"><a href="/cs/hledat">Hledat</a></fg-menu-search>
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
