import { expect } from 'chai';
import sinon from 'sinon';
import { prerenderDocument } from '../../core/test-support/prerendered-document.ts';
import { FakeCookieJar } from '../../toolkit/test-support/fake-cookie-jar.ts';
import type { ConsentController } from './consent-controller.ts';
import { getConsentUiState } from './consent-ui-store.ts';
import { startConsent } from './start-consent.ts';

type TagWindow = Window & {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  consentRuns?: string[];
};
const tagWindow = window as TagWindow;
const GTM = 'https://www.googletagmanager.com/gtm.js?id=';

interface Setup {
  attributes?: string;
  level?: number;
  cookies?: Record<string, string>;
  cookiesEnabled?: boolean;
  inner?: string;
}

/** Runs `action` with console.error silenced: the first argument of each error it logged. */
function consoleErrorsDuring(action: () => void): unknown[] {
  const consoleError = sinon.stub(console, 'error');
  try {
    action();
  } finally {
    consoleError.restore();
  }
  return consoleError.args.map((args) => args[0]);
}

describe('startConsent', () => {
  let fixture: HTMLElement;
  let log: string[];
  let jar: FakeCookieJar;
  let loadUi: sinon.SinonStub;
  let reload: sinon.SinonSpy;
  let controller: ConsentController | null;

  function start({ attributes = '', level, cookies = {}, cookiesEnabled = true, inner = '' }: Setup = {}) {
    fixture.insertAdjacentHTML('beforeend', `<fg-cookie-consent ${attributes}>${inner}</fg-cookie-consent>`);
    jar = new FakeCookieJar(
      level === undefined ? cookies : { ...cookies, fg_cookie_policy_accepted: String(level) },
    );
    controller = startConsent(document, {
      loadUi,
      reload,
      cookies: jar,
      cookiesEnabled,
      inIframe: false,
      insertScript: (script) => log.push(`script ${script.src.replace(GTM, '')}`),
    });
    return fixture.querySelector('fg-cookie-consent') as HTMLElement;
  }

  beforeEach(() => {
    fixture = document.createElement('div');
    document.body.append(fixture);
    log = [];
    loadUi = sinon.stub().resolves();
    reload = sinon.spy();
    controller = null;
    tagWindow.consentRuns = [];
    tagWindow.gtag = (command: unknown, kind: unknown, signal: unknown) => {
      const fields = signal as Record<string, unknown>;
      log.push(`${command} ${kind} analytics=${fields.analytics_storage} ad=${fields.ad_storage}`);
    };
  });
  afterEach(() => {
    controller?.stop();
    fixture.remove();
    delete tagWindow.gtag;
    delete tagWindow.dataLayer;
    delete tagWindow.consentRuns;
  });

  it('does nothing on a page without <fg-cookie-consent>', () => {
    const result = startConsent(document, { loadUi, cookies: new FakeCookieJar() });
    expect(result).to.equal(null);
    expect(log).to.deep.equal([]);
    expect(loadUi.called).to.equal(false);
  });

  describe('first visit', () => {
    it('sends the denied default and no update', () => {
      start();
      expect(log).to.deep.equal(['consent default analytics=denied ad=denied']);
    });

    it('shows the banner and fetches the UI chunk once', () => {
      const host = start();
      expect(host.hidden).to.equal(false);
      expect(getConsentUiState().bannerOpen).to.equal(true);
      expect(loadUi.callCount).to.equal(1);
    });
  });

  describe('returning visitor', () => {
    it('fetches no UI code and hides the element when a choice above 1 is stored', () => {
      const host = start({ level: 3, inner: '<div>server-rendered banner</div>' });
      expect(loadUi.called).to.equal(false);
      expect(host.hidden).to.equal(true);
    });

    it('sends the default, then the update of the stored level, then loads the allowed container', () => {
      start({
        level: 3,
        attributes: 'split-containers analytics-container="GTM-A" marketing-container="GTM-M"',
      });
      expect(log).to.deep.equal([
        'consent default analytics=denied ad=denied',
        'consent update analytics=granted ad=denied',
        'script GTM-A',
      ]);
    });

    it('shows the banner again when the stored level is 1 (closed)', () => {
      start({ level: 1 });
      expect(log[1]).to.equal('consent update analytics=denied ad=denied');
      expect(loadUi.callCount).to.equal(1);
    });

    it('runs the blocked scripts the stored level allows', () => {
      fixture.insertAdjacentHTML(
        'afterbegin',
        '<script type="text/plain" data-consent="marketing">window.consentRuns.push("m")</script>',
      );
      start({ level: 4 });
      expect(tagWindow.consentRuns).to.deep.equal(['m']);
    });
  });

  describe('in a prerendered page (docs/speculation.md)', () => {
    let prerendered: ReturnType<typeof prerenderDocument>;
    beforeEach(() => {
      prerendered = prerenderDocument();
    });
    afterEach(() => prerendered.restore());

    it('sends no consent signal, loads no container and runs no script until the page is shown', () => {
      fixture.insertAdjacentHTML(
        'afterbegin',
        '<script type="text/plain" data-consent="analytics">window.consentRuns.push("a")</script>',
      );
      start({
        level: 3,
        attributes: 'split-containers analytics-container="GTM-A" marketing-container="GTM-M"',
      });
      expect(log).to.deep.equal([]);
      expect(tagWindow.consentRuns).to.deep.equal([]);
      prerendered.show();
      expect(log).to.deep.equal([
        'consent default analytics=denied ad=denied',
        'consent update analytics=granted ad=denied',
        'script GTM-A',
      ]);
      expect(tagWindow.consentRuns).to.deep.equal(['a']);
    });

    it('never starts a controller that was replaced before the page was shown', () => {
      start({ level: 3, attributes: 'container="GTM-S"' });
      fixture.replaceChildren();
      startConsent(document, { loadUi, cookies: jar });
      prerendered.show();
      expect(log).to.deep.equal([]);
    });
  });

  describe('banner rules on the page', () => {
    afterEach(() => document.documentElement.classList.remove('fg-cookie-consent-hidden', 'no-consent'));

    it('does not show the banner when <html> has the default hide class', () => {
      document.documentElement.classList.add('fg-cookie-consent-hidden');
      expect(start().hidden).to.equal(true);
      expect(loadUi.called).to.equal(false);
    });

    it('uses the hide class named by hide-class', () => {
      document.documentElement.classList.add('no-consent');
      expect(start({ attributes: 'hide-class="no-consent"' }).hidden).to.equal(true);
    });

    it('skips the banner when the excluded selector is present', () => {
      const host = start({
        attributes: 'exclude-selector=".cookie-page"',
        inner: '<p class="cookie-page"></p>',
      });
      expect(host.hidden).to.equal(true);
      expect(loadUi.called).to.equal(false);
    });

    it('skips the banner when cookies are disabled', () => {
      expect(start({ cookiesEnabled: false }).hidden).to.equal(true);
      expect(loadUi.called).to.equal(false);
    });
  });

  describe('a choice', () => {
    it('writes the level cookie, updates consent, hides the banner and fires fg:consent-change', () => {
      const host = start();
      const changes: number[] = [];
      document.addEventListener('fg:consent-change', (event) => changes.push(event.detail.level), {
        once: true,
      });
      controller?.choose({ analytics: false, marketing: true });
      expect(jar.writes[0]).to.match(
        /^fg_cookie_policy_accepted=4; max-age=15811200; path=\/; SameSite=Lax$/,
      );
      expect(log.at(-1)).to.equal('consent update analytics=denied ad=granted');
      expect(host.hidden).to.equal(true);
      expect(getConsentUiState()).to.include({ level: 4, bannerOpen: false, settingsOpen: false });
      expect(changes).to.deep.equal([4]);
    });

    it('loads both split containers after the update, each once', () => {
      start({ attributes: 'split-containers analytics-container="GTM-A" marketing-container="GTM-M"' });
      controller?.choose('all');
      controller?.choose('all');
      expect(log).to.deep.equal([
        'consent default analytics=denied ad=denied',
        'consent update analytics=granted ad=granted',
        'script GTM-A',
        'script GTM-M',
        'consent update analytics=granted ad=granted',
      ]);
    });

    it('loads no container for technical only', () => {
      start({ attributes: 'split-containers analytics-container="GTM-A" marketing-container="GTM-M"' });
      controller?.choose('technical');
      expect(log.filter((entry) => entry.startsWith('script'))).to.deep.equal([]);
    });

    it('loads the single container on every page right after the default when split containers are off', () => {
      start({ attributes: 'container="GTM-ONE" analytics-container="GTM-A"' });
      expect(log).to.deep.equal(['consent default analytics=denied ad=denied', 'script GTM-ONE']);
      controller?.choose('all');
      expect(log.filter((entry) => entry.startsWith('script'))).to.deep.equal(['script GTM-ONE']);
    });

    it('logs the tag container error for a single container still set to !NOTSET!', () => {
      const errors = consoleErrorsDuring(() => start({ attributes: 'container="!NOTSET!"' }));
      expect(log).to.deep.equal(['consent default analytics=denied ad=denied']);
      expect(errors).to.deep.equal(['Tag container id is not set: no tag container loaded.']);
    });

    it('loads no split container when split containers are off', () => {
      start({ attributes: 'analytics-container="GTM-A" marketing-container="GTM-M"' });
      controller?.choose('all');
      expect(log.filter((entry) => entry.startsWith('script'))).to.deep.equal([]);
    });

    it('logs both container errors and loads nothing when the ids are !NOTSET!', () => {
      const errors = consoleErrorsDuring(() => {
        start({
          attributes: 'split-containers analytics-container="!NOTSET!" marketing-container="!NOTSET!"',
        });
        controller?.choose('all');
      });
      expect(log.filter((entry) => entry.startsWith('script'))).to.deep.equal([]);
      expect(errors).to.deep.equal([
        'Analytics tag container id is not set: no tag container loaded.',
        'Marketing tag container id is not set: no tag container loaded.',
      ]);
    });

    it('runs blocked scripts of the granted category, also in regions swapped in later', () => {
      fixture.insertAdjacentHTML(
        'afterbegin',
        '<script type="text/plain" data-consent="analytics">window.consentRuns.push("page")</script>',
      );
      start();
      controller?.choose({ analytics: true, marketing: false });
      const region = document.createElement('div');
      region.innerHTML =
        '<script type="text/plain" data-consent="analytics">window.consentRuns.push("region")</script>';
      fixture.append(region);
      region.dispatchEvent(
        new CustomEvent('fg:pu-after-replace', {
          bubbles: true,
          detail: { targetId: 'r', newElement: region },
        }),
      );
      expect(tagWindow.consentRuns).to.deep.equal(['page', 'region']);
    });
  });

  describe('withdrawal', () => {
    it('removes the cookies of the withdrawn categories and keeps the rest', () => {
      start({ level: 5, cookies: { _ga: '1', _gcl_au: '2', _fbp: '3', session: '4' } });
      controller?.choose({ analytics: true, marketing: false });
      expect(jar.cookie).to.equal('_ga=1; session=4; fg_cookie_policy_accepted=3');
    });

    it('uses the cookie patterns named by the element', () => {
      start({
        level: 5,
        attributes: 'analytics-cookies="_pk_*, _hj*"',
        cookies: { _ga: '1', _pk_id: '2', _hjx: '3' },
      });
      controller?.choose('technical');
      expect(jar.cookie).to.equal('_ga=1; fg_cookie_policy_accepted=2');
    });

    it('reloads when a withdrawn category already runs in the page', () => {
      start({
        level: 5,
        attributes: 'split-containers analytics-container="GTM-A" marketing-container="GTM-M"',
      });
      controller?.choose({ analytics: true, marketing: false });
      expect(reload.callCount).to.equal(1);
    });

    it('does not reload when nothing of the withdrawn category runs', () => {
      start({ level: 5 });
      controller?.choose('technical');
      expect(reload.called).to.equal(false);
    });
  });

  describe('settings triggers and server-rendered buttons', () => {
    it('opens the settings from any [data-cookie-settings] link, fetching the UI only then', () => {
      const host = start({ level: 5 });
      fixture.insertAdjacentHTML(
        'beforeend',
        '<footer><a href="#cookies" data-cookie-settings><span>Cookies</span></a></footer>',
      );
      const link = fixture.querySelector('a') as HTMLAnchorElement;
      expect(loadUi.called).to.equal(false);
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
      link.querySelector('span')?.dispatchEvent(click);
      expect(click.defaultPrevented).to.equal(true);
      expect(loadUi.callCount).to.equal(1);
      expect(host.hidden).to.equal(false);
      expect(getConsentUiState().settingsOpen).to.equal(true);
      expect(getConsentUiState().opener === link, 'the link is the opener').to.equal(true);
      controller?.closeSettings();
      expect(host.hidden).to.equal(true);
      link.click();
      expect(loadUi.callCount).to.equal(1);
    });

    it('leaves a modified click (new tab) to the browser', () => {
      start({ level: 5 });
      fixture.insertAdjacentHTML('beforeend', '<a href="#cookies" data-cookie-settings>Cookies</a>');
      const click = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
      fixture.querySelector('a')?.dispatchEvent(click);
      expect(click.defaultPrevented).to.equal(false);
      expect(loadUi.called).to.equal(false);
    });

    it('handles the buttons of a server-rendered banner before the UI arrives', () => {
      start({
        inner: `<section><button data-consent-choice="technical">Technical only</button>
          <button data-consent-choice="close">Close</button></section>`,
      });
      (fixture.querySelector('[data-consent-choice="technical"]') as HTMLButtonElement).click();
      expect(jar.cookie).to.equal('fg_cookie_policy_accepted=2');
    });

    it('ignores data-consent-choice outside the consent element', () => {
      start();
      fixture.insertAdjacentHTML('beforeend', '<button data-consent-choice="all">All</button>');
      (fixture.lastElementChild as HTMLButtonElement).click();
      expect(jar.writes).to.deep.equal([]);
    });

    it('logs a UI chunk that fails to load and tries again on the next open', async () => {
      loadUi.onFirstCall().rejects(new Error('offline'));
      const consoleError = sinon.stub(console, 'error');
      try {
        start();
        await Promise.resolve();
        await Promise.resolve();
        expect(consoleError.calledWith('The cookie consent interface could not be loaded.')).to.equal(true);
        controller?.openSettings(null);
        expect(loadUi.callCount).to.equal(2);
      } finally {
        consoleError.restore();
      }
    });
  });
});
