import { expect } from 'chai';
import { type FakeServer, fakeServer } from 'nise';
import sinon from 'sinon';
import { definePartialUpdate } from '../../../elements/fg-partial-update.ts';
import { flushPromises, until } from '../../core/test-support/waits.ts';
import { observeExternalLinks } from '../links/external-links.ts';
import {
  nextState,
  openByClick,
  type PopupTestPage,
  popupPage,
  press,
} from './test-support/popup-test-kit.ts';

definePartialUpdate();

describe('popup triggers', () => {
  let page: PopupTestPage;
  const byId = (id: string) => document.getElementById(id) as HTMLElement;

  afterEach(() => {
    page.stop();
    sinon.restore();
  });

  describe('lazy chunk', () => {
    beforeEach(() => {
      page = popupPage(`
        <p id="text">text</p>
        <button id="open" data-popup-target="box">Open</button>
        <a id="ask" href="#x" data-confirm="Sure?">Ask</a>
        <div id="box" hidden>content</div>`);
    });

    it('loads no popup chunk (and no React) until a trigger is used', () => {
      byId('text').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      byId('text').click();
      expect(page.load.called).to.equal(false);
    });

    it('prefetches the chunk when a trigger is hovered or focused, once', async () => {
      byId('open').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      expect(page.load.callCount).to.equal(1);
      byId('ask').focus();
      byId('open').focus();
      await openByClick(byId('open'));
      expect(page.load.callCount).to.equal(1);
    });

    it('prefetches for a confirm trigger too', () => {
      byId('ask').dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
      expect(page.load.callCount).to.equal(1);
    });
  });

  describe('<fg-popup> element', () => {
    beforeEach(() => {
      page = popupPage(`
        <fg-popup content="html" target="terms" type="floating" popup-title="Terms" popup-class="terms">
          <button id="terms-button">Terms</button>
        </fg-popup>
        <div id="terms" hidden><p>Terms text</p></div>`);
    });

    it('takes the same settings as plain attributes', async () => {
      const popup = await openByClick(byId('terms-button'));
      expect(popup.classList.contains('fg-popup--floating')).to.equal(true);
      expect(popup.classList.contains('terms')).to.equal(true);
      expect(byId(popup.getAttribute('aria-labelledby') ?? '').textContent).to.equal('Terms');
      expect(popup.contains(byId('terms'))).to.equal(true);
      press(popup, 'Escape');
      expect(document.activeElement).to.equal(byId('terms-button'));
    });
  });

  describe('inside partial-update containers', () => {
    let server: FakeServer;
    let fetchStub: sinon.SinonStub;
    let stopHardening: () => void;

    beforeEach(() => {
      server = fakeServer.create();
      fetchStub = sinon.stub(window, 'fetch');
      sinon.stub(history, 'pushState');
      sinon.stub(history, 'replaceState');
      stopHardening = observeExternalLinks(document);
      page = popupPage(`
        <fg-partial-update>
          <main id="main" data-pu-container>
            <a id="delivery" href="/cs/popup/delivery" data-popup="ajax">Delivery</a>
          </main>
        </fg-partial-update>`);
    });

    afterEach(() => {
      stopHardening();
      server.restore();
    });

    it('a trigger link opens its popup instead of a partial update', async () => {
      fetchStub.resolves(new Response('<p>Delivery</p>'));
      await openByClick(byId('delivery'));
      expect(server.requests.length).to.equal(0);
    });

    it('content in the popup gets link handling and hardening, and is disposed on close', async () => {
      fetchStub.resolves(
        new Response(`<div id="deliveryBox" data-pu-container>
          <a id="page2" href="/cs/popup/delivery?page=2">2</a>
          <a id="out" href="https://carrier.example/" target="_blank">Carrier</a></div>`),
      );
      const popup = await openByClick(byId('delivery'));
      await flushPromises();
      expect(byId('out').getAttribute('rel')).to.equal('nofollow noopener noreferrer');
      byId('page2').click();
      const request = server.requests[0];
      expect(request?.url).to.contain('/cs/popup/delivery?page=2');
      expect(new URL(request?.url ?? '', location.href).searchParams.get('_pu_target')).to.equal(
        'deliveryBox',
      );
      request?.respond(
        200,
        { 'Content-Type': 'text/html' },
        '<div id="deliveryBox" data-pu-container>page two</div>',
      );
      await until(
        () => popup.querySelector('#deliveryBox')?.textContent === 'page two',
        'page two swapped in',
      );
      const closed = nextState('closed');
      press(popup, 'Escape');
      await closed;
      expect(document.getElementById('deliveryBox')).to.equal(null);
    });
  });
});
