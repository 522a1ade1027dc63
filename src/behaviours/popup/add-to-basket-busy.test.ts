import { expect } from 'chai';
import sinon from 'sinon';
import { definePartialUpdate } from '../../../elements/fg-partial-update.ts';
import { busyWith } from '../../core/settled/index.ts';
import { until } from '../../core/test-support/waits.ts';
import { ADD_FORM, addedAnswer, BASKET_MENU, useAddToBasketPage } from './test-support/add-to-basket-page.ts';
import { nextState } from './test-support/popup-test-kit.ts';

definePartialUpdate();

/** The settled signal (docs/settled.md) counts add to basket's own request, from the click to its popup. */
describe('add to basket, busy', () => {
  beforeEach(() => {
    // The failure and the user tools' refresh (no route here) are logged.
    sinon.stub(console, 'error');
  });
  const basket = useAddToBasketPage(BASKET_MENU, ADD_FORM);

  it('keeps the page busy while the add is on its way, until its popup shows', async () => {
    let arrive: (response: Response) => void = () => {};
    basket.fetchStub.returns(new Promise((resolve) => (arrive = resolve)));
    basket.server.respondImmediately = true;
    (document.getElementById('add-button') as HTMLButtonElement).click();
    await until(() => basket.fetchStub.callCount === 1, 'the add sent');
    expect(busyWith()).to.include('add to basket');
    const opened = nextState('opened');
    arrive(addedAnswer('Boots, 1 pc'));
    await opened;
    await until(() => !busyWith().includes('add to basket'), 'the add no longer busy');
  });

  it('keeps the page busy until a failed add is told', async () => {
    let arrive: (response: Response) => void = () => {};
    basket.fetchStub.returns(new Promise((resolve) => (arrive = resolve)));
    (document.getElementById('add-button') as HTMLButtonElement).click();
    await until(() => basket.fetchStub.callCount === 1, 'the add sent');
    expect(busyWith()).to.include('add to basket');
    arrive(new Response('down', { status: 503 }));
    await until(() => !busyWith().includes('add to basket'), 'the add no longer busy');
    expect(document.querySelector('[data-fg-failure]')).to.not.equal(null);
  });
});
