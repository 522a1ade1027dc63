/**
 * Test fixture for add to basket: a shop page with a user menu and a `<fg-partial-update>` whose
 * main region holds the add controls, popups started, XHR answered by nise's fake server and
 * `fetch` stubbed (the add goes by fetch, the user tools by XHR).
 */
import { type FakeServer, fakeServer } from 'nise';
import sinon from 'sinon';
import { type PopupTestPage, popupPage } from './popup-test-kit.ts';

export type FetchStub = sinon.SinonStub<Parameters<typeof fetch>, ReturnType<typeof fetch>>;

export interface AddToBasketPage {
  readonly server: FakeServer;
  readonly fetchStub: FetchStub;
}

/**
 * The page (`menu` beside the controller, `main` inside its region) before each test; after it,
 * the page stopped, the server restored and sinon's fakes restored. Call it inside `describe`,
 * after the hooks whose set-up the page must see (the language, a CSRF meta, a clock).
 */
export function useAddToBasketPage(menu: string, main: string): AddToBasketPage {
  // Filled before each test: the tests read it inside their hooks and bodies, never at `describe`.
  const fixture = {} as { server: FakeServer; fetchStub: FetchStub };
  let page: PopupTestPage | undefined;
  beforeEach(() => {
    fixture.server = fakeServer.create();
    fixture.fetchStub = sinon.stub(window, 'fetch');
    page = popupPage(`
      ${menu}
      <fg-partial-update>
        <main id="content" data-pu-container>${main}</main>
      </fg-partial-update>`);
  });
  afterEach(() => {
    page?.stop();
    page = undefined;
    fixture.server.restore();
    sinon.restore();
  });
  return fixture;
}

/** A user menu with a basket count, and a plain add form (`#add-form`, its button `#add-button`). */
export const BASKET_MENU = '<div id="userMenu">Basket (2)</div>';
export const ADD_FORM = `<form id="add-form" action="/qf/cs/basket/add" method="post" data-add-to-basket>
  <input name="product" value="9"><button id="add-button" type="submit">Add</button>
</form>`;

/** The shop's answer to an add: a page whose region says what was added (`added`). */
export function addedAnswer(added: string, status = 200, headers: Record<string, string> = {}): Response {
  const html = `<!doctype html><html lang="cs"><body>
  <main id="content" data-pu-container><p class="added">${added}</p></main></body></html>`;
  return new Response(html, { status, headers: { 'Content-Type': 'text/html', ...headers } });
}
