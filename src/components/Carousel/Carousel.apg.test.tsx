// The WAI-ARIA APG carousel pattern (grouped carousel), item by item of its keyboard and
// roles-states-properties sections.
import { expect } from 'chai';
import { clickInAct, flushMicrotasks, inAct } from '../../../elements/test-support/react-act.ts';
import { pressKey, pressShiftTab } from '../../../elements/test-support/real-key-press.ts';
import { carouselFixture, SLIDE_PX } from './test-support/carousel-fixture.ts';

describe('Carousel (APG carousel pattern)', () => {
  const carousel = carouselFixture({ reducedMotion: true });
  const { button, slides } = carousel;
  const frame = () => carousel.root.querySelector('section') as HTMLElement;
  const picks = () => [...carousel.root.querySelectorAll<HTMLButtonElement>('.fg-carousel__pick')];
  const focusedText = () => document.activeElement?.textContent?.trim();

  it('is a region (a named section) with aria-roledescription carousel and a label without the word', async () => {
    await carousel.mount();
    expect(frame().localName).to.equal('section');
    expect(frame().getAttribute('aria-label')).to.equal('Akce týdne');
    expect(frame().getAttribute('aria-roledescription')).to.equal('karusel');
  });

  it('gives each slide role group, aria-roledescription slide and an "N of M" name', async () => {
    await carousel.mount();
    for (const [index, slide] of slides().entries()) {
      expect(slide.getAttribute('role')).to.equal('group');
      expect(slide.getAttribute('aria-roledescription')).to.equal('snímek');
      expect(slide.getAttribute('aria-label')).to.equal(`${index + 1} z 4`);
    }
  });

  it('has native buttons for rotation, previous and next; the rotation label names its action, no aria-pressed', async () => {
    await carousel.mount('rotate-interval="5000"');
    // Reduced motion: the carousel does not start rotating by itself.
    const rotation = button('Spustit automatické přehrávání');
    expect(rotation.hasAttribute('aria-pressed')).to.equal(false);
    expect(button('Předchozí snímek').localName).to.equal('button');
    expect(button('Další snímek').localName).to.equal('button');
    await clickInAct(rotation);
    expect(rotation.textContent?.trim()).to.equal('Zastavit automatické přehrávání');
    expect(rotation.hasAttribute('aria-pressed')).to.equal(false);
  });

  it('puts the rotation control first in the Tab sequence inside the carousel', async () => {
    await carousel.mount('rotate-interval="5000"');
    const before = document.createElement('button');
    before.textContent = 'before';
    carousel.root.prepend(before);
    before.focus();
    await pressKey('Tab');
    expect(focusedText()).to.equal('Spustit automatické přehrávání');
  });

  it('keeps focus on previous and next when they are activated, so they can be pressed again', async () => {
    await carousel.mount();
    button('Další snímek').focus();
    await pressKey('Enter');
    await pressKey(' ');
    expect(focusedText()).to.equal('Další snímek');
    expect(carousel.currentPick()).to.equal('3 z 4');
    await pressShiftTab();
    await pressKey('Enter');
    expect(focusedText()).to.equal('Předchozí snímek');
    expect(carousel.currentPick()).to.equal('2 z 4');
  });

  it('groups the picker buttons in a labelled group, each named after its slide', async () => {
    await carousel.mount();
    const picker = carousel.root.querySelector('.fg-carousel__picker') as HTMLElement;
    expect(picker.getAttribute('role')).to.equal('group');
    expect(picker.getAttribute('aria-label')).to.equal('Vyberte snímek');
    expect(picks().map((pick) => pick.localName)).to.deep.equal(['button', 'button', 'button', 'button']);
    expect(picks().map((pick) => pick.textContent)).to.deep.equal(
      slides().map((slide) => slide.getAttribute('aria-label')),
    );
  });

  it('marks the button of the shown slide aria-disabled, and keeps it in the Tab sequence', async () => {
    await carousel.mount();
    await clickInAct(button('3 z 4'));
    expect(picks().map((pick) => pick.getAttribute('aria-disabled'))).to.deep.equal([
      null,
      null,
      'true',
      null,
    ]);
    expect(picks().every((pick) => !pick.disabled && pick.tabIndex === 0)).to.equal(true);
  });

  it('makes the slides out of view inert and the shown slide not', async () => {
    await carousel.mount();
    await carousel.inertAre([false, true, true, true]);
    await clickInAct(button('2 z 4'));
    await carousel.scrolledTo(SLIDE_PX);
    await carousel.inertAre([true, false, true, true]);
  });

  it('takes Tab past the controls into the slide shown, not back to the first slide', async () => {
    await carousel.mount();
    await clickInAct(button('2 z 4'));
    await carousel.scrolledTo(SLIDE_PX);
    await carousel.inertAre([true, false, true, true]);
    button('4 z 4').focus();
    await pressKey('Tab');
    // Firefox makes the scroll container itself a tab stop; the next Tab enters the slide.
    if (document.activeElement === carousel.scroller()) await pressKey('Tab');
    expect(document.activeElement?.textContent).to.equal('Akce 2');
    await carousel.scrolledTo(SLIDE_PX);
    expect(carousel.currentPick()).to.equal('2 z 4');
  });

  it('gives the slides back whole when the carousel goes away', async () => {
    await carousel.mount();
    const kept = slides();
    await clickInAct(button('Další snímek'));
    await inAct(() => carousel.root.querySelector('fg-carousel')?.remove());
    await flushMicrotasks();
    expect(kept.map((slide) => slide.hasAttribute('inert'))).to.deep.equal([false, false, false, false]);
  });
});
