import { expect } from 'chai';
import { emit } from '../../core/events.ts';
import { readToggleCookie, writeToggleCookie } from '../../toolkit/toggle-cookie.ts';
import { DIFFERENT_ONLY_COOKIE, startComparison } from './start-comparison.ts';

const table = (id = 'comparisonTable') => `
  <table id="${id}">
    <thead><tr><td></td><th scope="col">Drill A</th><th scope="col">Drill B</th></tr></thead>
    <tbody>
      <tr data-comparison-row id="${id}-width"><th scope="row">Width</th><td>10 cm</td><td>12 cm</td></tr>
      <tr data-comparison-row id="${id}-warranty"><th scope="row">Warranty</th><td> 2 years </td><td>2
        years</td></tr>
      <tr data-comparison-row id="${id}-colour"><th scope="row">Colour</th><td>red</td><td>Red</td></tr>
      <tr data-comparison-row id="${id}-empty"><th scope="row">Energy</th><td></td><td></td></tr>
    </tbody>
  </table>`;
const toggle = (checked = false) => `
  <input type="checkbox" id="differentOnly" data-comparison-different-only aria-controls="comparisonTable"
         ${checked ? 'checked' : ''}>
  <label for="differentOnly">Show different lines only</label>`;

describe('comparison: show different lines only', () => {
  let fixture: HTMLElement;
  let stop: () => void;

  const clearCookie = () => {
    // biome-ignore lint/suspicious/noDocumentCookie: test clean-up of the cookie the behaviour wrote
    document.cookie = `${DIFFERENT_ONLY_COOKIE}=; max-age=0; path=/`;
  };
  const mount = (markup: string) => {
    fixture.innerHTML = markup;
    stop = startComparison(document);
  };
  const hiddenRows = (id = 'comparisonTable') =>
    [...fixture.querySelectorAll<HTMLElement>(`#${id} [data-comparison-row]`)]
      .filter((row) => row.hidden)
      .map((row) => row.id);
  const checkbox = () => fixture.querySelector('#differentOnly') as HTMLInputElement;

  beforeEach(() => {
    clearCookie();
    fixture = document.createElement('div');
    document.body.append(fixture);
  });

  afterEach(() => {
    stop();
    fixture.remove();
    clearCookie();
  });

  it('hides the rows whose values are all equal (trimmed text) and shows them again', () => {
    mount(toggle() + table());
    expect(hiddenRows()).to.deep.equal([]);
    checkbox().click();
    expect(hiddenRows()).to.deep.equal(['comparisonTable-warranty', 'comparisonTable-empty']);
    checkbox().click();
    expect(hiddenRows()).to.deep.equal([]);
  });

  it('remembers the choice in PRODUCT_COMPARISON_SHOW_DIFFERENT_ONLY', () => {
    mount(toggle() + table());
    checkbox().click();
    expect(readToggleCookie(DIFFERENT_ONLY_COOKIE)).to.equal(true);
    checkbox().click();
    expect(readToggleCookie(DIFFERENT_ONLY_COOKIE)).to.equal(false);
  });

  it('keeps a row with a single value: nothing to compare it with', () => {
    mount(
      `${toggle(true)}<table id="comparisonTable"><tr data-comparison-row id="one"><th>Width</th><td>10</td></tr></table>`,
    );
    expect(hiddenRows()).to.deep.equal([]);
  });

  it('applies the remembered choice on start', () => {
    writeToggleCookie(DIFFERENT_ONLY_COOKIE, true);
    mount(toggle() + table());
    expect(checkbox().checked).to.equal(true);
    expect(hiddenRows()).to.deep.equal(['comparisonTable-warranty', 'comparisonTable-empty']);
  });

  it('applies the choice again to a table a partial update swaps in', () => {
    mount(`${toggle()}<div id="region">${table()}</div>`);
    checkbox().click();
    const region = fixture.querySelector('#region') as HTMLElement;
    const swapped = document.createElement('div');
    swapped.id = 'region';
    swapped.innerHTML = table();
    region.replaceWith(swapped);
    expect(hiddenRows(), 'the new markup shows every row').to.deep.equal([]);
    emit(swapped, 'fg:pu-after-replace', { targetId: 'region', newElement: swapped });
    expect(hiddenRows()).to.deep.equal(['comparisonTable-warranty', 'comparisonTable-empty']);
  });

  it('leaves other tables alone', () => {
    mount(toggle() + table() + table('other'));
    checkbox().click();
    expect(hiddenRows('other')).to.deep.equal([]);
  });
});
