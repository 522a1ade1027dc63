import { expect } from 'chai';
import { componentFixture } from '../../../elements/test-support/component-fixture.ts';
import '../../../elements/fg-my-list.ts';
import { axeViolations, inAct } from '../../../elements/test-support/react-act.ts';

const markup = `
  <div id="userLists"></div>
  <fg-my-list id="lists-7" pu-target="userLists" pu-url="/cs/seznamy/pridat" pu-event-name="addToList">
    <input type="hidden" name="productId" value="7">
    <ul><li data-list-id="12">Oblíbené</li><li data-list-id="15">Na chatu</li></ul>
  </fg-my-list>`;

describe('MyList', () => {
  const component = componentFixture(markup);

  const button = () => component.root.querySelector('.fg-my-list__button') as HTMLButtonElement;
  const menu = () => component.root.querySelector('[role="menu"]') as HTMLElement;
  const items = () => [...component.root.querySelectorAll<HTMLElement>('[role="menuitem"]')];
  const { key } = component;
  const focused = () => items().indexOf(document.activeElement as HTMLElement);

  it('renders a menu button listing the visitor lists and the create item', () => {
    expect(button().textContent).to.equal('Přidat do seznamu');
    expect(button().getAttribute('aria-haspopup')).to.equal('menu');
    expect(button().getAttribute('aria-expanded')).to.equal('false');
    expect(menu().hidden).to.equal(true);
    expect(items().map((item) => item.textContent)).to.deep.equal([
      'Oblíbené',
      'Na chatu',
      'Vytvořit nový seznam…',
    ]);
  });

  it('opens on the first item with Down/Enter/Space and on the last with Up', async () => {
    for (const name of ['ArrowDown', 'Enter', ' ']) {
      await key(button(), name);
      expect(menu().hidden, name).to.equal(false);
      expect(focused(), name).to.equal(0);
      await key(document.activeElement as Element, 'Escape');
      expect(menu().hidden).to.equal(true);
      expect(document.activeElement === button()).to.equal(true);
    }
    await key(button(), 'ArrowUp');
    expect(focused()).to.equal(2);
  });

  it('moves through the items with Down/Up (wrapping) and Home/End', async () => {
    await key(button(), 'ArrowDown');
    await key(document.activeElement as Element, 'ArrowDown');
    expect(focused()).to.equal(1);
    await key(document.activeElement as Element, 'ArrowDown');
    await key(document.activeElement as Element, 'ArrowDown');
    expect(focused()).to.equal(0);
    await key(document.activeElement as Element, 'ArrowUp');
    expect(focused()).to.equal(2);
    await key(document.activeElement as Element, 'Home');
    expect(focused()).to.equal(0);
    await key(document.activeElement as Element, 'End');
    expect(focused()).to.equal(2);
  });

  const postedFields = (index: number) => {
    const body = component.server.requests[index]?.requestBody as unknown as FormData | string;
    return new URLSearchParams(
      body instanceof FormData ? [...body].map(([k, v]) => [k, String(v)]) : String(body),
    );
  };

  it('adds the product to the chosen list by posting the partial update', async () => {
    await key(button(), 'ArrowDown');
    await key(document.activeElement as Element, 'ArrowDown');
    await key(document.activeElement as Element, 'Enter');
    expect(menu().hidden).to.equal(true);
    const request = component.server.requests[0];
    expect(request?.method).to.equal('POST');
    const url = new URL(request?.url ?? '', location.origin);
    expect(url.pathname).to.equal('/cs/seznamy/pridat');
    expect(url.searchParams.get('_pu_target')).to.equal('userLists');
    expect(url.searchParams.get('_pu_event')).to.equal('addToList');
    expect(url.searchParams.has('listId'), 'the choice travels in the body').to.equal(false);
    expect(postedFields(0).get('productId')).to.equal('7');
    expect(postedFields(0).get('listId')).to.equal('15');
  });

  it('creates a new list by posting its name with the product', async () => {
    await key(button(), 'ArrowUp');
    await key(document.activeElement as Element, 'Enter');
    const name = component.root.querySelector('input[name="newListName"]') as HTMLInputElement;
    expect(document.activeElement === name).to.equal(true);
    expect(name.labels?.[0]?.textContent).to.equal('Název seznamu');
    name.value = 'Dárky';
    await inAct(() =>
      (component.root.querySelector('.fg-my-list__create button') as HTMLButtonElement).click(),
    );
    const request = component.server.requests[0];
    expect(request?.method).to.equal('POST');
    const fields = postedFields(0);
    expect(fields.get('newListName')).to.equal('Dárky');
    expect(fields.get('productId')).to.equal('7');
    expect(fields.get('createList')).to.equal('1');
    expect(new URL(request?.url ?? '', location.origin).searchParams.get('_pu_target')).to.equal('userLists');
  });

  it('closes without a choice when a pointer presses outside the open menu', async () => {
    await key(button(), 'ArrowDown');
    expect(menu().hidden).to.equal(false);
    await inAct(() => items()[1]?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    expect(menu().hidden).to.equal(false, 'a press inside keeps it open');
    await inAct(() => document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true })));
    expect(menu().hidden).to.equal(true);
    expect(button().getAttribute('aria-expanded')).to.equal('false');
    expect(component.server.requests).to.have.length(0);
  });

  it('is axe-clean closed and open', async () => {
    expect(await axeViolations(component.root)).to.deep.equal([]);
    await key(button(), 'ArrowDown');
    expect(await axeViolations(component.root)).to.deep.equal([]);
  });
});
