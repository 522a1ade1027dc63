import { expect } from 'chai';
import { componentFixture } from '../../../elements/test-support/component-fixture.ts';
import '../../../elements/fg-number-input.ts';
import {
  axeViolations,
  clickInAct,
  flushMicrotasks,
  inAct,
  pressInAct,
} from '../../../elements/test-support/react-act.ts';
import { updateSentAfterDebounce } from '../test-support/debounced-update.ts';
import { normalizeNumber } from './number-value.ts';

const markup = `
  <div id="basket"></div>
  <fg-number-input id="qty-7" pu-target="basket" pu-event-name="changeQuantity">
    <label for="q7" class="visually-hidden">Množství</label>
    <input id="q7" type="number" name="qty[7]" value="2" min="1" max="30" step="1" aria-describedby="q7-note">
  </fg-number-input>
  <p id="q7-note">Skladem je jen 30 ks.</p>`;

describe('NumberInput', () => {
  const component = componentFixture(markup, { fakeTimers: true });

  const input = () => component.root.querySelector('[role="spinbutton"]') as HTMLInputElement;
  const decrease = () => component.root.querySelector('.fg-number-input__decrease') as HTMLButtonElement;
  const increase = () => component.root.querySelector('.fg-number-input__increase') as HTMLButtonElement;
  const key = (name: string) => pressInAct(input(), name);
  const { sent } = component;

  it('renders the server input as a labelled spinbutton with its bounds', () => {
    expect(input().id).to.equal('q7');
    expect(input().name).to.equal('qty[7]');
    expect(input().value).to.equal('2');
    expect(input().getAttribute('aria-valuenow')).to.equal('2');
    expect(input().getAttribute('aria-valuemin')).to.equal('1');
    expect(input().getAttribute('aria-valuemax')).to.equal('30');
    expect(input().labels?.[0]?.textContent).to.equal('Množství');
    expect(input().labels?.[0]?.className).to.equal(
      'fg-number-input__label visually-hidden',
      'the shop class kept',
    );
    expect(decrease().getAttribute('aria-label')).to.equal('Snížit');
    expect(decrease().tabIndex).to.equal(-1);
  });

  it("keeps the message the server tied to the field as the spinbutton's description", () => {
    expect(input().getAttribute('aria-describedby')).to.equal('q7-note');
  });

  it('steps with the arrow keys, ten steps with Page Up/Down, bounds with Home/End', async () => {
    await key('ArrowUp');
    expect(input().value).to.equal('3');
    await key('ArrowDown');
    await key('ArrowDown');
    expect(input().value).to.equal('1');
    await key('ArrowDown');
    expect(input().value).to.equal('1');
    await key('PageUp');
    expect(input().value).to.equal('11');
    await key('PageDown');
    expect(input().value).to.equal('1');
    await key('End');
    expect(input().value).to.equal('30');
    expect(increase().disabled).to.equal(true);
    await key('Home');
    expect(input().value).to.equal('1');
    expect(decrease().disabled).to.equal(true);
  });

  it('sends one partial update 300 ms after the last change', async () => {
    await clickInAct(increase());
    await clickInAct(increase());
    component.clock.tick(299);
    expect(sent()).to.have.length(0);
    await clickInAct(increase());
    const url = updateSentAfterDebounce(component);
    expect(url.searchParams.get('_pu_target')).to.equal('basket');
    expect(url.searchParams.get('_pu_event')).to.equal('changeQuantity');
    expect(url.searchParams.get('qty[7]')).to.equal('5');
  });

  it('never sends the pending change of an input that was swapped out', async () => {
    await clickInAct(increase());
    await inAct(() => component.root.querySelector('fg-number-input')?.remove());
    await flushMicrotasks();
    component.clock.tick(300);
    expect(sent()).to.have.length(0);
  });

  it('clamps and snaps typed text on Enter and commits it at once', async () => {
    await inAct(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input(), '99');
      input().dispatchEvent(new Event('input', { bubbles: true }));
    });
    await key('Enter');
    expect(input().value).to.equal('30');
    expect(sent()[0]?.searchParams.get('qty[7]')).to.equal('30');
  });

  it('says why a typed value was changed, in a note the spinbutton names, and clears it on the next change', async () => {
    const type = (text: string) =>
      inAct(() => {
        const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setter?.call(input(), text);
        input().dispatchEvent(new Event('input', { bubbles: true }));
      });
    const note = () => component.root.querySelector('#qty-7-correction') as HTMLElement;
    expect(note().getAttribute('role')).to.equal('status');
    expect(note().textContent).to.equal('');
    expect(input().getAttribute('aria-describedby')).to.equal('q7-note');
    await type('-5');
    await key('Enter');
    expect(input().value).to.equal('1');
    expect(note().textContent).to.equal('Nejmenší množství je 1, upraveno na 1.');
    expect(input().getAttribute('aria-describedby')).to.equal('q7-note qty-7-correction');
    await type('99999');
    await key('Enter');
    expect(input().value).to.equal('30');
    expect(note().textContent).to.equal('Největší množství je 30, upraveno na 30.');
    await clickInAct(decrease());
    expect(note().textContent).to.equal('');
    expect(input().getAttribute('aria-describedby')).to.equal('q7-note');
    await type('7');
    await key('Enter');
    expect(note().textContent, 'a value kept as typed needs no note').to.equal('');
  });

  it('restores the value when the typed text is not a number', async () => {
    await inAct(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
      setter?.call(input(), 'abc');
      input().dispatchEvent(new Event('input', { bubbles: true }));
    });
    // Leaving the field (dispatched: blur() fires nothing while the test window is not focused).
    await inAct(() => input().dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(input().value).to.equal('2');
    expect(sent()).to.have.length(0);
  });

  it('commits or restores what the field shows on blur, even without an input event (autofill)', async () => {
    const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setter?.call(input(), 'abc');
    await inAct(() => input().dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(input().value).to.equal('2');
    expect(sent()).to.have.length(0);
    setter?.call(input(), '7,4');
    await inAct(() => input().dispatchEvent(new FocusEvent('focusout', { bubbles: true })));
    expect(input().value).to.equal('7');
    expect(input().getAttribute('aria-valuenow')).to.equal('7');
    expect(sent()[0]?.searchParams.get('qty[7]')).to.equal('7');
  });

  it('a mouse press on − or + keeps the focus in the field; a touch leaves the focus where it was', () => {
    const press = (button: HTMLButtonElement, pointerType: string) => {
      button.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType }));
      const down = new MouseEvent('mousedown', { bubbles: true, cancelable: true });
      button.dispatchEvent(down);
      return down.defaultPrevented;
    };
    expect(press(increase(), 'mouse')).to.equal(true, 'the button does not take the focus');
    expect(document.activeElement).to.equal(input());
    input().blur();
    expect(press(decrease(), 'touch')).to.equal(true);
    expect(document.activeElement).not.to.equal(input(), 'no keyboard raised on a phone');
    expect(press(decrease(), 'mouse')).to.equal(true);
    expect(document.activeElement).to.equal(input());
  });

  it('snaps to decimal steps without floating-point noise', () => {
    expect(normalizeNumber(0.30000000000000004, { min: 0, step: 0.1 })).to.equal(0.3);
    expect(normalizeNumber(7, { min: 1, max: 10, step: 4 })).to.equal(9);
    expect(normalizeNumber(12, { min: 1, max: 10, step: 4 })).to.equal(9);
  });

  it('is axe-clean', async () => {
    component.clock.restore(); // axe-core schedules its own timers
    expect(await axeViolations(component.root)).to.deep.equal([]);
  });
});
