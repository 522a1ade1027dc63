import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import sinon from 'sinon';
import '../../../elements/fg-share-url.ts';
import {
  axeViolations,
  flushMicrotasks,
  inAct,
  mountFixture,
} from '../../../elements/test-support/react-act.ts';
import { COPIED_FEEDBACK_MS } from './ShareUrl.tsx';

const ADDRESS = 'https://shop.example/cs/produkt/7';

/** Replaces the clipboard for one test (undefined: a page without the asynchronous clipboard). */
function emulateClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

describe('ShareUrl', () => {
  // axe-core is large: loaded once up front, the axe tests measure only the check itself.
  before(() => import('axe-core'));
  let root: HTMLElement | undefined;

  const mount = (attributes: string, label = 'Odkaz na produkt') =>
    mountFixture(`
        <fg-share-url id="copyLink" ${attributes}>
          <label for="copyLink-address">${label}</label>
          <input id="copyLink-address" readonly value="${ADDRESS}">
        </fg-share-url>`).then((mounted) => {
      root = mounted;
    });
  const field = () => root?.querySelector('input') as HTMLInputElement;
  const copyButton = () => root?.querySelector('button') as HTMLButtonElement;
  const status = () => root?.querySelector('[role="status"]') as HTMLElement;
  /** Activates the copy button (a click unless told) and returns the outcome event's detail. */
  const copyDetail = async (activate?: () => unknown) => {
    let detail: unknown;
    await inAct(async () => {
      const done = new Promise<Event>((resolve) =>
        document.addEventListener('fg:share-url-copy', resolve, { once: true }),
      );
      await (activate ?? (() => copyButton().click()))();
      detail = ((await done) as CustomEvent).detail;
    });
    return detail;
  };
  const copy = () => copyDetail();

  afterEach(async () => {
    await inAct(() => root?.remove());
    await flushMicrotasks();
    delete (navigator as { clipboard?: unknown }).clipboard;
    sinon.restore();
  });

  it('shows the address in a read-only field labelled as on the server, and a copy button', async () => {
    emulateClipboard(sinon.stub().resolves());
    await mount(`url="${ADDRESS}"`);
    expect(root?.querySelector('label')?.textContent).to.equal('Odkaz na produkt');
    expect(field().labels?.[0]?.textContent).to.equal('Odkaz na produkt');
    expect(field().readOnly).to.equal(true);
    expect(field().value).to.equal(ADDRESS);
    expect(copyButton().textContent).to.equal('Kopírovat adresu');
    expect(status().textContent).to.equal('');
  });

  it('copies the page address without its fragment when none is given', async () => {
    const writeText = sinon.stub().resolves();
    emulateClipboard(writeText);
    await mount('');
    const page = new URL(location.href);
    page.hash = '';
    expect(field().value).to.equal(page.href);
    await copy();
    expect(writeText.firstCall.args).to.deep.equal([page.href]);
  });

  it('copies with Enter and says so, shown and announced, for a while', async () => {
    const writeText = sinon.stub().resolves();
    emulateClipboard(writeText);
    await mount(`url="${ADDRESS}"`);
    copyButton().focus();
    const event = await copyDetail(() => sendKeys({ press: 'Enter' }));
    expect(writeText.firstCall.args).to.deep.equal([ADDRESS]);
    expect(event).to.deep.equal({ url: ADDRESS, copied: true });
    expect(status().textContent).to.equal('Adresa zkopírována');
    expect(root?.querySelector('.fg-share-url--copied')).not.to.equal(null);
    expect(document.activeElement).to.equal(copyButton());
  });

  it('clears the confirmation after COPIED_FEEDBACK_MS', async () => {
    emulateClipboard(sinon.stub().resolves());
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    await mount(`url="${ADDRESS}"`);
    await copy();
    await inAct(() => clock.tick(COPIED_FEEDBACK_MS - 1));
    expect(status().textContent).to.equal('Adresa zkopírována');
    await inAct(() => clock.tick(1));
    expect(status().textContent).to.equal('');
  });

  for (const [name, writeText] of [
    ['refuses', () => sinon.stub().rejects(new DOMException('denied', 'NotAllowedError'))],
    ['is missing', () => undefined],
  ] as const) {
    it(`selects the address and tells how to copy it where the clipboard ${name}`, async () => {
      emulateClipboard(writeText());
      await mount(`url="${ADDRESS}"`);
      const event = await copyDetail();
      expect(event).to.deep.equal({ url: ADDRESS, copied: false });
      expect(document.activeElement).to.equal(field());
      expect([field().selectionStart, field().selectionEnd]).to.deep.equal([0, ADDRESS.length]);
      expect(status().textContent).to.contain('Ctrl+C');
    });
  }

  it('is axe-clean, also with the message shown', async () => {
    emulateClipboard(undefined);
    await mount('lang="pl"', 'Adres');
    expect(await axeViolations(root as HTMLElement)).to.deep.equal([]);
    await copy();
    expect(status().textContent).to.contain('Ctrl+C');
    expect(await axeViolations(root as HTMLElement)).to.deep.equal([]);
  });
});
