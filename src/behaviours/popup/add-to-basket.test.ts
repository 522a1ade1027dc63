import { expect } from 'chai';
import sinon from 'sinon';
import { definePartialUpdate } from '../../../elements/fg-partial-update.ts';
import { absoluteUrl } from '../../core/test-support/absolute-url.ts';
import { useCsrfMeta } from '../../core/test-support/csrf-meta.ts';
import { useDocumentLanguage } from '../../core/test-support/document-language.ts';
import { until } from '../../core/test-support/waits.ts';
import { useAddToBasketPage } from './test-support/add-to-basket-page.ts';
import { axeViolations, nextState, press } from './test-support/popup-test-kit.ts';

definePartialUpdate();

const ANSWER = `<!doctype html><html lang="cs"><body><header id="userMenu">menu</header>
  <main id="content" data-pu-container><h1>Added to basket</h1><p class="added">Boots, 1 pc</p>
  <a href="/cs/kosik">Go to basket</a> <a href="#" data-popup-close>Continue shopping</a></main></body></html>`;
const USER_TOOLS = `<!--pu:delimiters--><!--pu:widget userMenu--><div id="userMenu">Basket (3)</div>
  <!--pu:widget userLists--><div id="userLists">lists</div><!--pu:widget userListsRwd--><div id="userListsRwd">rwd</div>`;

describe('add to basket', () => {
  useCsrfMeta('token-123');
  useDocumentLanguage('de');
  const basket = useAddToBasketPage(
    '<div id="userMenu">Basket (2)</div><div id="userLists"></div><div id="userListsRwd"></div>',
    `<a id="add-link" href="/qf/de/basket/add?product=7" data-add-to-basket>Add</a>
    <form id="add-form" action="/qf/de/basket/add" method="post" data-add-to-basket>
      <input name="product" value="9"><input name="amount" value="2">
      <button id="add-button" type="submit" name="variant" value="xl">Add</button>
    </form>
    <a id="foreign" href="https://evil.example/add" data-add-to-basket>Add</a>`,
  );
  beforeEach(() => {
    basket.fetchStub.resolves(
      new Response(ANSWER, { status: 200, headers: { 'Content-Type': 'text/html' } }),
    );
  });

  const byId = (id: string) => document.getElementById(id) as HTMLElement;
  const userToolsRequest = () =>
    basket.server.requests.find((request) => request.url.includes('/ramjet/include'));

  it('POSTs a form with its fields and the CSRF token, shows the page container, refreshes user tools', async () => {
    const opened = nextState('opened');
    byId('add-button').click();
    await opened;
    const [address, init] = basket.fetchStub.firstCall.args as [string, RequestInit];
    expect(address).to.equal(absoluteUrl('/qf/de/basket/add'));
    expect(init.method).to.equal('POST');
    expect((init.headers as Record<string, string>)['X-CSRF-Token']).to.equal('token-123');
    expect(String(init.body)).to.equal('product=9&amount=2&variant=xl');
    const popup = document.querySelector('dialog.fg-popup') as HTMLDialogElement;
    expect(popup.open).to.equal(true);
    expect(popup.querySelector('.added')?.textContent).to.equal('Boots, 1 pc');
    expect(popup.querySelector('#content')).to.equal(null);
    expect(popup.textContent).not.to.contain('menu');
    expect(basket.server.requests.length).to.equal(1);
    const request = userToolsRequest();
    const url = new URL(request?.url ?? '', location.href);
    expect(url.pathname).to.equal('/qf/de/ramjet/include');
    expect(url.searchParams.get('updatedCart')).to.equal('1');
    expect((url.searchParams.get('_pu_target') ?? '').split('+').sort()).to.deep.equal([
      'userLists',
      'userListsRwd',
      'userMenu',
    ]);
    request?.respond(200, { 'Content-Type': 'text/html' }, USER_TOOLS);
    await until(() => byId('userMenu').textContent === 'Basket (3)', 'the user tools swapped in');
    expect(await axeViolations(popup)).to.deep.equal([]);
  });

  it('POSTs a link to its address, with no partial update of the container instead', async () => {
    const opened = nextState('opened');
    byId('add-link').click();
    await opened;
    expect(basket.fetchStub.firstCall.args[0]).to.equal(absoluteUrl('/qf/de/basket/add?product=7'));
    expect(basket.server.requests.every((request) => request.url.includes('/ramjet/include'))).to.equal(true);
    const popup = document.querySelector('dialog.fg-popup') as HTMLElement;
    (popup.querySelector('[data-popup-close]') as HTMLElement).click();
    expect(document.querySelector('.fg-popup')).to.equal(null);
    expect(document.activeElement === byId('add-link')).to.equal(true);
  });

  it('uses the cs path when the page sets no language', async () => {
    document.documentElement.removeAttribute('lang');
    const opened = nextState('opened');
    byId('add-link').click();
    await opened;
    expect(new URL(userToolsRequest()?.url ?? '', location.href).pathname).to.equal('/qf/cs/ramjet/include');
    press(document.querySelector('.fg-popup') as HTMLElement, 'Escape');
  });

  it('refuses a foreign address', async () => {
    const error = sinon.stub(console, 'error');
    byId('foreign').click();
    await until(() => error.called, 'the refusal logged');
    expect(basket.fetchStub.called).to.equal(false);
    expect(String(error.firstCall.args[0])).to.contain('only same-origin addresses');
  });
});
