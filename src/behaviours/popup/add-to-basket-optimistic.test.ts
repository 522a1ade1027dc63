import { expect } from 'chai';
import { type FakeServer, fakeServer } from 'nise';
import sinon from 'sinon';
import { definePartialUpdate } from '../../../elements/fg-partial-update.ts';
import { LIVE_REGION_ID } from '../../core/announcer.ts';
import { optimisticUpdates } from '../../core/optimistic/expect-changes.ts';
import { until } from '../../core/test-support/waits.ts';
import { nextState, type PopupTestPage, popupPage } from './test-support/popup-test-kit.ts';

definePartialUpdate();

const ANSWER = `<!doctype html><html lang="cs"><body>
  <main id="content" data-pu-container><p class="added">Boty, 1 ks</p></main></body></html>`;

/** Add to basket with the change it expects (data-optimistic, docs/optimistic.md). */
describe('add to basket, optimistic', () => {
  let page: PopupTestPage;
  let server: FakeServer;
  let fetchStub: sinon.SinonStub<Parameters<typeof fetch>, ReturnType<typeof fetch>>;
  let lang: string;

  before(async () => {
    await optimisticUpdates();
  });

  beforeEach(() => {
    lang = document.documentElement.lang;
    document.documentElement.lang = 'cs';
    server = fakeServer.create();
    fetchStub = sinon.stub(window, 'fetch');
    sinon.stub(console, 'error');
    page = popupPage(`
      <div id="userMenu"><a id="basket-count" data-count="2">Košík (2)</a></div>
      <fg-partial-update>
        <main id="content" data-pu-container>
          <form id="add-form" action="/qf/cs/basket/add" method="post" data-add-to-basket data-optimistic="+1 #basket-count">
            <input name="product" value="9"><button id="add-button" type="submit">Do košíku</button>
          </form>
        </main>
      </fg-partial-update>`);
  });

  afterEach(() => {
    page.stop();
    server.restore();
    sinon.restore();
    document.getElementById(LIVE_REGION_ID)?.remove();
    document.documentElement.lang = lang;
  });

  const count = () => {
    const badge = document.getElementById('basket-count') as HTMLElement;
    return [badge.textContent, badge.getAttribute('data-count')];
  };
  const notice = () => document.getElementById('add-form')?.nextElementSibling ?? null;

  it('shows the count at once and keeps it when the shop adds the product', async () => {
    let answer: (response: Response) => void = () => {};
    fetchStub.returns(new Promise((resolve) => (answer = resolve)));
    (document.getElementById('add-button') as HTMLButtonElement).click();
    await until(() => fetchStub.called, 'the add sent');
    await until(() => count()[0] === 'Košík (3)', 'the count shown before the answer');
    expect(count()).to.deep.equal(['Košík (3)', '3']);
    const opened = nextState('opened');
    answer(new Response(ANSWER, { status: 200, headers: { 'Content-Type': 'text/html' } }));
    await opened;
    expect(count()).to.deep.equal(['Košík (3)', '3']);
  });

  it('takes the count back when the shop refuses the add, told once beside the form', async () => {
    let answer: (response: Response) => void = () => {};
    fetchStub.returns(new Promise((resolve) => (answer = resolve)));
    (document.getElementById('add-button') as HTMLButtonElement).click();
    await until(() => count()[0] === 'Košík (3)', 'the count shown before the answer');
    answer(new Response('sold out', { status: 409 }));
    await until(() => notice()?.matches('[data-fg-failure]') === true, 'the failure told beside the form');
    await until(() => count()[0] === 'Košík (2)', 'the count taken back');
    expect(count()).to.deep.equal(['Košík (2)', '2']);
    await until(() => document.getElementById(LIVE_REGION_ID)?.textContent !== '', 'the announcement');
    expect(document.getElementById(LIVE_REGION_ID)?.textContent).to.equal(
      'Obchod akci odmítl. Načtěte stránku znovu a zkuste to ještě jednou.',
    );
  });
});
