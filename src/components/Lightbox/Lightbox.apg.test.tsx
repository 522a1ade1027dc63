// The lightbox as the WAI-ARIA APG dialog (modal) pattern: roles, states and properties, and every
// key the pattern lists (Tab and Shift+Tab wrapping inside, Escape closing, focus returned).
import { expect } from 'chai';
import { componentFixture } from '../../../elements/test-support/component-fixture.ts';
import '../../../elements/fg-gallery.ts';
import { clickInAct } from '../../../elements/test-support/react-act.ts';
import { pressKey, pressShiftTab } from '../../../elements/test-support/real-key-press.ts';
import { galleryMarkup } from './test-support/gallery-markup.ts';

describe('Lightbox (APG dialog pattern)', () => {
  const component = componentFixture(
    `<div lang="en">${galleryMarkup('lightbox-apg', ['a', 'b', 'c'])}<button>after</button></div>`,
  );
  const q = (selector: string) => component.root.querySelector(selector) as HTMLElement;
  const dialog = () => q('dialog.fg-lightbox') as HTMLDialogElement | null;
  // Compared by class: chai's message for two unequal elements would print their whole React state.
  const focused = () => (document.activeElement as HTMLElement | null)?.className;
  const open = async () => {
    q('.fg-gallery__open').focus();
    await clickInAct(q('.fg-gallery__open'));
  };

  it('is a modal dialog, named, its counter describing it', async () => {
    await open();
    expect(dialog()?.matches(':modal')).to.equal(true);
    expect(dialog()?.getAttribute('aria-label')).to.equal('Image viewer');
    expect(document.getElementById(dialog()?.getAttribute('aria-describedby') ?? '')?.textContent).to.contain(
      'Image 1 of 3',
    );
  });

  it('moves focus inside when it opens', async () => {
    await open();
    expect(focused()).to.equal('fg-lightbox__close');
  });

  it('wraps Tab on the last control to the first, and Shift+Tab on the first to the last', async () => {
    await open();
    q('.fg-lightbox__next').focus();
    await pressKey('Tab');
    expect(focused()).to.equal('fg-lightbox__zoom-out');
    await pressShiftTab();
    expect(focused()).to.equal('fg-lightbox__next');
  });

  it('moves Tab and Shift+Tab through the controls in between', async () => {
    await open();
    await pressKey('Tab');
    expect(focused()).to.equal('fg-lightbox__prev');
    await pressShiftTab();
    expect(focused()).to.equal('fg-lightbox__close');
  });

  it('closes on Escape and returns focus to the element that opened it', async () => {
    await open();
    await pressKey('Escape');
    expect(dialog()).to.equal(null);
    expect(focused()).to.equal('fg-gallery__open');
  });
});
