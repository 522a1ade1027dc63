import { expect } from 'chai';
import sinon from 'sinon';
import { definePartialUpdate } from '../../../elements/fg-partial-update.ts';
import { useCsrfMeta } from '../../core/test-support/csrf-meta.ts';
import { closeAllPopups } from './popup-registry.ts';
import { addedAnswer, useAddToBasketPage } from './test-support/add-to-basket-page.ts';
import { nextState } from './test-support/popup-test-kit.ts';

definePartialUpdate();

const answer = (status = 200, headers: Record<string, string> = {}) =>
  addedAnswer('Boots, 1 pc', status, headers);

/** Nothing lost, nothing twice (docs/flows.md): a double click, and a token made stale in another tab. */
describe('add to basket, once', () => {
  const csrfMeta = useCsrfMeta('stale');
  /** Sinon's clock for setTimeout only: the popup's own frames and the answers run as they do. */
  let clock: sinon.SinonFakeTimers;

  beforeEach(() => {
    clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  });
  const basket = useAddToBasketPage(
    '<div id="userMenu">Basket (2)</div>',
    `<form id="add-form" action="/qf/cs/basket/add" method="post" data-add-to-basket>
      <input type="hidden" name="_csrf" value="stale"><input name="product" value="9">
      <button id="add-button" type="submit">Add</button>
    </form>`,
  );

  const button = () => document.getElementById('add-button') as HTMLButtonElement;
  const tokenSent = (call: number) =>
    ((basket.fetchStub.getCall(call).args[1] as RequestInit).headers as Record<string, string>)[
      'X-CSRF-Token'
    ];
  const bodySent = (call: number) => String((basket.fetchStub.getCall(call).args[1] as RequestInit).body);

  it('ignores a second click while the add it started is under way: a double click adds once', async () => {
    let arrive: (response: Response) => void = () => {};
    basket.fetchStub.returns(new Promise((resolve) => (arrive = resolve)));
    const opened = nextState('opened');
    button().click();
    await clock.tickAsync(90);
    button().click();
    await clock.tickAsync(10);
    expect(basket.fetchStub.callCount).to.equal(1);
    arrive(answer());
    await opened;
    expect(basket.fetchStub.callCount).to.equal(1);
  });

  it('ignores a repeat while the popup of a fast answer is open, and adds again once it is closed', async () => {
    basket.fetchStub.callsFake(async () => answer());
    // The user tools' refresh after the add (its answer does not matter here).
    basket.server.respondImmediately = true;
    const opened = nextState('opened');
    button().click();
    await opened;
    // The add has settled (its popup shown, the user tools refreshed); the popup is still open.
    await clock.tickAsync(1000);
    button().click();
    await clock.tickAsync(1000);
    expect(
      basket.fetchStub.callCount,
      'a click while the popup shows is the second of a double click',
    ).to.equal(1);
    const closed = nextState('closed');
    closeAllPopups();
    await closed;
    await clock.tickAsync(0);
    const reopened = nextState('opened');
    button().click();
    await reopened;
    expect(basket.fetchStub.callCount, 'a click after the popup closed is a new add').to.equal(2);
  });

  it('sends the add once more with the fresh token a refusal for a stale one names, in header and form field', async () => {
    basket.fetchStub.onFirstCall().resolves(answer(403, { 'X-CSRF-Token': 'fresh', 'PU-Repeatable': '1' }));
    basket.fetchStub.onSecondCall().resolves(answer());
    const opened = nextState('opened');
    button().click();
    await opened;
    expect(basket.fetchStub.callCount).to.equal(2);
    expect([tokenSent(0), tokenSent(1)]).to.deep.equal(['stale', 'fresh']);
    expect(bodySent(1)).to.equal('_csrf=fresh&product=9');
    expect(document.querySelector('.fg-popup .added')?.textContent).to.equal('Boots, 1 pc');
  });

  it('does not send again what the refusal does not allow, and takes the fresh token all the same', async () => {
    basket.fetchStub.resolves(answer(403, { 'X-CSRF-Token': 'fresh' }));
    const logged = sinon.stub(console, 'error');
    button().click();
    await clock.tickAsync(50);
    expect(basket.fetchStub.callCount).to.equal(1);
    expect(csrfMeta().content).to.equal('fresh');
    expect(logged.calledWithMatch(/403/)).to.equal(true);
  });
});
