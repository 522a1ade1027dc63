import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import '../../../elements/fg-aside-nav.ts';
import { fixture, flushMicrotasks, inAct } from '../../../elements/test-support/react-act.ts';
import { treeMarkup } from './aside-nav-test-tree.ts';

describe('AsideNav: keyboard', () => {
  let root: HTMLElement;

  beforeEach(() =>
    inAct(() => {
      root = fixture(`<button id="before">Před</button>${treeMarkup()}`);
    }),
  );
  afterEach(async () => {
    await inAct(() => root.remove());
    await flushMicrotasks();
  });

  /** A real key press; resolves once the page has seen the key go up. */
  const press = (key: string) =>
    inAct(async () => {
      const released = new Promise((resolve) =>
        window.addEventListener('keyup', resolve, { once: true, capture: true }),
      );
      await sendKeys({ press: key });
      await released;
    });
  const focused = () => {
    const active = document.activeElement as HTMLElement;
    return active.textContent || active.getAttribute('aria-label');
  };
  const expanded = (name: string) =>
    root.querySelector(`button[aria-label="${name}: podkategorie"]`)?.getAttribute('aria-expanded');

  it('Tab goes through links and buttons; Enter and Space open and close a branch', async () => {
    (root.querySelector('#before') as HTMLElement).focus();
    await press('Tab');
    expect(focused()).to.equal('Lampy');
    await press('Tab');
    expect(focused()).to.equal('Lampy: podkategorie');
    await press('Tab');
    expect(focused()).to.equal('Stropní');
    await press('Tab');
    await press('Tab');
    await press('Tab');
    expect(focused(), 'the closed branch is skipped').to.equal('Židle: podkategorie');
    await press('Enter');
    expect(expanded('Židle')).to.equal('true');
    await press('Tab');
    expect(focused()).to.equal('Jídelní');
    await press('ArrowUp');
    await press(' ');
    expect(expanded('Židle')).to.equal('false');
    expect(focused()).to.equal('Židle: podkategorie');
  });

  it('Down, Up, Home and End move between the visible items', async () => {
    (root.querySelector('a') as HTMLElement).focus();
    await press('ArrowDown');
    expect(focused()).to.equal('Lampy: podkategorie');
    await press('ArrowDown');
    expect(focused()).to.equal('Stropní');
    await press('ArrowUp');
    expect(focused()).to.equal('Lampy: podkategorie');
    await press('End');
    expect(focused(), 'the closed branch is skipped').to.equal('Kuchyně');
    await press('ArrowDown');
    expect(focused(), 'no wrap').to.equal('Kuchyně');
    await press('Home');
    expect(focused()).to.equal('Lampy');
  });

  it('Escape closes the branch the focus is in and puts the focus on its button', async () => {
    const current = [...root.querySelectorAll('a')].find((a) => a.textContent === 'Stolní') as HTMLElement;
    current.focus();
    await press('Escape');
    expect(expanded('Lampy')).to.equal('false');
    expect(focused()).to.equal('Lampy: podkategorie');
    await press('Enter');
    expect(expanded('Lampy')).to.equal('true');
    await press('Escape');
    expect(expanded('Lampy'), 'Escape on an open branch button closes it').to.equal('false');
  });
});
