import { expect } from 'chai';
import { componentFixture } from '../../../elements/test-support/component-fixture.ts';
import '../../../elements/fg-radio-select-tab.ts';
import { axeViolations, inAct, pressInAct } from '../../../elements/test-support/react-act.ts';
import { walkFocus } from './test-support/focus-walk.ts';

const markup = `
  <fg-radio-select-tab id="sort" pu-target="productList" pu-event-name="sort">
    <fieldset><legend>Řadit podle</legend>
      <label><input type="radio" name="sort" value="popular" checked> Oblíbenosti</label>
      <label><input type="radio" name="sort" value="cheap"> Nejlevnější</label>
      <label><input type="radio" name="sort" value="new" disabled> Nejnovější</label>
      <label><input type="radio" name="sort" value="rating"> Hodnocení</label>
    </fieldset>
  </fg-radio-select-tab>
  <div id="productList" role="tabpanel" aria-label="Produkty"></div>`;

describe('RadioSelectTab', () => {
  const component = componentFixture(markup);

  const tabs = () => [...component.root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const key = (name: string) => pressInAct(document.activeElement as Element, name);
  const focused = () => tabs().indexOf(document.activeElement as HTMLButtonElement);
  const { sent } = component;

  it('renders the server radios as a labelled tab list controlling the updated region', () => {
    expect(tabs().map((tab) => tab.textContent)).to.deep.equal([
      'Oblíbenosti',
      'Nejlevnější',
      'Nejnovější',
      'Hodnocení',
    ]);
    expect(tabs().map((tab) => tab.getAttribute('aria-selected'))).to.deep.equal([
      'true',
      'false',
      'false',
      'false',
    ]);
    expect(tabs().map((tab) => tab.tabIndex)).to.deep.equal([0, -1, -1, -1]);
    expect(tabs()[0]?.getAttribute('aria-controls')).to.equal('productList');
    expect(component.root.querySelector('[role="tablist"]')?.getAttribute('aria-labelledby')).to.equal(
      'sort-label',
    );
  });

  it('moves focus with Left/Right (wrapping, skipping disabled) and Home/End without selecting', async () => {
    tabs()[0]?.focus();
    await walkFocus(key, focused, [
      ['ArrowRight', 1],
      ['ArrowRight', 3],
      ['ArrowRight', 0],
      ['ArrowLeft', 3],
      ['Home', 0],
      ['End', 3],
    ]);
    expect(tabs()[3]?.tabIndex).to.equal(0);
    expect(sent()).to.have.length(0);
    expect(tabs()[0]?.getAttribute('aria-selected')).to.equal('true');
  });

  it('selects with Enter and with Space, running the partial update', async () => {
    tabs()[0]?.focus();
    await key('ArrowRight');
    await key('Enter');
    expect(tabs()[1]?.getAttribute('aria-selected')).to.equal('true');
    expect(sent()[0]?.searchParams.get('sort')).to.equal('cheap');
    expect(sent()[0]?.searchParams.get('_pu_target')).to.equal('productList');
    expect(sent()[0]?.searchParams.get('_pu_event')).to.equal('sort');
    await key('ArrowRight');
    await key(' ');
    expect(sent()[1]?.searchParams.get('sort')).to.equal('rating');
  });

  it('selects a clicked tab, and ignores a click on the selected one', async () => {
    await inAct(() => tabs()[0]?.click());
    expect(sent()).to.have.length(0);
    await inAct(() => tabs()[3]?.click());
    expect(sent()[0]?.searchParams.get('sort')).to.equal('rating');
  });

  it('is axe-clean', async () => {
    expect(await axeViolations(component.root)).to.deep.equal([]);
  });
});
