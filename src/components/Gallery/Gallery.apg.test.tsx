// The thumbnails of the gallery as the WAI-ARIA APG tabs pattern (automatic activation), item by
// item of its keyboard and roles-states-properties sections.
import { expect } from 'chai';
import { componentFixture } from '../../../elements/test-support/component-fixture.ts';
import '../../../elements/fg-gallery.ts';
import { pressKey, pressShiftTab } from '../../../elements/test-support/real-key-press.ts';
import { galleryMarkup } from '../Lightbox/test-support/gallery-markup.ts';

describe('Gallery thumbnails (APG tabs pattern)', () => {
  const component = componentFixture(
    `<div lang="cs"><button id="before">before</button>${galleryMarkup('gallery-apg', ['a', 'b', 'c', 'd'])}<button>after</button></div>`,
  );
  const q = (selector: string) => component.root.querySelector(selector) as HTMLElement;
  const tablist = () => q('[role="tablist"]');
  const tabs = () => [...component.root.querySelectorAll<HTMLButtonElement>('[role="tab"]')];
  const panel = () => q('[role="tabpanel"]');
  const selected = () => tabs().map((tab) => tab.getAttribute('aria-selected'));
  // Compared by name: chai's message for two unequal elements would print their whole React state.
  const focused = () => {
    const active = document.activeElement as HTMLElement | null;
    return active?.id || active?.className || active?.localName;
  };
  const tab = (index: number) => tabs()[index]?.id;

  it('has a labelled tablist of tabs, each controlling the tabpanel, which the selected tab labels', () => {
    expect(tablist().getAttribute('aria-label')).to.equal('Výběr obrázku');
    expect(tabs()).to.have.length(4);
    for (const tab of tabs()) expect(tab.getAttribute('aria-controls')).to.equal(panel().id);
    expect(selected()).to.deep.equal(['true', 'false', 'false', 'false']);
    expect(panel().getAttribute('aria-labelledby')).to.equal(tabs()[0]?.id);
  });

  it('Tab into the tablist focuses the selected tab, and Tab from it reaches the tabpanel', async () => {
    q('#before').focus();
    await pressKey('Tab');
    expect(focused()).to.equal(tab(0));
    await pressKey('Tab');
    expect(panel().contains(document.activeElement)).to.equal(true);
    expect(focused()).to.equal('fg-gallery__open');
    await pressShiftTab();
    expect(focused()).to.equal(tab(0));
  });

  it('Right and Left arrows move to the next and previous tab, wrapping, and show its image', async () => {
    tabs()[0]?.focus();
    await pressKey('ArrowRight');
    expect(focused()).to.equal(tab(1));
    expect(selected()).to.deep.equal(['false', 'true', 'false', 'false']);
    await pressKey('ArrowLeft');
    await pressKey('ArrowLeft');
    expect(focused()).to.equal(tab(3));
    await pressKey('ArrowRight');
    expect(focused()).to.equal(tab(0));
    expect(panel().getAttribute('aria-labelledby')).to.equal(tabs()[0]?.id);
  });

  it('Home and End move to the first and last tab', async () => {
    tabs()[0]?.focus();
    await pressKey('End');
    expect(focused()).to.equal(tab(3));
    expect(selected()[3]).to.equal('true');
    await pressKey('Home');
    expect(focused()).to.equal(tab(0));
    expect(selected()[0]).to.equal('true');
  });

  it('keeps one tab stop in the tablist: only the selected tab is in the Tab sequence', async () => {
    tabs()[0]?.focus();
    await pressKey('ArrowRight');
    expect(tabs().map((tab) => tab.tabIndex)).to.deep.equal([-1, 0, -1, -1]);
  });

  it('still shows the main image above the thumbnails', () => {
    const stage = q('.fg-gallery__stage').getBoundingClientRect();
    const thumbs = tablist().getBoundingClientRect();
    expect(stage.bottom).to.be.at.most(thumbs.top + 1);
    expect(stage.height).to.be.above(0);
  });
});
