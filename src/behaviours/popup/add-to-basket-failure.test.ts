import { expect } from 'chai';
import sinon from 'sinon';
import { definePartialUpdate } from '../../../elements/fg-partial-update.ts';
import { useDocumentLanguage } from '../../core/test-support/document-language.ts';
import { until } from '../../core/test-support/waits.ts';
import { ADD_FORM, addedAnswer, BASKET_MENU, useAddToBasketPage } from './test-support/add-to-basket-page.ts';
import { nextState } from './test-support/popup-test-kit.ts';

definePartialUpdate();

/** Nothing silent (docs/flows.md, "When an update fails"): an add that fails is told beside its button. */
describe('add to basket, failed', () => {
  useDocumentLanguage('cs');
  beforeEach(() => {
    sinon.stub(console, 'error');
  });
  const basket = useAddToBasketPage(BASKET_MENU, ADD_FORM);

  const notice = () => document.getElementById('add-form')?.nextElementSibling ?? null;

  it('tells a server error beside the form, and "Zkusit znovu" adds the product', async () => {
    basket.fetchStub.onFirstCall().resolves(new Response('down', { status: 503 }));
    basket.fetchStub.onSecondCall().resolves(addedAnswer('Boots, 1 pc'));
    (document.getElementById('add-button') as HTMLButtonElement).click();
    await until(() => notice()?.matches('[data-fg-failure]') === true, 'the failure told beside the form');
    expect(notice()?.querySelector('.fg-failure__text')?.textContent).to.equal(
      'V obchodě nastala chyba. Zkuste to prosím za chvíli.',
    );
    const opened = nextState('opened');
    (notice()?.querySelector('.fg-failure__retry') as HTMLButtonElement | null)?.click();
    await opened;
    expect(basket.fetchStub.callCount).to.equal(2);
    expect(document.querySelector('.fg-popup .added')?.textContent).to.equal('Boots, 1 pc');
    expect(document.querySelector('[data-fg-failure]')).to.equal(null);
  });

  it('tells a request that never reached the shop as a lost connection', async () => {
    basket.fetchStub.rejects(new TypeError('Failed to fetch'));
    (document.getElementById('add-button') as HTMLButtonElement).click();
    await until(() => notice()?.matches('[data-fg-failure]') === true, 'the failure told beside the form');
    expect(notice()?.querySelector('.fg-failure__text')?.textContent).to.equal(
      'Nepodařilo se spojit s obchodem. Zkontrolujte připojení.',
    );
  });
});
