import { expect } from 'chai';
import sinon from 'sinon';
import '../../../elements/fg-anchors-list.ts';
import { inAct, mountFixture, removeFixture } from '../../../elements/test-support/react-act.ts';
import {
  relayoutAndSettle,
  resetScroll,
  scrollAndSettle,
  sectionsMarkup,
  topOf,
} from './test-support/anchors-test-page.ts';

describe('AnchorsList: the section being read', () => {
  const pageAddress = location.pathname + location.search;
  let root: HTMLElement;

  beforeEach(() =>
    mountFixture(`
        <fg-anchors-list id="toc" offset="0">
          <nav aria-label="Obsah"><ul>
            <li><a href="#delivery">Doprava</a></li>
            <li><a href="#payment">Platba</a></li>
            <li><a href="#returns">Vrácení</a></li>
          </ul></nav>
        </fg-anchors-list>${sectionsMarkup()}`).then((mounted) => {
      root = mounted;
    }),
  );

  afterEach(async () => {
    await removeFixture(root);
    await resetScroll(pageAddress);
  });

  const links = () => [...root.querySelectorAll<HTMLAnchorElement>('fg-anchors-list a')];
  const marked = () =>
    links()
      .filter((a) => a.getAttribute('aria-current') === 'location')
      .map((a) => a.textContent);
  /** Scrolls so the section's top sits `below` px under the window's top. */
  const scrollToSection = (id: string, below: number) => scrollAndSettle(window.scrollY + topOf(id) - below);

  it('marks the section whose top has passed a quarter of the window as the page scrolls', async () => {
    const quarter = window.innerHeight / 4;
    expect(marked(), 'above the first section').to.deep.equal([]);
    await scrollToSection('delivery', quarter - 10);
    expect(marked()).to.deep.equal(['Doprava']);
    await scrollToSection('payment', quarter + 10);
    expect(marked(), 'payment not reached yet').to.deep.equal(['Doprava']);
    await scrollToSection('payment', 0);
    expect(marked()).to.deep.equal(['Platba']);
    await scrollAndSettle(0);
    expect(marked()).to.deep.equal([]);
  });

  it('marks the last section when the page is scrolled to its end, where it cannot reach the line', async () => {
    const root = document.documentElement;
    await scrollAndSettle(root.scrollHeight - root.clientHeight);
    // The short last section stays below the reading line at the very end of the page.
    expect(topOf('returns')).to.be.greaterThan(window.innerHeight / 4);
    expect(marked()).to.deep.equal(['Vrácení']);
    await scrollAndSettle(window.scrollY - 50);
    expect(marked(), 'a little above the end').to.deep.equal(['Platba']);
  });

  it('keeps a chosen section marked at the end of the page until the visitor scrolls away', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      await inAct(() => links()[2]?.click());
      await inAct(() => clock.tick(500));
    } finally {
      clock.restore();
    }
    // The short last section cannot reach the reading line: the page ends first.
    expect(topOf('returns')).to.be.greaterThan(window.innerHeight / 4);
    expect(marked()).to.deep.equal(['Vrácení']);
    await scrollAndSettle(window.scrollY - 50);
    expect(marked()).to.deep.equal(['Platba']);
  });

  it('lets the chosen section go when the visitor scrolls on before the animation ends', async () => {
    const clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    try {
      await inAct(() => links()[1]?.click());
      await inAct(() => clock.tick(400));
      expect(topOf('payment'), 'the animation is still on its way').to.be.above(0);
      await scrollToSection('delivery', 0);
      expect(marked(), 'the chosen section while its animation runs').to.deep.equal(['Platba']);
      // The animation's next step sees the visitor's scroll and stops where it was.
      await inAct(() => clock.tick(100));
    } finally {
      clock.restore();
    }
    expect(topOf('delivery')).to.equal(0);
    expect(marked()).to.deep.equal(['Doprava']);
  });

  it('follows the sections when the layout changes without a scroll (resize, reflow)', async () => {
    const spacer = root.querySelector('.spacer') as HTMLElement;
    expect(marked()).to.deep.equal([]);
    await relayoutAndSettle(() => {
      spacer.style.height = '0';
    });
    expect(topOf('delivery')).to.be.at.most(window.innerHeight / 4);
    expect(marked()).to.deep.equal(['Doprava']);
    await relayoutAndSettle(() => {
      spacer.style.height = `${window.innerHeight}px`;
    });
    expect(marked()).to.deep.equal([]);
  });
});
