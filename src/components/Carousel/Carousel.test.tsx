import { expect } from 'chai';
import { type FakeServer, fakeServer } from 'nise';
import type { BehaviourElement } from '../../../elements/define-behaviour-element.ts';
import { axeViolations, clickInAct, inAct, untilInAct } from '../../../elements/test-support/react-act.ts';
import { partialUpdate } from '../../core/partial-update.ts';
import { carouselFixture, carouselMarkup, SLIDE_PX } from './test-support/carousel-fixture.ts';

describe('Carousel', () => {
  // axe-core is large: loaded once up front, the axe test measures only the check itself.
  before(() => import('axe-core'));
  const carousel = carouselFixture({ reducedMotion: true });
  const { button, slides, scroller, status } = carousel;
  const frame = () => carousel.root.querySelector('section') as HTMLElement;

  it('is a region with the carousel role description, named by its label, of labelled slides', async () => {
    await carousel.mount();
    expect(frame().getAttribute('aria-roledescription')).to.equal('karusel');
    expect(frame().getAttribute('aria-label')).to.equal('Akce týdne');
    expect(slides().map((slide) => slide.getAttribute('aria-label'))).to.deep.equal([
      '1 z 4',
      '2 z 4',
      '3 z 4',
      '4 z 4',
    ]);
    for (const slide of slides()) {
      expect(slide.getAttribute('role')).to.equal('group');
      expect(slide.getAttribute('aria-roledescription')).to.equal('snímek');
    }
    const viewport = carousel.root.querySelector('.fg-carousel__viewport') as HTMLElement;
    expect(viewport.id).to.equal('offers-slides');
    expect(viewport.contains(scroller())).to.equal(true);
    expect(button('Další snímek').getAttribute('aria-controls')).to.equal('offers-slides');
  });

  it('speaks the texts of the page language', async () => {
    await carousel.mount('lang="en"');
    expect(frame().getAttribute('aria-roledescription')).to.equal('carousel');
    expect(slides()[1]?.getAttribute('aria-label')).to.equal('2 of 4');
    expect(button('Next slide')).to.be.instanceOf(HTMLButtonElement);
  });

  it('has no rotation control without rotate-interval, and a polite live region naming the slide', async () => {
    await carousel.mount();
    expect(carousel.root.querySelector('.fg-carousel__rotation')).to.equal(null);
    expect(status().getAttribute('aria-live')).to.equal('polite');
    expect(status().textContent).to.equal('1 z 4');
  });

  it('moves with next and previous, wrapping around both ends, and scrolls the slide into place', async () => {
    await carousel.mount();
    await clickInAct(button('Další snímek'));
    expect(carousel.currentPick()).to.equal('2 z 4');
    await carousel.scrolledTo(SLIDE_PX);
    await clickInAct(button('Předchozí snímek'));
    await clickInAct(button('Předchozí snímek'));
    expect(carousel.currentPick()).to.equal('4 z 4');
    expect(status().textContent).to.equal('4 z 4');
    await carousel.scrolledTo(3 * SLIDE_PX);
    await clickInAct(button('Další snímek'));
    expect(carousel.currentPick()).to.equal('1 z 4');
    await carousel.scrolledTo(0);
  });

  it('goes to the slide chosen in the picker, which marks the current one', async () => {
    await carousel.mount();
    const picker = carousel.root.querySelector('.fg-carousel__picker') as HTMLElement;
    expect(picker.getAttribute('role')).to.equal('group');
    expect(picker.getAttribute('aria-label')).to.equal('Vyberte snímek');
    await clickInAct(button('3 z 4'));
    expect(carousel.currentPick()).to.equal('3 z 4');
    expect(picker.querySelectorAll('[aria-current]')).to.have.length(1);
    await carousel.scrolledTo(2 * SLIDE_PX);
  });

  it('makes the slide a scroll by the visitor rests on the current one', async () => {
    await carousel.mount();
    const scrolled = new Promise((resolve) => scroller().addEventListener('scroll', resolve, { once: true }));
    await inAct(async () => {
      scroller().scrollLeft = 2 * SLIDE_PX;
      await scrolled;
    });
    expect(carousel.currentPick()).to.equal('3 z 4');
    expect(status().textContent).to.equal('3 z 4');
  });

  it("takes the shop's own texts from messages", async () => {
    await carousel.mount(`messages='{"carousel.next":"Dál","carousel.picker":"Nabídky"}'`);
    expect(button('Dál').className).to.equal('fg-carousel__next');
    expect(carousel.root.querySelector('.fg-carousel__picker')?.getAttribute('aria-label')).to.equal(
      'Nabídky',
    );
    expect(button('Předchozí snímek').className).to.equal('fg-carousel__previous');
  });

  it('starts at the slide the visitor scrolled the server row to before it upgraded', async () => {
    await carousel.mount('defer-hydration');
    expect(frame()).to.equal(null);
    const scrolled = new Promise((resolve) => scroller().addEventListener('scroll', resolve, { once: true }));
    scroller().scrollLeft = 2 * SLIDE_PX;
    await scrolled;
    await inAct(() => carousel.root.querySelector('fg-carousel')?.removeAttribute('defer-hydration'));
    expect(carousel.currentPick()).to.equal('3 z 4');
    expect(status().textContent).to.equal('3 z 4');
  });

  it('keeps the focus on the slide link the visitor focused before it upgraded', async () => {
    await carousel.mount('defer-hydration');
    const link = scroller().querySelector('a') as HTMLAnchorElement;
    link.focus();
    await inAct(() => carousel.root.querySelector('fg-carousel')?.removeAttribute('defer-hydration'));
    expect(frame()).not.to.equal(null);
    expect(document.activeElement).to.equal(link);
  });

  it('renders again, once, with the slides inside, when its label changes', async () => {
    await carousel.mount();
    const kept = scroller();
    await inAct(() => carousel.root.querySelector('fg-carousel')?.setAttribute('label', 'Výprodej'));
    expect(carousel.root.querySelectorAll('section')).to.have.length(1);
    expect(frame().getAttribute('aria-label')).to.equal('Výprodej');
    expect(frame().querySelector('.fg-carousel__viewport')?.firstElementChild).to.equal(kept);
    expect(carousel.root.querySelectorAll('.fg-carousel__pick')).to.have.length(4);
  });

  it('is axe-clean', async () => {
    await carousel.mount('rotate-interval="5000"');
    expect(await axeViolations(carousel.root)).to.deep.equal([]);
  });
});

