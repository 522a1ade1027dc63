import { expect } from 'chai';
import { type FakeServer, fakeServer } from 'nise';
import sinon from 'sinon';
import { definePartialUpdate } from '../../../elements/fg-partial-update.ts';
import { until } from '../../core/test-support/waits.ts';
import { nextState, type PopupTestPage, popupPage } from './test-support/popup-test-kit.ts';

definePartialUpdate();

const ANSWER = `<!doctype html><html lang="cs"><body>
  <main id="content" data-pu-container><p class="added">Boots, 1 pc</p></main></body></html>`;

/** Nothing silent (docs/flows.md, "When an update fails"): an add that fails is told beside its button. */
describe('add to basket, failed', () => {
  let page: PopupTestPage;
  let server: FakeServer;
  let fetchStub: sinon.SinonStub<Parameters<typeof fetch>, ReturnType<typeof fetch>>;
  let lang: string;

  beforeEach(() => {
    lang = document.documentElement.lang;
    document.documentElement.lang = 'cs';
    server = fakeServer.create();
    fetchStub = sinon.stub(window, 'fetch');
    sinon.stub(console, 'error');
    page = popupPage(`
      <div id="userMenu">Basket (2)</div>
      <fg-partial-update>
        <main id="content" data-pu-container>
          <form id="add-form" action="/qf/cs/basket/add" method="post" data-add-to-basket>
            <input name="product" value="9"><button id="add-button" type="submit">Add</button>
          </form>
        </main>
      </fg-partial-update>`);
  });

  afterEach(() => {
    page.stop();
    server.restore();
    sinon.restore();
    document.documentElement.lang = lang;
  });

  const notice = () => document.getElementById('add-form')?.nextElementSibling ?? null;

  it('tells a server error beside the form, and "Zkusit znovu" adds the product', async () => {
    fetchStub.onFirstCall().resolves(new Response('down', { status: 503 }));
    fetchStub
      .onSecondCall()
      .resolves(new Response(ANSWER, { status: 200, headers: { 'Content-Type': 'text/html' } }));
    (document.getElementById('add-button') as HTMLButtonElement).click();
    await until(() => notice()?.matches('[data-fg-failure]') === true, 'the failure told beside the form');
    expect(notice()?.querySelector('.fg-failure__text')?.textContent).to.equal(
      'V obchodě nastala chyba. Zkuste to prosím za chvíli.',
    );
    const opened = nextState('opened');
    (notice()?.querySelector('.fg-failure__retry') as HTMLButtonElement | null)?.click();
    await opened;
    expect(fetchStub.callCount).to.equal(2);
    expect(document.querySelector('.fg-popup .added')?.textContent).to.equal('Boots, 1 pc');
    expect(document.querySelector('[data-fg-failure]')).to.equal(null);
  });

  it('tells a request that never reached the shop as a lost connection', async () => {
    fetchStub.rejects(new TypeError('Failed to fetch'));
    (document.getElementById('add-button') as HTMLButtonElement).click();
    await until(() => notice()?.matches('[data-fg-failure]') === true, 'the failure told beside the form');
    expect(notice()?.querySelector('.fg-failure__text')?.textContent).to.equal(
      'Nepodařilo se spojit s obchodem. Zkontrolujte připojení.',
    );
  });
});
