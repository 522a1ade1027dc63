// The cookie settings panel and the modal banner as the WAI-ARIA APG dialog (modal) pattern: roles,
// states and properties, and every key the pattern lists.
import { expect } from 'chai';
import sinon from 'sinon';
import '../../../elements/fg-cookie-consent.ts';
import { clickInAct, fixture, inAct, removeFixture } from '../../../elements/test-support/react-act.ts';
import { pressKey, pressShiftTab } from '../../../elements/test-support/real-key-press.ts';
import type { ConsentController } from '../../behaviours/consent/consent-controller.ts';
import { startConsent } from '../../behaviours/consent/start-consent.ts';
import { FOCUSABLE } from '../../core/modal-dialog.ts';
import { FakeCookieJar } from '../../toolkit/test-support/fake-cookie-jar.ts';

describe('Cookie consent dialogs (APG dialog pattern)', () => {
  let root: HTMLElement;
  let controller: ConsentController | null = null;

  async function open(attributes = '') {
    const loadUi = sinon.spy(() => import('../../../elements/fg-cookie-consent.ts'));
    await inAct(async () => {
      root = fixture(`<fg-cookie-consent id="cookie-consent" ${attributes}></fg-cookie-consent>`);
      controller = startConsent(document, {
        loadUi,
        cookies: new FakeCookieJar({}),
        cookiesEnabled: true,
        inIframe: false,
      });
      await loadUi.returnValues[0];
    });
  }

  afterEach(async () => {
    controller?.stop();
    await removeFixture(root);
    sinon.restore();
  });

  const dialog = (selector: string) => root.querySelector(selector) as HTMLDialogElement;
  const button = (text: string) =>
    [...root.querySelectorAll('button')].find((b) => b.textContent?.trim() === text) as HTMLButtonElement;
  const tabStops = (within: HTMLElement) =>
    [...within.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (element) => element.getClientRects().length > 0,
    );
  // Compared by text: chai's message for two unequal elements would print their whole React state.
  const summary = (element: Element | null | undefined) => element?.outerHTML.slice(0, 80);
  const focused = () => summary(document.activeElement);

  async function openSettings() {
    await open();
    button('Nastavení').focus();
    await clickInAct(button('Nastavení'));
    return dialog('dialog.fg-cookie-consent__panel');
  }

  it('opens the settings as a modal dialog labelled by its title, focus on the title', async () => {
    const panel = await openSettings();
    expect(panel.matches(':modal')).to.equal(true);
    const title = document.getElementById(panel.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).to.equal('Nastavení cookies');
    expect(document.activeElement === title, 'focus on the title').to.equal(true);
  });

  it('wraps Tab on the last control of the settings to the first, and Shift+Tab on the first to the last', async () => {
    const panel = await openSettings();
    const stops = tabStops(panel);
    stops.at(-1)?.focus();
    await pressKey('Tab');
    expect(focused()).to.equal(summary(stops[0]));
    await pressShiftTab();
    expect(focused()).to.equal(summary(stops.at(-1)));
  });

  it('closes the settings on Escape, focus back on the control that opened them', async () => {
    await openSettings();
    await pressKey('Escape');
    expect(root.querySelector('dialog.fg-cookie-consent__panel')).to.equal(null);
    expect(document.activeElement === button('Nastavení'), 'focus on the settings button').to.equal(true);
  });

  it('wraps Tab inside the modal banner too', async () => {
    await open('modal');
    const banner = dialog('dialog.fg-cookie-consent__banner');
    expect(banner.matches(':modal')).to.equal(true);
    const stops = tabStops(banner);
    stops.at(-1)?.focus();
    await pressKey('Tab');
    expect(focused()).to.equal(summary(stops[0]));
    await pressShiftTab();
    expect(focused()).to.equal(summary(stops.at(-1)));
  });
});
