// The quantity field as the WAI-ARIA APG spinbutton pattern, with real key presses: roles, states,
// properties and every key the pattern lists.
import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { componentFixture } from '../../../elements/test-support/component-fixture.ts';
import '../../../elements/fg-number-input.ts';
import { inAct } from '../../../elements/test-support/react-act.ts';
import { pressKey } from '../../../elements/test-support/real-key-press.ts';

const markup = `
  <button id="before">before</button>
  <fg-number-input id="qty-7">
    <label for="q7">Množství</label>
    <input id="q7" type="number" name="qty[7]" value="20" min="1" max="300" step="1">
  </fg-number-input>
  <button id="after">after</button>`;

describe('NumberInput (APG spinbutton pattern)', () => {
  const component = componentFixture(markup, { fakeTimers: true });
  const spinbutton = () => component.root.querySelector('[role="spinbutton"]') as HTMLInputElement;
  const now = () => Number(spinbutton().getAttribute('aria-valuenow'));

  it('is a labelled spinbutton with its value and bounds', () => {
    expect(spinbutton().labels?.[0]?.textContent).to.equal('Množství');
    expect([
      now(),
      spinbutton().getAttribute('aria-valuemin'),
      spinbutton().getAttribute('aria-valuemax'),
    ]).to.deep.equal([20, '1', '300']);
  });

  it('is the one tab stop: its − and + buttons are left out of the Tab sequence', async () => {
    (component.root.querySelector('#before') as HTMLElement).focus();
    await pressKey('Tab');
    expect(document.activeElement === spinbutton(), 'focus on the spinbutton').to.equal(true);
    await pressKey('Tab');
    expect(document.activeElement?.id).to.equal('after');
  });

  it('Up Arrow increases and Down Arrow decreases by one step', async () => {
    spinbutton().focus();
    await pressKey('ArrowUp');
    await pressKey('ArrowUp');
    expect(now()).to.equal(22);
    await pressKey('ArrowDown');
    expect(now()).to.equal(21);
    expect(spinbutton().value).to.equal('21');
  });

  it('Page Up and Page Down change by ten steps', async () => {
    spinbutton().focus();
    await pressKey('PageUp');
    expect(now()).to.equal(30);
    await pressKey('PageDown');
    await pressKey('PageDown');
    expect(now()).to.equal(10);
  });

  it('Home and End go to the minimum and the maximum', async () => {
    spinbutton().focus();
    await pressKey('End');
    expect(now()).to.equal(300);
    await pressKey('Home');
    expect(now()).to.equal(1);
  });

  it('takes a typed value, kept within its bounds, on Enter', async () => {
    spinbutton().focus();
    spinbutton().select();
    // Distinct digits: WebKit's driver sends the typed text as one chord.
    await inAct(() => sendKeys({ type: '450' }));
    await pressKey('Enter');
    expect(now()).to.equal(300);
    expect(spinbutton().value).to.equal('300');
    expect(document.activeElement === spinbutton(), 'focus stays on the spinbutton').to.equal(true);
  });
});
