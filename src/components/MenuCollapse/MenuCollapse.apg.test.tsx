// The phone menu as the WAI-ARIA APG disclosure pattern (navigation menu), with real key presses:
// its button, and the buttons of its nested levels.
import { expect } from 'chai';
import { componentFixture } from '../../../elements/test-support/component-fixture.ts';
import '../../../elements/fg-menu-collapse.ts';
import { pressKey } from '../../../elements/test-support/real-key-press.ts';
import { menu } from './test-support/menu-markup.ts';

describe('MenuCollapse (APG disclosure pattern)', () => {
  const component = componentFixture(menu('phoneMenuApg'));
  const button = () => component.root.querySelector('.menu-collapse__button') as HTMLButtonElement;
  const panel = () => document.getElementById(button().getAttribute('aria-controls') ?? '') as HTMLElement;
  const subToggle = () => component.root.querySelector('.menu-collapse__sub-toggle') as HTMLButtonElement;
  const subLevel = () =>
    document.getElementById(subToggle().getAttribute('aria-controls') ?? '') as HTMLElement;

  it('is a native button with aria-expanded controlling the navigation panel, which keeps aria-current', () => {
    expect(button().localName).to.equal('button');
    expect(button().getAttribute('aria-expanded')).to.equal('false');
    expect(panel().localName).to.equal('nav');
    expect(panel().hidden).to.equal(true);
    expect(panel().querySelector('[aria-current="page"]')?.textContent).to.equal('Stolní');
  });

  it('Enter opens the panel, focus on its first link; Escape closes it, focus back on the button', async () => {
    button().focus();
    await pressKey('Enter');
    expect([button().getAttribute('aria-expanded'), panel().hidden]).to.deep.equal(['true', false]);
    expect(document.activeElement?.textContent).to.equal('Svítidla');
    await pressKey('Escape');
    expect([button().getAttribute('aria-expanded'), panel().hidden]).to.deep.equal(['false', true]);
    expect(document.activeElement === button(), 'focus on the menu button').to.equal(true);
  });

  it('Space toggles the panel', async () => {
    button().focus();
    await pressKey(' ');
    expect(button().getAttribute('aria-expanded')).to.equal('true');
    button().focus();
    await pressKey(' ');
    expect(button().getAttribute('aria-expanded')).to.equal('false');
  });

  it('a nested level has its own disclosure button: Enter and Space toggle it', async () => {
    button().focus();
    await pressKey('Enter');
    expect(subToggle().getAttribute('aria-expanded')).to.equal('false');
    expect(subLevel().hidden).to.equal(true);
    subToggle().focus();
    await pressKey('Enter');
    expect([subToggle().getAttribute('aria-expanded'), subLevel().hidden]).to.deep.equal(['true', false]);
    await pressKey(' ');
    expect([subToggle().getAttribute('aria-expanded'), subLevel().hidden]).to.deep.equal(['false', true]);
  });
});
