// The dropdown's choices as the WAI-ARIA APG radio group pattern (roving tabindex), opened by a
// disclosure button, with real key presses: roles, states, properties and every key the pattern lists.
import { expect } from 'chai';
import { componentFixture } from '../../../elements/test-support/component-fixture.ts';
import '../../../elements/fg-radio-select.ts';
import { inAct } from '../../../elements/test-support/react-act.ts';
import { pressKey } from '../../../elements/test-support/real-key-press.ts';

const markup = `
  <fg-radio-select id="delivery">
    <fieldset><legend>Doprava</legend>
      <label><input type="radio" name="delivery" value="ppl"> PPL</label>
      <label><input type="radio" name="delivery" value="post" checked> Česká pošta</label>
      <label><input type="radio" name="delivery" value="dhl" disabled> DHL</label>
      <label><input type="radio" name="delivery" value="self"> Osobní odběr</label>
    </fieldset>
  </fg-radio-select>
  <button id="after">after</button>`;

describe('RadioSelect (APG disclosure and radio group patterns)', () => {
  const component = componentFixture(markup);
  const button = () => component.root.querySelector('.fg-radio-select__button') as HTMLButtonElement;
  const group = () => component.root.querySelector('[role="radiogroup"]') as HTMLElement;
  const radios = () => [...component.root.querySelectorAll<HTMLElement>('[role="radio"]')];
  const checked = () => radios().map((radio) => radio.getAttribute('aria-checked'));
  const focused = () => radios().indexOf(document.activeElement as HTMLElement);
  const openGroup = async () => {
    button().focus();
    await pressKey('Enter');
  };

  it('has a disclosure button that names the choice and controls the group, collapsed at first', () => {
    expect(button().getAttribute('aria-expanded')).to.equal('false');
    expect(button().getAttribute('aria-controls')).to.equal(group().id);
    expect(button().textContent).to.equal('Česká pošta');
    expect(group().hidden).to.equal(true);
  });

  it('Enter and Space on the button expand and collapse the group', async () => {
    await openGroup();
    expect(button().getAttribute('aria-expanded')).to.equal('true');
    expect(group().hidden).to.equal(false);
    button().focus();
    await pressKey(' ');
    expect(button().getAttribute('aria-expanded')).to.equal('false');
  });

  it('is a labelled radiogroup of radios with aria-checked; the checked radio is the one tab stop', async () => {
    await openGroup();
    expect(document.getElementById(group().getAttribute('aria-labelledby') ?? '')?.textContent).to.equal(
      'Doprava',
    );
    expect(checked()).to.deep.equal(['false', 'true', 'false', 'false']);
    expect(radios().map((radio) => radio.tabIndex)).to.deep.equal([-1, 0, -1, -1]);
    expect(radios()[2]?.getAttribute('aria-disabled')).to.equal('true');
    expect(focused()).to.equal(1);
  });

  it('Down and Right Arrow move the focus to the next radio and check it, wrapping, skipping the disabled one', async () => {
    await openGroup();
    await pressKey('ArrowDown');
    expect([focused(), checked()[3]]).to.deep.equal([3, 'true']);
    await pressKey('ArrowRight');
    expect([focused(), checked()[0]]).to.deep.equal([0, 'true']);
  });

  it('Up and Left Arrow move the focus to the previous radio and check it, wrapping', async () => {
    await openGroup();
    await pressKey('ArrowUp');
    expect([focused(), checked()[0]]).to.deep.equal([0, 'true']);
    await pressKey('ArrowLeft');
    expect([focused(), checked()[3]]).to.deep.equal([3, 'true']);
  });

  it('Space checks the focused radio, even one the focus reached without the arrows', async () => {
    await openGroup();
    await inAct(() => radios()[0]?.focus());
    await pressKey(' ');
    expect(button().textContent).to.equal('PPL');
    expect(checked()).to.deep.equal(['true', 'false', 'false', 'false']);
  });

  it('Tab leaves the group with the checked choice kept', async () => {
    await openGroup();
    await pressKey('ArrowDown');
    await pressKey('Tab');
    expect(document.activeElement?.id).to.equal('after');
    expect(button().textContent).to.equal('Osobní odběr');
  });
});
