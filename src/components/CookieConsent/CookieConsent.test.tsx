import { expect } from 'chai';
import sinon from 'sinon';
import { pressKey } from '../../../elements/test-support/real-key-press.ts';
import '../../../elements/fg-cookie-consent.ts';
import {
  axeViolations,
  clickInAct,
  fixture,
  inAct,
  pressInAct,
  removeFixture,
} from '../../../elements/test-support/react-act.ts';
import type { ConsentController } from '../../behaviours/consent/consent-controller.ts';
import { startConsent } from '../../behaviours/consent/start-consent.ts';
import { COOKIE_CONSENT_TEXTS } from '../../i18n/cookie-consent-texts.ts';
import { COOKIE_INFORMATION_PATHS } from '../../protocol/shop-languages.ts';
import { FakeCookieJar } from '../../toolkit/test-support/fake-cookie-jar.ts';

type TagWindow = Window & { dataLayer?: unknown[]; gtag?: unknown };

describe('<fg-cookie-consent>', () => {
  let root: HTMLElement;
  let jar: FakeCookieJar;
  let controller: ConsentController | null;
  let loadUi: sinon.SinonSpy;

  async function open(attributes = '', level?: number, extra = '') {
    jar = new FakeCookieJar(level === undefined ? {} : { fg_cookie_policy_accepted: String(level) });
    loadUi = sinon.spy(() => import('../../../elements/fg-cookie-consent.ts'));
    await inAct(async () => {
      root = fixture(`${extra}<fg-cookie-consent id="cookie-consent" ${attributes}></fg-cookie-consent>`);
      controller = startConsent(document, { loadUi, cookies: jar, cookiesEnabled: true, inIframe: false });
      await loadUi.returnValues[0];
    });
  }

  const host = () => root.querySelector('fg-cookie-consent') as HTMLElement;
  const banner = () => root.querySelector<HTMLElement>('.fg-cookie-consent__banner');
  const panel = () => root.querySelector<HTMLDialogElement>('dialog.fg-cookie-consent__panel');
  const button = (text: string, within: ParentNode = root) =>
    [...within.querySelectorAll('button')].find((b) => b.textContent?.trim() === text) as HTMLButtonElement;
  const switches = () => [...(panel()?.querySelectorAll<HTMLElement>('[role="switch"]') ?? [])];
  const switchNamed = (name: string) =>
    switches().find(
      (s) => s.querySelector('.fg-cookie-consent__switch-name')?.textContent === name,
    ) as HTMLElement;
  const click = (element: HTMLElement) => clickInAct(element);
  const stored = () => jar.cookie;

  afterEach(async () => {
    controller?.stop();
    await removeFixture(root);
    delete (window as TagWindow).dataLayer;
    delete (window as TagWindow).gtag;
  });

  describe('banner', () => {
    it('shows at first visit as a region labelled by its title, in Czech by default', async () => {
      await open();
      const region = banner() as HTMLElement;
      expect(region.localName).to.equal('section');
      const title = document.getElementById(region.getAttribute('aria-labelledby') ?? '');
      expect(title?.textContent).to.equal('Používáme cookies');
      expect(region.querySelector('a')?.getAttribute('href')).to.equal('/cs/informace-o-cookies');
      expect(button('Přijmout vše')).to.exist;
      expect(button('Pouze technické')).to.exist;
    });

    it('is axe-clean', async () => {
      await open('closable');
      expect(await axeViolations(host())).to.deep.equal([]);
    });

    it('stores 5 for accept all, hides and fires fg:consent-change', async () => {
      await open();
      const levels: number[] = [];
      document.addEventListener('fg:consent-change', (event) => levels.push(event.detail.level), {
        once: true,
      });
      await click(button('Přijmout vše'));
      expect(stored()).to.equal('fg_cookie_policy_accepted=5');
      expect(banner()).to.equal(null);
      expect(host().hidden).to.equal(true);
      expect(levels).to.deep.equal([5]);
    });

    it('stores 2 for technical only', async () => {
      await open();
      await click(button('Pouze technické'));
      expect(stored()).to.equal('fg_cookie_policy_accepted=2');
    });

    it('has a close button only when closable, and closing stores 1', async () => {
      await open();
      expect(root.querySelector('.fg-cookie-consent__close')).to.equal(null);
      controller?.stop();
      await inAct(() => root.remove());
      await open('closable');
      const close = root.querySelector('.fg-cookie-consent__close') as HTMLButtonElement;
      expect(close.getAttribute('aria-label')).to.equal('Zavřít');
      await click(close);
      expect(stored()).to.equal('fg_cookie_policy_accepted=1');
      expect(banner()).to.equal(null);
    });

    it('is a modal dialog with the modal attribute, labelled and described, and axe-clean', async () => {
      await open('modal');
      const dialog = banner() as HTMLDialogElement;
      expect(dialog.localName).to.equal('dialog');
      expect(dialog.open).to.equal(true);
      expect(dialog.matches(':modal')).to.equal(true);
      expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).to.equal(
        'Používáme cookies',
      );
      expect(document.getElementById(dialog.getAttribute('aria-describedby') ?? '')?.textContent).to.contain(
        'Technické cookies',
      );
      expect(dialog.querySelector('h2') === document.activeElement, 'focus on the banner title').to.equal(
        true,
      );
      expect(await axeViolations(host())).to.deep.equal([]);
    });

    it('keeps a modal banner open on Escape unless it is closable', async () => {
      await open('modal');
      await pressInAct(banner() as HTMLElement, 'Escape');
      expect(banner()).to.not.equal(null);
      expect(jar.writes).to.deep.equal([]);
      controller?.stop();
      await inAct(() => root.remove());
      await open('modal closable');
      await pressInAct(banner() as HTMLElement, 'Escape');
      expect(stored()).to.equal('fg_cookie_policy_accepted=1');
    });

    it('speaks the page language and links its cookie information page, in all ten languages', async () => {
      for (const [lang, path] of Object.entries(COOKIE_INFORMATION_PATHS)) {
        await open(`lang="${lang}"`);
        const texts = COOKIE_CONSENT_TEXTS[lang];
        expect(banner()?.querySelector('h2')?.textContent, lang).to.equal(texts?.title);
        expect(banner()?.querySelector('a')?.getAttribute('href'), lang).to.equal(path);
        expect(button(texts?.acceptAll ?? '')).to.exist;
        controller?.stop();
        await inAct(() => root.remove());
      }
      await open();
    });

    it('takes single texts from the messages attribute', async () => {
      await open(`messages='{"acceptAll":"Souhlasím"}'`);
      expect(button('Souhlasím')).to.exist;
    });
  });

  describe('settings panel', () => {
    async function openPanel(attributes = '', level?: number) {
      await open(attributes, level);
      await click(button('Nastavení'));
    }

    it('opens as a modal dialog from the banner, focus moved in', async () => {
      await openPanel();
      const dialog = panel() as HTMLDialogElement;
      expect(dialog.open).to.equal(true);
      expect(dialog.matches(':modal')).to.equal(true);
      expect(document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent).to.equal(
        'Nastavení cookies',
      );
      expect(dialog.contains(document.activeElement)).to.equal(true);
    });

    it('is axe-clean', async () => {
      await openPanel();
      expect(await axeViolations(host())).to.deep.equal([]);
    });

    it('shows switches with role switch and aria-checked, the technical one locked on', async () => {
      await openPanel();
      expect(switches().map((s) => s.getAttribute('aria-checked'))).to.deep.equal(['true', 'false', 'false']);
      const technical = switchNamed('Technické cookies');
      expect(technical.getAttribute('aria-disabled')).to.equal('true');
      await click(technical);
      expect(technical.getAttribute('aria-checked')).to.equal('true');
      expect(technical.getAttribute('aria-describedby')).to.be.a('string');
    });

    it('labels each switch on or off according to its tick', async () => {
      await openPanel();
      const analytics = switchNamed('Analytické cookies');
      const state = () => analytics.querySelector('.fg-cookie-consent__switch-state')?.textContent;
      expect(state()).to.equal('Vypnuto');
      await click(analytics);
      expect(analytics.getAttribute('aria-checked')).to.equal('true');
      expect(state()).to.equal('Zapnuto');
      await click(analytics);
      expect(state()).to.equal('Vypnuto');
    });

    const selections: [string, string[], number][] = [
      ['analytics ticked', ['Analytické cookies'], 3],
      ['marketing ticked', ['Marketingové cookies'], 4],
      ['both ticked', ['Analytické cookies', 'Marketingové cookies'], 5],
      ['neither ticked', [], 2],
    ];
    for (const [label, ticked, level] of selections) {
      it(`stores ${level} for accept selected with ${label}`, async () => {
        await openPanel();
        for (const name of ticked) await click(switchNamed(name));
        await click(button('Přijmout vybrané'));
        expect(stored()).to.equal(`fg_cookie_policy_accepted=${level}`);
        expect(panel()).to.equal(null);
        expect(banner()).to.equal(null);
      });
    }

    it('after "Přijmout vybrané" the focus goes to the main content: the settings button went with the banner', async () => {
      await open('', undefined, '<main id="content" tabindex="-1"><h1>Obchod</h1></main>');
      await click(button('Nastavení'));
      await click(button('Přijmout vybrané'));
      expect(banner()).to.equal(null);
      expect(document.activeElement?.id).to.equal('content');
    });

    it('stores 5 for the combined box, and 2 when it stays unticked', async () => {
      await openPanel('combined');
      expect(switches()).to.have.length(2);
      await click(switchNamed('Analytické a marketingové cookies'));
      await click(button('Přijmout vybrané'));
      expect(stored()).to.equal('fg_cookie_policy_accepted=5');
      controller?.stop();
      await inAct(() => root.remove());
      await openPanel('combined');
      await click(button('Přijmout vybrané'));
      expect(stored()).to.equal('fg_cookie_policy_accepted=2');
    });

    it('accepts all from the panel too', async () => {
      await openPanel();
      await click(button('Přijmout vše', panel() as HTMLElement));
      expect(stored()).to.equal('fg_cookie_policy_accepted=5');
    });

    it('closes on Escape without storing anything, focus back on the settings button', async () => {
      await openPanel();
      await pressInAct(document.activeElement as HTMLElement, 'Escape');
      expect(panel()).to.equal(null);
      expect(jar.writes).to.deep.equal([]);
      expect(banner()).to.not.equal(null);
      expect(document.activeElement === button('Nastavení'), 'focus on the settings button').to.equal(true);
    });

    it('closes by its close button, focus back on the settings button', async () => {
      await openPanel();
      const close = panel()?.querySelector('.fg-cookie-consent__close') as HTMLButtonElement;
      expect(close.getAttribute('aria-label')).to.equal('Zavřít');
      await click(close);
      expect(panel()).to.equal(null);
      expect(document.activeElement === button('Nastavení'), 'focus on the settings button').to.equal(true);
    });

    it('opens later from a footer settings link with the stored ticks, focus returned to the link', async () => {
      await open(
        '',
        3,
        '<footer><a href="/cs/informace-o-cookies" data-cookie-settings>Cookies</a></footer>',
      );
      expect(loadUi.called).to.equal(false);
      expect(host().hidden).to.equal(true);
      const link = root.querySelector('footer a') as HTMLAnchorElement;
      link.focus();
      await inAct(async () => {
        link.click();
        await loadUi.returnValues[0];
      });
      expect(loadUi.callCount).to.equal(1);
      expect(banner()).to.equal(null);
      expect(panel()?.open).to.equal(true);
      expect(switchNamed('Analytické cookies').getAttribute('aria-checked')).to.equal('true');
      expect(switchNamed('Marketingové cookies').getAttribute('aria-checked')).to.equal('false');
      await pressInAct(panel() as HTMLElement, 'Escape');
      expect(panel()).to.equal(null);
      expect(host().hidden).to.equal(true);
      expect(document.activeElement === link, 'focus on the footer link').to.equal(true);
    });

    it('works from the keyboard: Enter opens, Tab moves, Space switches, Escape closes; focus visible', async () => {
      await open();
      const settings = button('Nastavení');
      settings.focus();
      await pressKey('Enter');
      expect(panel()?.open).to.equal(true);
      const title = panel()?.querySelector('h2') as HTMLElement;
      expect(document.activeElement === title, 'focus on the panel title').to.equal(true);
      // Title → information link → technical switch → analytics switch.
      await pressKey('Tab');
      await pressKey('Tab');
      await pressKey('Tab');
      const analytics = switchNamed('Analytické cookies');
      expect(document.activeElement === analytics, 'focus on the analytics switch').to.equal(true);
      expect(analytics.matches(':focus-visible')).to.equal(true);
      const style = getComputedStyle(analytics);
      expect(style.outlineStyle).to.equal('solid');
      expect(Number.parseFloat(style.outlineWidth)).to.be.at.least(2);
      await pressKey(' ');
      expect(analytics.getAttribute('aria-checked')).to.equal('true');
      await pressKey('Escape');
      expect(panel()).to.equal(null);
      expect(jar.writes).to.deep.equal([]);
      expect(document.activeElement === settings, 'focus back on the settings button').to.equal(true);
    });
  });
});
