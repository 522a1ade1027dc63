import { expect } from 'chai';
import sinon from 'sinon';
import { ChunkLoadFailedError } from '../../core/errors.ts';
import { expectClickGivenBackAtChunkTimeOut } from '../../core/test-support/chunk-time-out.ts';
import { recordActionsLeftToBrowser } from '../../core/test-support/click-left-to-browser.ts';
import { flushPromises } from '../../core/test-support/waits.ts';
import type { PopupChunkLoader } from './popup-chunk.ts';
import { startPopups } from './start-popups.ts';

/** Without its chunk a popup behaviour never swallows an action: the browser gets it back. */
describe('popup chunk that does not load', () => {
  let root: HTMLElement;
  let stop: () => void;
  let browser: ReturnType<typeof recordActionsLeftToBrowser>;
  let log: sinon.SinonStub;

  const startPopupsWith = (load: PopupChunkLoader) => {
    stop = startPopups(document, { load });
  };
  const never: PopupChunkLoader = () => new Promise(() => {});
  const failing: PopupChunkLoader = () => Promise.reject(new Error('offline'));
  const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;

  beforeEach(() => {
    root = document.createElement('div');
    root.innerHTML = `
      <a id="add-link" href="/cs/kosik/pridat/7" data-add-to-basket>Do košíku</a>
      <form id="add-form" action="/cs/kosik/pridat" method="post" data-add-to-basket>
        <input name="product" value="9"><button id="add-button" type="submit" name="variant" value="xl">Do košíku</button>
      </form>
      <a id="remove" href="/cs/seznam/5/smazat" data-confirm="Opravdu smazat?">Smazat</a>
      <a id="terms" href="/cs/obchodni-podminky" data-popup-target="terms-text">Obchodní podmínky</a>
      <div id="terms-text" hidden>…</div>`;
    document.body.append(root);
    log = sinon.stub(console, 'error');
    browser = recordActionsLeftToBrowser();
  });

  afterEach(() => {
    stop();
    browser.stop();
    root.remove();
    sinon.restore();
  });

  it('gives an add-to-basket click back to the browser when the chunk has not come within 120 000 ms', async () => {
    const start = () => startPopupsWith(never);
    await expectClickGivenBackAtChunkTimeOut(
      { chunk: 'fg-popup', element: byId('add-link'), start },
      log,
      browser,
    );
  });

  it('gives an add-to-basket submit back, with its button, at once when the chunk fails to load', async () => {
    startPopupsWith(failing);
    const form = byId<HTMLFormElement>('add-form');
    const requestSubmit = sinon.spy(form, 'requestSubmit');
    const givenBack = browser.next();
    form.requestSubmit(byId('add-button'));
    expect(browser.targets).to.deep.equal([]);
    await givenBack;
    expect(log.firstCall.args[0]).to.be.instanceOf(ChunkLoadFailedError);
    expect(requestSubmit.lastCall.args[0]).to.equal(byId('add-button'));
    expect(browser.targets).to.deep.equal([form]);
  });

  it('gives a popup trigger link back, so its address opens instead', async () => {
    startPopupsWith(failing);
    const givenBack = browser.next();
    byId('terms').click();
    expect(await givenBack).to.equal(byId('terms'));
  });

  it("asks a confirm link's question with the browser's own dialog, and follows the link when confirmed", async () => {
    startPopupsWith(failing);
    const ask = sinon.stub(window, 'confirm');
    ask.onFirstCall().returns(false);
    ask.onSecondCall().returns(true);
    const link = byId('remove');
    link.click();
    await flushPromises();
    expect(ask.firstCall.args[0]).to.equal('Opravdu smazat?');
    expect(browser.targets).to.deep.equal([], 'declined: nothing happens');
    const followed = browser.next();
    link.click();
    expect(await followed).to.equal(link);
  });
});
