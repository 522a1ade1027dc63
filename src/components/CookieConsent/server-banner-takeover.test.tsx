import { expect } from 'chai';
import sinon from 'sinon';
import { fixture, inAct, removeFixture } from '../../../elements/test-support/react-act.ts';
import { pressKey } from '../../../elements/test-support/real-key-press.ts';
import type { ConsentController } from '../../behaviours/consent/consent-controller.ts';
import { startConsent } from '../../behaviours/consent/start-consent.ts';
import { FakeCookieJar } from '../../core/test-support/fake-cookie-jar.ts';
import { COOKIE_CONSENT_CSS, COOKIE_CONSENT_STYLE_ID } from '../../protocol/cookie-consent-styles.ts';
import { cookieBannerMarkup } from '../../server/cookie-banner-markup.ts';

/**
 * The component that takes a server-rendered banner over (docs/consent.md) renders the same banner,
 * and the focus finds its way back to it.
 */
describe('<fg-cookie-consent> taking over a server-rendered banner', () => {
  const ID = 'cookie-consent';
  let root: HTMLElement;
  let jar: FakeCookieJar;
  let controller: ConsentController | null;
  let loadUi: sinon.SinonSpy;
  let style: HTMLStyleElement;

  async function open(
    attributes = 'closable lang="en"',
    markup = cookieBannerMarkup({ id: ID, lang: 'en', closable: true }),
  ) {
    jar = new FakeCookieJar({});
    loadUi = sinon.spy(() => import('../../../elements/fg-cookie-consent.ts'));
    await inAct(async () => {
      root = fixture(`<fg-cookie-consent id="${ID}" ${attributes}>${markup}</fg-cookie-consent>`);
      controller = startConsent(document, { loadUi, cookies: jar, cookiesEnabled: true, inIframe: false });
      await loadUi.returnValues[0];
    });
  }

  const _host = () => root.querySelector('fg-cookie-consent') as HTMLElement;
  const byId = (suffix: string) => document.getElementById(`${ID}-${suffix}`) as HTMLElement;
  const panel = () => root.querySelector<HTMLDialogElement>('dialog.fg-cookie-consent__panel');

  beforeEach(() => {
    // The page's copy of the default look, as a server puts it in the head.
    style = document.createElement('style');
    style.id = COOKIE_CONSENT_STYLE_ID;
    style.textContent = COOKIE_CONSENT_CSS;
    document.head.append(style);
  });

  afterEach(async () => {
    controller?.stop();
    await removeFixture(root);
    style.remove();
    document.body.style.paddingBottom = '';
  });

  it('fetches the interface for the settings; the component takes the banner over and Escape returns the focus to its settings button', async () => {
    await open();
    const serverBanner = root.querySelector('.fg-cookie-consent__banner') as HTMLElement;
    const settings = byId('settings');
    settings.focus();
    await inAct(async () => {
      settings.click();
      await loadUi.returnValues[0];
    });
    expect(loadUi.callCount).to.equal(1);
    expect(serverBanner.isConnected, 'the server banner was taken over').to.equal(false);
    expect(panel()?.open).to.equal(true);
    expect(document.activeElement === panel()?.querySelector('h2'), 'focus on the panel title').to.equal(
      true,
    );
    await pressKey('Escape');
    await inAct(() => undefined);
    expect(panel()).to.equal(null);
    expect(document.activeElement === byId('settings'), "focus on the component's settings button").to.equal(
      true,
    );
    expect(byId('settings')).to.not.equal(settings);
    expect(jar.writes).to.deep.equal([]);
  });

  it('fetches the interface at once for a modal banner: only the component can show it as a dialog', async () => {
    await open('modal lang="en"', cookieBannerMarkup({ id: ID, lang: 'en' }));
    expect(loadUi.callCount).to.equal(1);
    const dialog = root.querySelector('.fg-cookie-consent__banner') as HTMLDialogElement;
    expect(dialog.localName).to.equal('dialog');
    expect(dialog.matches(':modal')).to.equal(true);
  });

  it('is the markup the component renders: elements, ids, classes, names and texts', async () => {
    await open();
    const server = describeTree(root.querySelector('.fg-cookie-consent') as Element);
    controller?.stop();
    await removeFixture(root);
    const componentRoot = fixture(`<fg-cookie-consent id="${ID}" closable lang="en"></fg-cookie-consent>`);
    const ui = sinon.spy(() => import('../../../elements/fg-cookie-consent.ts'));
    await inAct(async () => {
      controller = startConsent(document, { loadUi: ui, cookies: new FakeCookieJar({}), inIframe: false });
      await ui.returnValues[0];
    });
    const component = describeTree(componentRoot.querySelector('.fg-cookie-consent') as Element);
    root = componentRoot;
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
