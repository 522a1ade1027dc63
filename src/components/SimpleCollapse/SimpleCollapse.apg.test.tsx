// The collapsible block as the WAI-ARIA APG disclosure pattern, with real key presses.
import { expect } from 'chai';
import { componentFixture } from '../../../elements/test-support/component-fixture.ts';
import '../../../elements/fg-simple-collapse.ts';
import { pressKey } from '../../../elements/test-support/real-key-press.ts';

describe('SimpleCollapse (APG disclosure pattern)', () => {
  const component = componentFixture(`
    <fg-simple-collapse id="filters-apg">
      <h3>Filtry</h3>
      <p class="body">Cena, značka</p>
    </fg-simple-collapse>`);
  const button = () => component.root.querySelector('button') as HTMLButtonElement;
  const content = () => document.getElementById(button().getAttribute('aria-controls') ?? '') as HTMLElement;

  it('is a native button, named by the title, in its heading, with aria-expanded and aria-controls', () => {
    expect(button().localName).to.equal('button');
    expect(button().textContent).to.equal('Filtry');
    expect(button().parentElement?.localName).to.equal('h3');
    expect(button().getAttribute('aria-expanded')).to.equal('false');
    expect(content().textContent).to.contain('Cena, značka');
    expect(content().hidden).to.equal(true);
  });

  it('Enter shows and hides the content', async () => {
    button().focus();
    await pressKey('Enter');
    expect([button().getAttribute('aria-expanded'), content().hidden]).to.deep.equal(['true', false]);
    await pressKey('Enter');
    expect([button().getAttribute('aria-expanded'), content().hidden]).to.deep.equal(['false', true]);
  });

  it('Space shows and hides the content', async () => {
    button().focus();
    await pressKey(' ');
    expect([button().getAttribute('aria-expanded'), content().hidden]).to.deep.equal(['true', false]);
    await pressKey(' ');
    expect([button().getAttribute('aria-expanded'), content().hidden]).to.deep.equal(['false', true]);
  });
});
