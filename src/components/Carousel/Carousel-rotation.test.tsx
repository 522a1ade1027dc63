import { expect } from 'chai';
import { clickInAct, inAct } from '../../../elements/test-support/react-act.ts';
import { carouselFixture, SLIDE_PX } from './test-support/carousel-fixture.ts';

const INTERVAL = 'rotate-interval="5000"';
const STOP = 'Zastavit automatické přehrávání';
const START = 'Spustit automatické přehrávání';

describe('Carousel rotation', () => {
  const carousel = carouselFixture({ reducedMotion: false, fakeTimers: true });
  const { button, status } = carousel;
  const frame = () => carousel.root.querySelector('section') as HTMLElement;
  const tick = (ms: number) => inAct(() => carousel.clock.tick(ms));

  it('puts the rotation control first in tab order and keeps the live region silent while rotating', async () => {
    await carousel.mount(INTERVAL);
    const focusable = [...carousel.root.querySelectorAll('button, a')];
    expect(focusable[0]).to.equal(button(STOP));
    expect(button(STOP).getAttribute('aria-controls')).to.equal('offers-slides');
    expect(status().getAttribute('aria-live')).to.equal('off');
  });

  it('shows the next slide every interval, wrapping to the first, and scrolls to it', async () => {
    await carousel.mount(INTERVAL);
    await tick(4999);
    expect(carousel.currentPick()).to.equal('1 z 4');
    await tick(1);
    expect(carousel.currentPick()).to.equal('2 z 4');
    await carousel.scrolledTo(SLIDE_PX);
    await tick(5000);
    await tick(5000);
    await tick(5000);
    expect(carousel.currentPick()).to.equal('1 z 4');
    await carousel.scrolledTo(0);
  });

  it('pauses while the pointer is over it and goes on when the pointer leaves', async () => {
    await carousel.mount(INTERVAL);
    await inAct(() => frame().dispatchEvent(new PointerEvent('pointerenter')));
    expect(status().getAttribute('aria-live')).to.equal('polite');
    await tick(20000);
    expect(carousel.currentPick()).to.equal('1 z 4');
    expect(button(STOP)).to.be.instanceOf(HTMLButtonElement);
    await inAct(() => frame().dispatchEvent(new PointerEvent('pointerleave')));
    expect(status().getAttribute('aria-live')).to.equal('off');
    await tick(5000);
    expect(carousel.currentPick()).to.equal('2 z 4');
  });

  it('stops when focus enters it, and only the rotation control starts it again', async () => {
    await carousel.mount(INTERVAL);
    await inAct(() => (carousel.root.querySelector('.fg-carousel__pick') as HTMLElement).focus());
    expect(status().getAttribute('aria-live')).to.equal('polite');
    await inAct(() => button(START).focus());
    await tick(20000);
    expect(carousel.currentPick()).to.equal('1 z 4');
    await clickInAct(button(START));
    expect(status().getAttribute('aria-live')).to.equal('off');
    await tick(5000);
    expect(carousel.currentPick()).to.equal('2 z 4');
  });

  it('stops when the keyboard focuses the rotation control, but a press on it toggles from where it was', async () => {
    await carousel.mount(INTERVAL);
    await inAct(() => button(STOP).focus());
    expect(button(START)).to.be.instanceOf(HTMLButtonElement);
    await clickInAct(button(START));
    await inAct(() => button(STOP).blur());
    await inAct(() => {
      const control = button(STOP);
      control.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, pointerType: 'mouse' }));
      control.focus();
      control.click();
    });
    expect(button(START)).to.be.instanceOf(HTMLButtonElement);
    await tick(20000);
    expect(carousel.currentPick()).to.equal('1 z 4');
  });

  it('stops and starts with the rotation control, whose text names what it will do', async () => {
    await carousel.mount(INTERVAL);
    await clickInAct(button(STOP));
    await tick(20000);
    expect(carousel.currentPick()).to.equal('1 z 4');
    await clickInAct(button(START));
    await tick(5000);
    expect(carousel.currentPick()).to.equal('2 z 4');
  });

  it('stops when the visitor chooses a slide', async () => {
    await carousel.mount(INTERVAL);
    await clickInAct(button('3 z 4'));
    expect(button(START)).to.be.instanceOf(HTMLButtonElement);
    await tick(20000);
    expect(carousel.currentPick()).to.equal('3 z 4');
  });
});

describe('Carousel under prefers-reduced-motion', () => {
  const carousel = carouselFixture({ reducedMotion: true, fakeTimers: true });
  const { button, status } = carousel;

  it('never starts rotating by itself', async () => {
    await carousel.mount(INTERVAL);
    expect(button(START)).to.be.instanceOf(HTMLButtonElement);
    expect(status().getAttribute('aria-live')).to.equal('polite');
    await inAct(() => carousel.clock.tick(30000));
    expect(carousel.currentPick()).to.equal('1 z 4');
  });

  it('rotates once the visitor starts it, changing slides without animation', async () => {
    await carousel.mount(INTERVAL);
    await clickInAct(button(START));
    await inAct(() => carousel.clock.tick(5000));
    expect(carousel.currentPick()).to.equal('2 z 4');
    expect(carousel.scroller().scrollLeft).to.equal(SLIDE_PX);
  });
});
