/**
 * The library on a page served with the strict Content-Security-Policy of docs/security.md
 * (scripts from this origin or with the page's nonce, Trusted Types required, only the
 * `storefront-elements` and `lit-html` policies allowed): every place that turns a string into HTML or script works
 * and no violation is reported. The header comes from scripts/wtr/strict-csp.mjs.
 */
import { expect } from 'chai';
import { type FakeServer, fakeServer } from 'nise';
import sinon from 'sinon';
import chunk from '../elements/fg-popup.ts';
import { unblockScripts } from './behaviours/consent/script-unblocking.ts';
import { startConsent } from './behaviours/consent/start-consent.ts';
import { TagContainers } from './behaviours/consent/tag-containers.ts';
import { fetchInstance } from './behaviours/pagination/fetch-instance.ts';
import { closeAllPopups } from './behaviours/popup/popup-registry.ts';
import { startPopups } from './behaviours/popup/start-popups.ts';
import { nextState } from './behaviours/popup/test-support/popup-test-kit.ts';
import { pageNavigation } from './core/page-navigation.ts';
import { partialUpdate } from './core/partial-update.ts';
import { parseHTMLFragment } from './core/trusted-html.ts';
import { FakeCookieJar } from './toolkit/test-support/fake-cookie-jar.ts';

const violations: string[] = [];
document.addEventListener('securitypolicyviolation', (event) => {
  violations.push(`${event.violatedDirective} blocked ${event.blockedURI} ${event.sample}`);
});

/** Resolves with the next violation report (a report comes as a task of its own). */
function nextViolation(): Promise<SecurityPolicyViolationEvent> {
  return new Promise((resolve) =>
    document.addEventListener('securitypolicyviolation', resolve, { once: true }),
  );
}

/** Elements built without markup: the test page itself may not turn strings into HTML. */
function element(tag: string, attributes: Record<string, string> = {}, ...children: (Node | string)[]) {
  const created = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) created.setAttribute(name, value);
  created.append(...children);
  return created;
}

/** An external script of this origin that records its run. */
const PROBE = new URL('./core/test-support/csp-probe.js', import.meta.url).pathname;

type Flags = Window & { cspRuns?: string[] };
const runs = () => (window as Flags).cspRuns ?? [];

/** The nonce of the runner's own scripts: the page's nonce, hidden from attributes by the browser. */
const pageNonce = document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';

