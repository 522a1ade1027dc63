/**
 * The carousel as a behaviour element across its life: new attribute values taken in place (the
 * current slide, a stopped rotation and the focus stay), detaching that gives the server markup
 * back as it came (its own attributes on the slides, no timer left; a morph: Carousel.test.tsx),
 * the `data-component` form, and an element without id left as the server made it.
 */
import { expect } from 'chai';
import sinon from 'sinon';
import { lifecycleStateOf } from '../../../elements/decorated-elements.ts';
import type { BehaviourElement } from '../../../elements/define-behaviour-element.ts';
import carouselDefinition from '../../../elements/fg-carousel.ts';
import { clickInAct, flushMicrotasks, inAct } from '../../../elements/test-support/react-act.ts';
import { carouselFixture, carouselMarkup, SLIDE_PX } from './test-support/carousel-fixture.ts';

const INTERVAL = 'rotate-interval="5000"';
const STOP = 'Zastavit automatické přehrávání';
const START = 'Spustit automatické přehrávání';

describe('Carousel across attribute changes and detaching', () => {
  const carousel = carouselFixture({ reducedMotion: false, fakeTimers: true });
  const { button, scroller, slides } = carousel;
  const element = () => carousel.root.querySelector('fg-carousel') as BehaviourElement;
  const tick = (ms: number) => inAct(() => carousel.clock.tick(ms));

  it('keeps the current slide, a stopped rotation and the focus when its label changes', async () => {
    await carousel.mount(INTERVAL);
    await clickInAct(button('3 z 4'));
    expect(button(START)).to.be.instanceOf(HTMLButtonElement);
    const next = button('Další snímek');
    next.focus();
    await inAct(() => element().setAttribute('label', 'Výprodej'));
    expect(carousel.root.querySelectorAll('section')).to.have.length(1);
    expect(carousel.root.querySelector('section')?.getAttribute('aria-label')).to.equal('Výprodej');
    expect(document.activeElement).to.equal(next);
    expect(carousel.currentPick()).to.equal('3 z 4');
    await tick(20000);
    expect(carousel.currentPick()).to.equal('3 z 4');
    expect(button(START)).to.be.instanceOf(HTMLButtonElement);
  });

  it('speaks the new language and the new messages at once', async () => {
    await carousel.mount(INTERVAL);
    await inAct(() => element().setAttribute('lang', 'en'));
    expect(button('Stop automatic slide show')).to.be.instanceOf(HTMLButtonElement);
    expect(slides()[1]?.getAttribute('aria-label')).to.equal('2 of 4');
    await inAct(() => element().setAttribute('messages', '{"carousel.next":"Onward"}'));
    expect(button('Onward').className).to.equal('fg-carousel__next');
  });

  it('follows rotate-interval: no control without it, rotating as at first once it comes back', async () => {
    await carousel.mount(INTERVAL);
    await inAct(() => element().removeAttribute('rotate-interval'));
    expect(carousel.root.querySelector('.fg-carousel__rotation')).to.equal(null);
    await tick(20000);
    expect(carousel.currentPick()).to.equal('1 z 4');
    await inAct(() => element().setAttribute('rotate-interval', '3000'));
    expect(button(STOP)).to.be.instanceOf(HTMLButtonElement);
    await tick(3000);
    expect(carousel.currentPick()).to.equal('2 z 4');
    // One timer: a second would move two slides in one interval.
    await tick(3000);
    expect(carousel.currentPick()).to.equal('3 z 4');
  });

  it('gives the server markup back as it came when it leaves the page, and leaves no timer', async () => {
    await carousel.mount(INTERVAL);
    slides()[0]?.setAttribute('data-kept', '');
    const serverScroller = scroller();
    await clickInAct(button('Další snímek'));
    const removed = element();
    await inAct(() => removed.remove());
    await flushMicrotasks();
    expect(removed.lifecycleState).to.equal('disposed');
    expect(removed.firstElementChild).to.equal(serverScroller);
    expect(removed.querySelector('section, button, .fg-carousel__status')).to.equal(null);
    for (const slide of [...serverScroller.children]) {
      for (const name of ['role', 'aria-roledescription', 'aria-label', 'inert'])
        expect(slide.hasAttribute(name), `${name} on a slide`).to.equal(false);
    }
    expect(serverScroller.firstElementChild?.hasAttribute('data-kept')).to.equal(true);
    expect(carousel.clock.countTimers()).to.equal(0);
  });
});

describe('Carousel and the markup the server gave it', () => {
  let root: HTMLElement;
  afterEach(async () => {
    await inAct(() => root.remove());
    await flushMicrotasks();
    sinon.restore();
  });

  const mountIn = (html: string) =>
    inAct(() => {
      root = document.createElement('div');
      root.setAttribute('upgrade', 'load');
      root.innerHTML = html;
      document.body.append(root);
    });

  it('puts back the slides’ own role and names when it detaches', async () => {
    await mountIn(carouselMarkup());
    const first = root.querySelector('[data-carousel-slides] > *') as HTMLElement;
    await inAct(() => root.querySelector('fg-carousel')?.remove());
    // The same markup with names of the server's own, upgraded and removed again.
    first.setAttribute('aria-label', 'Akce: lampy');
    first.setAttribute('role', 'listitem');
    const element = document.createElement('fg-carousel');
    element.id = 'again';
    const scroller = document.createElement('div');
    scroller.setAttribute('data-carousel-slides', '');
    scroller.append(first);
    element.append(scroller);
    await inAct(() => root.append(element));
    expect(first.getAttribute('aria-label')).to.equal('1 z 1');
    await inAct(() => element.remove());
    await flushMicrotasks();
    expect(first.getAttribute('aria-label')).to.equal('Akce: lampy');
    expect(first.getAttribute('role')).to.equal('listitem');
    expect(first.hasAttribute('aria-roledescription')).to.equal(false);
  });

  it('keeps the scroll position of the server row the visitor moved, in every browser', async () => {
    await mountIn(carouselMarkup('defer-hydration'));
    const scroller = root.querySelector('[data-carousel-slides]') as HTMLElement;
    const scrolled = new Promise((resolve) => scroller.addEventListener('scroll', resolve, { once: true }));
    scroller.scrollLeft = 2 * SLIDE_PX;
    await scrolled;
    await inAct(() => root.querySelector('fg-carousel')?.removeAttribute('defer-hydration'));
    expect(root.querySelector('section')).not.to.equal(null);
    expect(scroller.scrollLeft).to.equal(2 * SLIDE_PX);
  });

  it('works on a data-component element, and lets it go when it leaves the page', async () => {
    await mountIn(
      carouselMarkup()
        .replace('<fg-carousel', '<div data-component="Carousel"')
        .replace('</fg-carousel>', '</div>'),
    );
    const host = root.querySelector('[data-component]') as HTMLElement;
    await inAct(() => carouselDefinition.decorate(host));
    expect(host.querySelectorAll('.fg-carousel__pick')).to.have.length(4);
    expect(lifecycleStateOf(host)).to.equal('in-document');
    await inAct(() => host.remove());
    await flushMicrotasks();
    expect(host.querySelector('section')).to.equal(null);
  });

  it('leaves an element without id as the server made it, and says why', async () => {
    const error = sinon.stub(console, 'error');
    await mountIn(carouselMarkup().replace('id="offers" ', ''));
    expect(root.querySelector('section')).to.equal(null);
    expect(String(error.firstCall?.args[0])).to.contain('has no ID attribute');
  });
});
