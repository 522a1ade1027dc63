import { expect } from 'chai';
import { componentFixture } from '../../../elements/test-support/component-fixture.ts';
import '../../../elements/fg-radio-select.ts';
import { axeViolations, clickInAct, inAct } from '../../../elements/test-support/react-act.ts';

const markup = `
  <div id="summary"></div>
  <fg-radio-select id="delivery" pu-target="summary" pu-event-name="changeDelivery" pu-url="/cs/kosik">
    <fieldset><legend>Doprava</legend>
      <label><input type="radio" name="delivery" value="ppl" checked> PPL</label>
      <label><input type="radio" name="delivery" value="post"> Česká pošta</label>
      <label><input type="radio" name="delivery" value="dhl" disabled> DHL</label>
      <label><input type="radio" name="delivery" value="self"> Osobní odběr</label>
    </fieldset>
  </fg-radio-select>`;

describe('RadioSelect', () => {
  const component = componentFixture(markup);

  const button = () => component.root.querySelector('button') as HTMLButtonElement;
  const group = () => component.root.querySelector('[role="radiogroup"]') as HTMLElement;
  const radios = () => [...component.root.querySelectorAll<HTMLElement>('[role="radio"]')];
  const checked = () => component.root.querySelector('[role="radio"][aria-checked="true"]')?.textContent;
  const { key } = component;
  const { sent } = component;

  it('renders the server radios as a dropdown with the checked choice on its button', () => {
    expect(button().textContent).to.equal('PPL');
    expect(button().getAttribute('aria-expanded')).to.equal('false');
    expect(group().hidden).to.equal(true);
    expect(radios().map((radio) => radio.textContent)).to.deep.equal([
      'PPL',
      'Česká pošta',
      'DHL',
      'Osobní odběr',
    ]);
    expect(radios()[2]?.getAttribute('aria-disabled')).to.equal('true');
    expect(component.root.querySelector('#delivery-label')?.textContent).to.equal('Doprava');
    expect((component.root.querySelector('input[type="hidden"]') as HTMLInputElement).value).to.equal('ppl');
    expect(component.root.querySelectorAll('input[type="radio"]')).to.have.length(0);
  });

  it('opens with ArrowDown on the button and focuses the checked radio', async () => {
    await key(button(), 'ArrowDown');
    expect(button().getAttribute('aria-expanded')).to.equal('true');
    expect(group().hidden).to.equal(false);
    expect(document.activeElement === radios()[0], 'focus').to.equal(true);
    expect(radios().map((radio) => radio.tabIndex)).to.deep.equal([0, -1, -1, -1]);
  });

  it('moves and checks with the arrow keys, skipping disabled choices and wrapping', async () => {
    await clickInAct(button());
    await key(document.activeElement as Element, 'ArrowDown');
    expect(checked()).to.equal('Česká pošta');
    await key(document.activeElement as Element, 'ArrowRight');
    expect(checked()).to.equal('Osobní odběr');
    expect(document.activeElement === radios()[3], 'focus').to.equal(true);
    await key(document.activeElement as Element, 'ArrowDown');
    expect(checked()).to.equal('PPL');
    await key(document.activeElement as Element, 'ArrowUp');
    expect(checked()).to.equal('Osobní odběr');
    await key(document.activeElement as Element, 'Home');
    expect(checked()).to.equal('PPL');
    await key(document.activeElement as Element, 'End');
    expect(checked()).to.equal('Osobní odběr');
    await key(document.activeElement as Element, 'ArrowLeft');
    expect(checked()).to.equal('Česká pošta');
  });

  it('confirms with Enter: closes, returns focus and runs the partial update with the value', async () => {
    await key(button(), 'ArrowDown');
    await key(document.activeElement as Element, 'ArrowDown');
    await key(document.activeElement as Element, 'Enter');
    expect(group().hidden).to.equal(true);
    expect(document.activeElement === button(), 'focus').to.equal(true);
    expect(button().textContent).to.equal('Česká pošta');
    expect(sent()).to.have.length(1);
    const url = sent()[0] as URL;
    expect(url.pathname).to.equal('/cs/kosik');
    expect(url.searchParams.get('_pu_target')).to.equal('summary');
    expect(url.searchParams.get('_pu_event')).to.equal('changeDelivery');
    expect(url.searchParams.get('delivery')).to.equal('post');
  });

  it('confirms with Space too, and sends nothing when the choice did not change', async () => {
    await key(button(), 'ArrowDown');
    await key(document.activeElement as Element, ' ');
    expect(group().hidden).to.equal(true);
    expect(sent()).to.have.length(0);
  });

  it('restores the opening choice on Escape without a request', async () => {
    await key(button(), 'ArrowDown');
    await key(document.activeElement as Element, 'ArrowDown');
    await key(document.activeElement as Element, 'Escape');
    expect(group().hidden).to.equal(true);
    expect(button().textContent).to.equal('PPL');
    expect(document.activeElement === button(), 'focus').to.equal(true);
    expect(sent()).to.have.length(0);
  });

  it('commits a clicked choice', async () => {
    await clickInAct(button());
    await inAct(() => radios()[3]?.click());
    expect(button().textContent).to.equal('Osobní odběr');
    expect(sent()[0]?.searchParams.get('delivery')).to.equal('self');
  });

  it('confirms when a pointer presses outside the open dropdown', async () => {
    await key(button(), 'ArrowDown');
    await key(document.activeElement as Element, 'ArrowDown');
    await inAct(() => document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    expect(group().hidden).to.equal(true);
    expect(sent()[0]?.searchParams.get('delivery')).to.equal('post');
  });

  it('is axe-clean closed and open', async () => {
    expect(await axeViolations(component.root)).to.deep.equal([]);
    await key(button(), 'ArrowDown');
    expect(await axeViolations(component.root)).to.deep.equal([]);
  });
});
