// The fixed popup as the WAI-ARIA APG dialog (modal) pattern, with real key presses: roles, states
// and properties, and every key the pattern lists.
import { expect } from 'chai';
import { pressKey, pressShiftTab } from '../../../elements/test-support/real-key-press.ts';
import { openByClick, usePopupPage } from './test-support/popup-test-kit.ts';

describe('fixed popup (APG dialog pattern)', () => {
  let trigger: HTMLButtonElement;

  // Buttons only inside: WebKit's Tab skips links unless the visitor asks otherwise.
  const page = usePopupPage(`
      <button id="open" data-popup="html" data-popup-target="note" data-popup-title="Delivery">Delivery</button>
      <div id="note" hidden><p>Two days.</p><button id="middle" type="button">More</button>
        <button id="last" type="button" data-popup-close>Continue shopping</button></div>
      <button id="after">after</button>`);
  beforeEach(() => {
    trigger = page.root.querySelector('#open') as HTMLButtonElement;
    trigger.focus();
  });

  const focused = () => document.activeElement?.id || document.activeElement?.className;

  it('is a modal dialog labelled by its title, focus moved inside', async () => {
    const popup = await openByClick(trigger);
    expect(popup.matches(':modal')).to.equal(true);
    expect(document.getElementById(popup.getAttribute('aria-labelledby') ?? '')?.textContent).to.equal(
      'Delivery',
    );
    expect(popup.contains(document.activeElement)).to.equal(true);
  });

  it('wraps Tab on the last control to the first, and Shift+Tab on the first to the last', async () => {
    const popup = await openByClick(trigger);
    (popup.querySelector('#last') as HTMLElement).focus();
    await pressKey('Tab');
    expect(focused()).to.equal('fg-popup__close');
    await pressShiftTab();
    expect(focused()).to.equal('last');
    await pressShiftTab();
    expect(focused()).to.equal('middle');
  });

  it('closes on Escape and returns focus to the trigger', async () => {
    await openByClick(trigger);
    await pressKey('Escape');
    expect(document.querySelector('.fg-popup')).to.equal(null);
    expect(focused()).to.equal('open');
  });
});
