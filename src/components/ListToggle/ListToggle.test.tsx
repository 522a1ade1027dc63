import { expect } from 'chai';
import '../../../elements/fg-list-toggle.ts';
import {
  axeViolations,
  inAct,
  mountFixture,
  removeFixture,
} from '../../../elements/test-support/react-act.ts';

const markup = (count: number) => `
  <fg-list-toggle id="params" limit="3">
    <ul>${Array.from({ length: count }, (_, i) => `<li>item ${i + 1}</li>`).join('')}</ul>
  </fg-list-toggle>`;

describe('ListToggle', () => {
  let root: HTMLElement;

  const mount = async (count = 5) => {
    root = await mountFixture(markup(count));
  };

  beforeEach(() => sessionStorage.removeItem('fg-list-toggle:params'));

  afterEach(async () => {
    await removeFixture(root);
    sessionStorage.removeItem('fg-list-toggle:params');
  });

  const visible = () => [...root.querySelectorAll<HTMLElement>('li')].filter((item) => !item.hidden).length;
  const button = () => root.querySelector('button') as HTMLButtonElement | null;

  it('shows the short form with a disclosure button controlling the list', async () => {
    await mount();
    expect(visible()).to.equal(3);
    expect(button()?.textContent).to.equal('Zobrazit vše');
    expect(button()?.getAttribute('aria-expanded')).to.equal('false');
    expect(button()?.getAttribute('aria-controls')).to.equal('params-list');
    expect(root.querySelector('ul')?.id).to.equal('params-list');
  });

  it('toggles between the full and the short form', async () => {
    await mount();
    await inAct(() => button()?.click());
    expect(visible()).to.equal(5);
    expect(button()?.getAttribute('aria-expanded')).to.equal('true');
    expect(button()?.textContent).to.equal('Zobrazit méně');
    await inAct(() => button()?.click());
    expect(visible()).to.equal(3);
  });

  it('keeps the state when the list is rendered again', async () => {
    await mount();
    await inAct(() => button()?.click());
    await removeFixture(root);
    await mount();
    expect(visible()).to.equal(5);
    expect(button()?.getAttribute('aria-expanded')).to.equal('true');
  });

  it('has no button when the list is not longer than the limit', async () => {
    await mount(3);
    expect(visible()).to.equal(3);
    expect(button()).to.equal(null);
  });

  it('is axe-clean', async () => {
    await mount();
    expect(await axeViolations(root)).to.deep.equal([]);
  });
});
