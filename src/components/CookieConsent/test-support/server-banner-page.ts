/** A page whose `<fg-cookie-consent>` holds the banner the server rendered, with the consent logic started. */
import sinon from 'sinon';
import { fixture, inAct, removeFixture } from '../../../../elements/test-support/react-act.ts';
import type { ConsentController } from '../../../behaviours/consent/consent-controller.ts';
import { startConsent } from '../../../behaviours/consent/start-consent.ts';
import { COOKIE_CONSENT_CSS, COOKIE_CONSENT_STYLE_ID } from '../../../protocol/cookie-consent-styles.ts';
import { cookieBannerMarkup } from '../../../server/cookie-banner-markup.ts';
import { FakeCookieJar } from '../../../toolkit/test-support/fake-cookie-jar.ts';

export const CONSENT_ID = 'cookie-consent';

export interface ServerBannerPage {
  /** Builds the element with `attributes` around `markup` (the server's English closable banner), anew each time. */
  open(attributes?: string, markup?: string): Promise<void>;
  readonly root: HTMLElement;
  readonly jar: FakeCookieJar;
  /** What the consent logic was given to fetch the interface with. */
  readonly loadUi: sinon.SinonSpy;
  readonly controller: ConsentController | null;
  host(): HTMLElement;
  /** A banner part by the suffix of its id (`settings`, `all`, …). */
  byId(suffix: string): HTMLElement;
}

/** `loadUi` fetches the interface in the test (or stands in for it where nothing may be defined). */
export function useServerBannerPage(loadUi: () => Promise<unknown>): ServerBannerPage {
  let root: HTMLElement | undefined;
  let jar = new FakeCookieJar({});
  let spy = sinon.spy(loadUi);
  let controller: ConsentController | null = null;
  let style: HTMLStyleElement | undefined;

  beforeEach(() => {
    // The page's copy of the default look, as a server puts it in the head.
    style = document.createElement('style');
    style.id = COOKIE_CONSENT_STYLE_ID;
    style.textContent = COOKIE_CONSENT_CSS;
    document.head.append(style);
  });

  afterEach(async () => {
    controller?.stop();
    if (root) await removeFixture(root);
    style?.remove();
    document.body.style.paddingBottom = '';
  });

  return {
    async open(
      attributes = 'closable lang="en"',
      markup = cookieBannerMarkup({ id: CONSENT_ID, lang: 'en', closable: true }),
    ) {
      // Opening again starts over: one consent element in the page.
      controller?.stop();
      if (root) await removeFixture(root);
      jar = new FakeCookieJar({});
      spy = sinon.spy(loadUi);
      await inAct(async () => {
        root = fixture(`<fg-cookie-consent id="${CONSENT_ID}" ${attributes}>${markup}</fg-cookie-consent>`);
        controller = startConsent(document, {
          loadUi: spy,
          cookies: jar,
          cookiesEnabled: true,
          inIframe: false,
        });
        await spy.returnValues[0];
      });
    },
    get root() {
      if (!root) throw new Error('useServerBannerPage: open() first');
      return root;
    },
    get jar() {
      return jar;
    },
    get loadUi() {
      return spy;
    },
    get controller() {
      return controller;
    },
    host() {
      return this.root.querySelector('fg-cookie-consent') as HTMLElement;
    },
    byId(suffix: string) {
      return document.getElementById(`${CONSENT_ID}-${suffix}`) as HTMLElement;
    },
  };
}
