import { expect } from 'chai';
import { pressKey } from '../../../elements/test-support/real-key-press.ts';
import '../../../elements/fg-aside-nav.ts';
import { mountFixture, removeFixture } from '../../../elements/test-support/react-act.ts';
import { treeMarkup } from './test-support/aside-nav-tree.ts';

describe('AsideNav: keyboard', () => {
  let root: HTMLElement;

  beforeEach(async () => {
    root = await mountFixture(`<button id="before">Před</button>${treeMarkup()}`);
  });
  afterEach(() => removeFixture(root));

  const focused = () => {
    const active = document.activeElement as HTMLElement;
    return active.textContent || active.getAttribute('aria-label');
  };
  const expanded = (name: string) =>
    root.querySelector(`button[aria-label="${name}: podkategorie"]`)?.getAttribute('aria-expanded');

  it('Tab goes through links and buttons; Enter and Space open and close a branch', async () => {
    (root.querySelector('#before') as HTMLElement).focus();
    await pressKey('Tab');
    expect(focused()).to.equal('Lampy');
    await pressKey('Tab');
    expect(focused()).to.equal('Lampy: podkategorie');
    await pressKey('Tab');
    expect(focused()).to.equal('Stropní');
    await pressKey('Tab');
    await pressKey('Tab');
    await pressKey('Tab');
    expect(focused(), 'the closed branch is skipped').to.equal('Židle: podkategorie');
    await pressKey('Enter');
    expect(expanded('Židle')).to.equal('true');
    await pressKey('Tab');
    expect(focused()).to.equal('Jídelní');
    await pressKey('ArrowUp');
    await pressKey(' ');
    expect(expanded('Židle')).to.equal('false');
    expect(focused()).to.equal('Židle: podkategorie');
  });

  it('Down, Up, Home and End move between the visible items', async () => {
    (root.querySelector('a') as HTMLElement).focus();
    await pressKey('ArrowDown');
    expect(focused()).to.equal('Lampy: podkategorie');
    await pressKey('ArrowDown');
    expect(focused()).to.equal('Stropní');
    await pressKey('ArrowUp');
    expect(focused()).to.equal('Lampy: podkategorie');
    await pressKey('End');
    expect(focused(), 'the closed branch is skipped').to.equal('Kuchyně');
    await pressKey('ArrowDown');
    expect(focused(), 'no wrap').to.equal('Kuchyně');
    await pressKey('Home');
    expect(focused()).to.equal('Lampy');
  });

  it('Escape closes the branch the focus is in and puts the focus on its button', async () => {
    const current = [...root.querySelectorAll('a')].find((a) => a.textContent === 'Stolní') as HTMLElement;
    current.focus();
    await pressKey('Escape');
    expect(expanded('Lampy')).to.equal('false');
    expect(focused()).to.equal('Lampy: podkategorie');
    await pressKey('Enter');
    expect(expanded('Lampy')).to.equal('true');
    await pressKey('Escape');
    expect(expanded('Lampy'), 'Escape on an open branch button closes it').to.equal('false');
  });
});