describe('Carousel in a region a partial update swaps', () => {
  let server: FakeServer;
  let region: HTMLElement;

  beforeEach(async () => {
    server = fakeServer.create();
    region = document.createElement('div');
    region.id = 'offersRegion';
    // The component under test upgrades at once, whatever its default policy (upgrade-policy.ts).
    region.setAttribute('upgrade', 'load');
    await inAct(() => {
      region.innerHTML = carouselMarkup();
      document.body.append(region);
    });
  });

  afterEach(async () => {
    await inAct(() => document.getElementById('offersRegion')?.remove());
    server.restore();
  });

  it('is disposed when swapped out and attaches to the carousel swapped in', async () => {
    const old = document.getElementById('offers') as BehaviourElement;
    expect(old.lifecycleState).to.equal('in-document');
    await inAct(async () => {
      const done = partialUpdate({ target: 'offersRegion', url: '/offers' });
      server.requests
        .at(-1)
        ?.respond(
          200,
          { 'Content-Type': 'text/html' },
          `<div id="offersRegion" upgrade="load">${carouselMarkup('', 'freshOffers')}</div>`,
        );
      await done;
    });
    const fresh = document.getElementById('freshOffers') as HTMLElement;
    expect(document.getElementById('offers')).to.equal(null);
    // Markup swapped in is upgraded a task later, and mounted in a slice of its own (mount-slices.ts).
    await untilInAct(
      () => fresh.querySelector('section')?.getAttribute('aria-roledescription') === 'karusel',
      'the carousel swapped in rendered',
    );
    expect(fresh.querySelectorAll('.fg-carousel__pick')).to.have.length(4);
    expect(old.lifecycleState).to.equal('disposed');
  });

  it('is kept whole by a morph: the same element on the same slide, the new label taken', async () => {
    const element = region.querySelector('fg-carousel') as BehaviourElement;
    const next = element.querySelector('.fg-carousel__next') as HTMLButtonElement;
    await clickInAct(next);
    await inAct(async () => {
      const done = partialUpdate({ target: 'offersRegion', url: '/offers', swap: 'morph' });
      server.requests
        .at(-1)
        ?.respond(
          200,
          { 'Content-Type': 'text/html' },
          `<div id="offersRegion" upgrade="load">${carouselMarkup().replace('label="Akce týdne"', 'label="Výprodej"')}</div>`,
        );
      await done;
    });
    expect(region.querySelector('fg-carousel')).to.equal(element);
    expect(element.lifecycleState).to.equal('in-document');
    expect(element.querySelector('section')?.getAttribute('aria-label')).to.equal('Výprodej');
    expect(element.querySelector('.fg-carousel__pick[aria-current="true"]')?.textContent).to.equal('2 z 4');
    expect(element.querySelector('.fg-carousel__next')).to.equal(next);
  });
});
