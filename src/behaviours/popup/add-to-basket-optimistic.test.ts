import { expect } from 'chai';
import sinon from 'sinon';
import { definePartialUpdate } from '../../../elements/fg-partial-update.ts';
import { LIVE_REGION_ID } from '../../core/announcer.ts';
import { optimisticUpdates } from '../../core/optimistic/expect-changes.ts';
import { useDocumentLanguage } from '../../core/test-support/document-language.ts';
import { until } from '../../core/test-support/waits.ts';
import { addedAnswer, useAddToBasketPage } from './test-support/add-to-basket-page.ts';
import { nextState } from './test-support/popup-test-kit.ts';

definePartialUpdate();

/** Add to basket with the change it expects (data-optimistic, docs/optimistic.md). */
describe('add to basket, optimistic', () => {
  before(async () => {
    await optimisticUpdates();
  });

  useDocumentLanguage('cs');
  beforeEach(() => {
    sinon.stub(console, 'error');
  });
  afterEach(() => {
    document.getElementById(LIVE_REGION_ID)?.remove();
  });
  const basket = useAddToBasketPage(
    '<div id="userMenu"><a id="basket-count" data-count="2">Košík (2)</a></div>',
    `<form id="add-form" action="/qf/cs/basket/add" method="post" data-add-to-basket data-optimistic="+1 #basket-count">
      <input name="product" value="9"><button id="add-button" type="submit">Do košíku</button>
    </form>`,
  );

  const count = () => {
    const badge = document.getElementById('basket-count') as HTMLElement;
    return [badge.textContent, badge.getAttribute('data-count')];
  };
  const notice = () => document.getElementById('add-form')?.nextElementSibling ?? null;

  it('shows the count at once and keeps it when the shop adds the product', async () => {
    let answer: (response: Response) => void = () => {};
    basket.fetchStub.returns(new Promise((resolve) => (answer = resolve)));
    (document.getElementById('add-button') as HTMLButtonElement).click();
    await until(() => basket.fetchStub.called, 'the add sent');
    await until(() => count()[0] === 'Košík (3)', 'the count shown before the answer');
    expect(count()).to.deep.equal(['Košík (3)', '3']);
    const opened = nextState('opened');
    answer(addedAnswer('Boty, 1 ks'));
    await opened;
    expect(count()).to.deep.equal(['Košík (3)', '3']);
  });

  it('takes the count back when the shop refuses the add, told once beside the form', async () => {
    let answer: (response: Response) => void = () => {};
    basket.fetchStub.returns(new Promise((resolve) => (answer = resolve)));
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
