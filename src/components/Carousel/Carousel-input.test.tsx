import { expect } from 'chai';
import { inAct } from '../../../elements/test-support/react-act.ts';
import { pressKey } from '../../../elements/test-support/real-key-press.ts';
import { SWIPE_MIN_PX } from './swipe.ts';
import { carouselFixture, SLIDE_PX } from './test-support/carousel-fixture.ts';

describe('Carousel from the keyboard and by swipe', () => {
  const carousel = carouselFixture({ reducedMotion: true });
  const { button, scroller } = carousel;

  const focused = () => document.activeElement?.textContent?.trim();

  it('works with Tab, Enter and Space: rotation control, previous, next, picker', async () => {
    await carousel.mount('rotate-interval="5000"');
    button('Spustit automatické přehrávání').focus();
    await pressKey('Enter');
    expect(focused()).to.equal('Zastavit automatické přehrávání');
    await pressKey('Tab');
    expect(focused()).to.equal('Předchozí snímek');
    await pressKey('Enter');
    expect(carousel.currentPick()).to.equal('4 z 4');
    expect(focused()).to.equal('Předchozí snímek');
    await pressKey('Tab');
    expect(focused()).to.equal('Další snímek');
    await pressKey(' ');
    expect(carousel.currentPick()).to.equal('1 z 4');
    await pressKey('Tab');
    await pressKey('Tab');
    await pressKey('Tab');
    expect(focused()).to.equal('3 z 4');
    await pressKey('Enter');
    expect(carousel.currentPick()).to.equal('3 z 4');
    await carousel.scrolledTo(2 * SLIDE_PX);
    expect(carousel.status().textContent).to.equal('3 z 4');
  });

  const drag = (from: number, to: number, pointerType = 'mouse') =>
    inAct(() => {
      const init = { bubbles: true, pointerId: 7, pointerType, button: 0, isPrimary: true };
      scroller().dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: from }));
      scroller().dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: to }));
    });

  it('moves one slide per swipe to the left or to the right', async () => {
    await carousel.mount();
    await drag(250, 250 - SWIPE_MIN_PX);
    expect(carousel.currentPick()).to.equal('2 z 4');
    await carousel.scrolledTo(SLIDE_PX);
    await drag(100, 260, 'pen');
    expect(carousel.currentPick()).to.equal('1 z 4');
    await carousel.scrolledTo(0);
  });

  it('ignores a drag shorter than a swipe and a swipe the browser cancelled', async () => {
    await carousel.mount();
    await drag(250, 250 - SWIPE_MIN_PX + 1);
    await inAct(() => {
      const init = { bubbles: true, pointerId: 8, pointerType: 'touch', button: 0 };
      scroller().dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: 250 }));
      scroller().dispatchEvent(new PointerEvent('pointercancel', init));
      scroller().dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: 50 }));
    });
    expect(carousel.currentPick()).to.equal('1 z 4');
    expect(scroller().scrollLeft).to.equal(0);
  });

  it('does not follow the link under the pointer when a swipe ends on it, only then', async () => {
    await carousel.mount();
    let followed = 0;
    carousel.root.addEventListener('click', (event) => {
      followed += 1;
      event.preventDefault();
    });
    await drag(250, 100);
    const link = scroller().querySelector('a') as HTMLAnchorElement;
    const afterSwipe = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(afterSwipe);
    expect(afterSwipe.defaultPrevented).to.equal(true);
    expect(followed).to.equal(0);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
    expect(followed).to.equal(1);
    expect(carousel.currentPick()).to.equal('2 z 4');
  });
});
