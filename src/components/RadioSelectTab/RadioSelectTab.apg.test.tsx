// The radio choice shown as tabs, as the WAI-ARIA APG tabs pattern with manual activation, with real
// key presses: roles, states, properties and every key the pattern lists.
import { expect } from 'chai';
import { componentFixture } from '../../../elements/test-support/component-fixture.ts';
import '../../../elements/fg-radio-select-tab.ts';
import { inAct } from '../../../elements/test-support/react-act.ts';
import { pressKey, pressShiftTab } from '../../../elements/test-support/real-key-press.ts';
import { walkFocus } from './test-support/focus-walk.ts';

const markup = `
  <button id="before">before</button>
  <fg-radio-select-tab id="sort" pu-target="productList">
    <fieldset><legend>Řadit podle</legend>
      <label><input type="radio" name="sort" value="popular"> Oblíbenosti</label>
      <label><input type="radio" name="sort" value="cheap" checked> Nejlevnější</label>
      <label><input type="radio" name="sort" value="new" disabled> Nejnovější</label>
      <label><input type="radio" name="sort" value="rating"> Hodnocení</label>
    </fieldset>
  </fg-radio-select-tab>
  <div id="productList" role="tabpanel" aria-label="Produkty"><button id="inPanel">first product</button></div>`;

describe('RadioSelectTab (APG tabs pattern, manual activation)', () => {
  const component = componentFixture(markup);
  const { sent } = component;
  const tabs = () => [...component.root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const focused = () => tabs().indexOf(document.activeElement as HTMLButtonElement);
  const selected = () => tabs().map((tab) => tab.getAttribute('aria-selected'));
  const chosen = () => sent().map((url) => url.searchParams.get('sort'));

  it('is a labelled tablist of tabs that control the tabpanel; the selected tab is the one tab stop', () => {
    const tablist = component.root.querySelector('[role="tablist"]') as HTMLElement;
    expect(document.getElementById(tablist.getAttribute('aria-labelledby') ?? '')?.textContent).to.equal(
      'Řadit podle',
    );
    expect(tabs().every((tab) => tab.getAttribute('aria-controls') === 'productList')).to.equal(true);
    expect(selected()).to.deep.equal(['false', 'true', 'false', 'false']);
    expect(tabs().map((tab) => tab.tabIndex)).to.deep.equal([-1, 0, -1, -1]);
    expect(tabs()[2]?.getAttribute('aria-disabled')).to.equal('true');
  });

  it('Tab into the tablist focuses the active tab; Tab again leaves for the tabpanel', async () => {
    (component.root.querySelector('#before') as HTMLElement).focus();
    await pressKey('Tab');
    expect(focused()).to.equal(1);
    await pressKey('Tab');
    expect(document.activeElement?.id).to.equal('inPanel');
    await pressShiftTab();
    expect(focused()).to.equal(1);
  });

  it('Right and Left arrows move the focus, wrapping and skipping the disabled tab, without activating', async () => {
    tabs()[1]?.focus();
    await walkFocus(pressKey, focused, [
      ['ArrowRight', 3],
      ['ArrowRight', 0],
      ['ArrowLeft', 3],
    ]);
    expect(selected()).to.deep.equal(['false', 'true', 'false', 'false']);
    expect(sent()).to.have.length(0);
  });

  it('Home and End move the focus to the first and last tab', async () => {
    tabs()[1]?.focus();
    await pressKey('End');
    expect(focused()).to.equal(3);
    await pressKey('Home');
    expect(focused()).to.equal(0);
    expect(sent()).to.have.length(0);
  });

  it('Space and Enter activate the focused tab', async () => {
    tabs()[1]?.focus();
    await pressKey('ArrowRight');
    await pressKey(' ');
    expect(selected()).to.deep.equal(['false', 'false', 'false', 'true']);
    await pressKey('Home');
    await pressKey('Enter');
    expect(selected()).to.deep.equal(['true', 'false', 'false', 'false']);
    expect(chosen()).to.deep.equal(['rating', 'popular']);
  });

  it('Enter acts on the tab that has the focus, not on the last one the arrows reached', async () => {
    tabs()[1]?.focus();
    await pressKey('End');
    // A screen reader or a script moves the focus without the arrow keys.
    await inAct(() => tabs()[0]?.focus());
    await pressKey('Enter');
    expect(chosen()).to.deep.equal(['popular']);
    expect(selected()).to.deep.equal(['true', 'false', 'false', 'false']);
    expect(tabs().map((tab) => tab.tabIndex)).to.deep.equal([0, -1, -1, -1]);
  });

  it('arrows move on from the tab that has the focus', async () => {
    tabs()[1]?.focus();
    await pressKey('End');
    await inAct(() => tabs()[0]?.focus());
    await pressKey('ArrowRight');
    expect(focused()).to.equal(1);
  });
});
