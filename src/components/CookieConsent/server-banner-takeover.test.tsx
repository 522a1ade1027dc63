import { expect } from 'chai';
import { inAct } from '../../../elements/test-support/react-act.ts';
import { pressKey } from '../../../elements/test-support/real-key-press.ts';
import { cookieBannerMarkup } from '../../server/cookie-banner-markup.ts';
import { CONSENT_ID, useServerBannerPage } from './test-support/server-banner-page.ts';

/**
 * The component that takes a server-rendered banner over (docs/consent.md) renders the same banner,
 * and the focus finds its way back to it.
 */
describe('<fg-cookie-consent> taking over a server-rendered banner', () => {
  const page = useServerBannerPage(() => import('../../../elements/fg-cookie-consent.ts'));
  const panel = () => page.root.querySelector<HTMLDialogElement>('dialog.fg-cookie-consent__panel');

  it('fetches the interface for the settings; the component takes the banner over and Escape returns the focus to its settings button', async () => {
    await page.open();
    const serverBanner = page.root.querySelector('.fg-cookie-consent__banner') as HTMLElement;
    const settings = page.byId('settings');
    settings.focus();
    await inAct(async () => {
      settings.click();
      await page.loadUi.returnValues[0];
    });
    expect(page.loadUi.callCount).to.equal(1);
    expect(serverBanner.isConnected, 'the server banner was taken over').to.equal(false);
    expect(panel()?.open).to.equal(true);
    expect(document.activeElement === panel()?.querySelector('h2'), 'focus on the panel title').to.equal(
      true,
    );
    await pressKey('Escape');
    await inAct(() => undefined);
    expect(panel()).to.equal(null);
    const componentSettings = page.byId('settings');
    expect(document.activeElement === componentSettings, "focus on the component's settings button").to.equal(
      true,
    );
    expect(componentSettings).to.not.equal(settings);
    expect(page.jar.writes).to.deep.equal([]);
  });

  it('fetches the interface at once for a modal banner: only the component can show it as a dialog', async () => {
    await page.open('modal lang="en"', cookieBannerMarkup({ id: CONSENT_ID, lang: 'en' }));
    expect(page.loadUi.callCount).to.equal(1);
    const dialog = page.root.querySelector('.fg-cookie-consent__banner') as HTMLDialogElement;
    expect(dialog.localName).to.equal('dialog');
    expect(dialog.matches(':modal')).to.equal(true);
  });

  it('is the markup the component renders: elements, ids, classes, names and texts', async () => {
    await page.open();
    const server = describeTree(page.root.querySelector('.fg-cookie-consent') as Element);
    // Without server markup the component renders its own banner.
    await page.open('closable lang="en"', '');
    expect(page.loadUi.callCount).to.equal(1);
    const component = describeTree(page.root.querySelector('.fg-cookie-consent') as Element);
    expect(server).to.deep.equal(component);
  });
});

/** Element by element: name, id, class, ARIA naming, link and own text (choice attributes aside). */
function describeTree(element: Element): unknown[] {
  return [element, ...element.querySelectorAll('*')].map((node) => ({
    tag: node.localName,
    id: node.id,
    class: node.getAttribute('class'),
    labelledBy: node.getAttribute('aria-labelledby'),
    label: node.getAttribute('aria-label'),
    popup: node.getAttribute('aria-haspopup'),
    href: node.getAttribute('href'),
    type: node.getAttribute('type'),
    text: [...node.childNodes]
      .filter((child) => child.nodeType === Node.TEXT_NODE)
      .map((child) => child.textContent)
      .join(''),
  }));
}