describe('under a strict Content-Security-Policy with Trusted Types', () => {
  let fixture: HTMLElement;
  let meta: HTMLMetaElement;

  before(() => {
    meta = element('meta', { name: 'csp-nonce', content: pageNonce }) as HTMLMetaElement;
    document.head.append(meta);
  });
  after(() => meta.remove());

  beforeEach(() => {
    (window as Flags).cspRuns = [];
    fixture = element('div');
    document.body.append(fixture);
  });
  afterEach(() => {
    fixture.remove();
    sinon.restore();
    expect(violations, `Content-Security-Policy violations: ${violations.join('; ')}`).to.have.length(0);
  });

  describe('partial updates', () => {
    let server: FakeServer;
    beforeEach(() => {
      server = fakeServer.create();
      sinon.stub(pageNavigation, 'assign');
      sinon.stub(pageNavigation, 'reload');
      // The controller element names the global target; it needs no upgrade for that.
      fixture.append(
        element(
          'fg-partial-update',
          { target: 'csp-outer' },
          element('div', { id: 'csp-outer', 'data-pu-container': '' }, element('p', {}, 'old outer')),
          element('div', { id: 'csp-side' }, element('p', {}, 'old side')),
        ),
      );
    });
    afterEach(() => server.restore());

    const respond = (body: string) =>
      server.requests.at(-1)?.respond(200, { 'Content-Type': 'text/html' }, body);

    it('swaps a region, and the scripts of the answer stay inert', async () => {
      const done = partialUpdate({ target: 'csp-outer', url: '/cs/list' });
      respond(`<main><div id="csp-outer" data-pu-container><b>fresh</b>
        <script nonce="${pageNonce}">window.cspRuns.push('answer')</script></div></main>`);
      await done;
      expect(document.querySelector('#csp-outer b')?.textContent).to.equal('fresh');
      expect(runs()).to.deep.equal([]);
    });

    it('swaps several regions of a multi-target answer', async () => {
      const done = partialUpdate({ target: 'csp-outer+csp-side', url: '/cs/list' });
      respond(
        '<!--pu:delimiters--><!--pu:widget csp-outer--><div id="csp-outer" data-pu-container>new outer</div>' +
          '<!--pu:widget csp-side--><div id="csp-side">new side</div>',
      );
      await done;
      expect(document.getElementById('csp-outer')?.textContent).to.equal('new outer');
      expect(document.getElementById('csp-side')?.textContent).to.equal('new side');
    });

    it('runs the scripts held back for consent that a swapped region brings, inline and external', async () => {
      fixture.append(element('fg-cookie-consent'));
      const consent = startConsent(document, {
        loadUi: async () => undefined,
        cookies: new FakeCookieJar({ fg_cookie_policy_accepted: '5' }),
      });
      try {
        const done = partialUpdate({ target: 'csp-side', url: '/cs/list' });
        respond(`<div id="csp-side">
          <script type="text/plain" data-consent="analytics">window.cspRuns.push('inline')</script>
          <script type="text/plain" data-consent="marketing" src="${PROBE}"></script></div>`);
        await done;
        const external = document.querySelector<HTMLScriptElement>(`#csp-side script[src="${PROBE}"]`);
        await new Promise((resolve, reject) => {
          external?.addEventListener('load', resolve);
          external?.addEventListener('error', reject);
        });
        expect(runs()).to.deep.equal(['inline', 'probe']);
        expect(external?.nonce).to.equal(pageNonce);
      } finally {
        consent?.stop();
      }
    });
  });

  it('runs the scripts of ajaxScript popup content once, with the page nonce', async () => {
    sinon.stub(window, 'fetch').resolves(
      new Response("<p id='csp-popup-text'>Doprava</p><script>window.cspRuns.push('popup')</script>", {
        headers: { 'Content-Type': 'text/html' },
      }),
    );
    const stop = startPopups(document, { load: async () => ({ default: chunk }) });
    try {
      const trigger = element('a', { href: '/cs/popup/doprava', 'data-popup': 'ajaxScript' }, 'Doprava');
      fixture.append(trigger);
      const opened = nextState('opened');
      trigger.click();
      await opened;
      expect(document.getElementById('csp-popup-text')?.textContent).to.equal('Doprava');
      expect(runs()).to.deep.equal(['popup']);
      expect(document.querySelector<HTMLScriptElement>('.fg-popup script')?.nonce).to.equal(pageNonce);
    } finally {
      closeAllPopups();
      stop();
    }
  });

  it('builds the tag manager script with the page nonce', () => {
    const inserted: HTMLScriptElement[] = [];
    new TagContainers(document, (script) => inserted.push(script)).load('single', 'GTM-CSP1');
    expect(inserted[0]?.src).to.equal('https://www.googletagmanager.com/gtm.js?id=GTM-CSP1');
    expect(inserted[0]?.nonce).to.equal(pageNonce);
  });

  it('reads the next page of a pagination answer', async () => {
    sinon.stub(window, 'fetch').resolves(
      new Response('<div id="csp-news"><ul data-pagination-items><li>Článek</li></ul></div>', {
        headers: { 'Content-Type': 'text/html' },
      }),
    );
    const page = await fetchInstance('/cs/news?page=2', 'csp-news', new AbortController().signal);
    expect(page.items.map((item) => item.textContent)).to.deep.equal(['Článek']);
  });

  // Last: a report comes as a task of its own, after every report queued before it. These tests
  // await one and find it alone, so no earlier test left a report behind.
  describe('the test page', () => {
    it('is served with the header: the nonce is hidden from its attribute', () => {
      expect(pageNonce).to.not.equal('');
      expect(document.querySelector('script[nonce]')?.getAttribute('nonce')).to.equal('');
    });

    it('refuses a script the library inserts when the page names no nonce: the nonce is what lets it run', async () => {
      meta.remove();
      try {
        fixture.append(
          parseHTMLFragment(
            `<script type="text/plain" data-consent="analytics">window.cspRuns.push('no nonce')</script>`,
          ),
        );
        const reported = nextViolation();
        unblockScripts(fixture, 'analytics');
        expect((await reported).effectiveDirective).to.match(/^script-src/);
      } finally {
        document.head.append(meta);
      }
      expect(runs()).to.deep.equal([]);
      expect(violations).to.have.length(1);
      violations.length = 0;
    });

    it('refuses a string where Trusted Types are required, if the browser has them', async () => {
      const typed = 'trustedTypes' in window;
      const reported = typed ? nextViolation() : null;
      const assign = () => {
        fixture.innerHTML = '<b>untyped</b>';
      };
      if (typed) expect(assign).to.throw(TypeError);
      else expect(assign).not.to.throw();
      expect((await reported)?.effectiveDirective ?? 'none').to.equal(
        typed ? 'require-trusted-types-for' : 'none',
      );
      expect(violations).to.have.length(typed ? 1 : 0);
      violations.length = 0;
    });
  });
});
