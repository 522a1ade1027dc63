import { expect } from 'chai';
import sinon from 'sinon';
import { schedulePostReplacementScroll, scrollToAnchor, scrollToContainer } from './scroll.ts';

/** A tall page with a container 1000 px and an anchor 2000 px below the top of the fixture. */
function tallPage(): { fixture: HTMLElement; container: HTMLElement; anchor: HTMLElement } {
  const fixture = document.createElement('div');
  fixture.style.cssText = 'position:relative;height:6000px';
  fixture.innerHTML = `
    <div id="content" style="position:absolute;top:1000px;height:300px">region</div>
    <h2 id="anchor" style="position:absolute;top:2000px">anchor</h2>`;
  document.body.append(fixture);
  return {
    fixture,
    container: fixture.querySelector<HTMLElement>('#content')!,
    anchor: fixture.querySelector<HTMLElement>('#anchor')!,
  };
}

function jump(top: number): void {
  window.scrollTo({ top, left: 0, behavior: 'instant' });
}

function documentTop(element: Element): number {
  return Math.round(element.getBoundingClientRect().top + window.scrollY);
}

function reducedMotion(reduce: boolean): void {
  const real = window.matchMedia.bind(window);
  sinon.stub(window, 'matchMedia').callsFake((query: string) => {
    if (query !== '(prefers-reduced-motion: reduce)') return real(query);
    return { matches: reduce, media: query } as MediaQueryList;
  });
}

describe('scroll', () => {
  let clock: sinon.SinonFakeTimers;
  let page: ReturnType<typeof tallPage>;

  beforeEach(() => {
    page = tallPage();
    reducedMotion(false);
    clock = sinon.useFakeTimers();
    jump(0);
  });

  afterEach(() => {
    clock.restore();
    sinon.restore();
    page.fixture.remove();
    jump(0);
  });

  describe('scrollToContainer', () => {
    it('scrolls up to the container over 250 ms when the page is scrolled below its top', async () => {
      const target = documentTop(page.container);
      jump(target + 1500);
      const done = scrollToContainer(page.container);
      clock.tick(125);
      expect(window.scrollY)
        .to.be.below(target + 1500)
        .and.above(target);
      clock.tick(115);
      expect(window.scrollY).to.be.above(target);
      clock.tick(10);
      expect(window.scrollY).to.equal(target);
      await done;
    });

    it('does not scroll when the container top is in view', async () => {
      const target = documentTop(page.container);
      jump(target - 100);
      await scrollToContainer(page.container);
      clock.tick(1000);
      expect(window.scrollY).to.equal(target - 100);
    });

    it('does not scroll when the page is exactly at the container top', async () => {
      const target = documentTop(page.container);
      jump(target);
      await scrollToContainer(page.container);
      clock.tick(1000);
      expect(window.scrollY).to.equal(target);
    });

    it('does nothing for a container no longer in the page', async () => {
      jump(3000);
      page.container.remove();
      await scrollToContainer(page.container);
      clock.tick(1000);
      expect(window.scrollY).to.equal(3000);
    });
  });

  describe('schedulePostReplacementScroll', () => {
    it('checks the scroll position 50 ms after the replacement', async () => {
      const target = documentTop(page.container);
      jump(target + 800);
      const done = schedulePostReplacementScroll([page.container]);
      clock.tick(49);
      expect(window.scrollY).to.equal(target + 800);
      clock.tick(1 + 250);
      expect(window.scrollY).to.equal(target);
      await done;
    });

    it('checks the regions of one swap in order: the last one the page is past is scrolled to', async () => {
      const container = documentTop(page.container);
      const anchor = documentTop(page.anchor);
      jump(anchor + 800);
      const done = schedulePostReplacementScroll([page.anchor, page.container]);
      clock.tick(50 + 250);
      expect(window.scrollY).to.equal(container);
      await done;
      jump(anchor + 800);
      const again = schedulePostReplacementScroll([page.container, page.anchor]);
      clock.tick(50 + 250);
      expect(window.scrollY).to.equal(anchor);
      await again;
    });

    it('leaves the page where it is when it is past none of the regions', async () => {
      const done = schedulePostReplacementScroll([page.container, page.anchor]);
      clock.tick(50 + 500);
      await done;
      expect(window.scrollY).to.equal(0);
    });

    it('sees where the page is when the check runs, not when it was scheduled', async () => {
      const target = documentTop(page.container);
      jump(target + 800);
      const done = schedulePostReplacementScroll([page.container]);
      jump(0);
      clock.tick(50);
      await done;
      clock.tick(500);
      expect(window.scrollY).to.equal(0);
    });
  });

  describe('scrollToAnchor', () => {
    it('animates to the anchor over 500 ms by default', async () => {
      const target = documentTop(page.anchor);
      const done = scrollToAnchor(page.anchor);
      clock.tick(250);
      expect(window.scrollY).to.be.above(0).and.below(target);
      clock.tick(230);
      expect(window.scrollY).to.be.below(target);
      clock.tick(20);
      expect(window.scrollY).to.equal(target);
      expect(await done, 'resolves with where it left the page').to.equal(target);
    });

    it('keeps the given offset above the anchor and honours the given duration', async () => {
      const target = documentTop(page.anchor);
      const done = scrollToAnchor(page.anchor, 200, 25);
      clock.tick(180);
      expect(window.scrollY).to.be.below(target - 25);
      clock.tick(20);
      expect(window.scrollY).to.equal(target - 25);
      await done;
    });

    it('scrolls down and up alike', async () => {
      const target = documentTop(page.anchor);
      jump(target + 1000);
      const done = scrollToAnchor(page.anchor);
      clock.tick(500);
      await done;
      expect(window.scrollY).to.equal(target);
    });

    it('jumps at once when the visitor prefers reduced motion', async () => {
      (window.matchMedia as sinon.SinonStub).restore();
      reducedMotion(true);
      const target = documentTop(page.anchor);
      await scrollToAnchor(page.anchor);
      expect(window.scrollY).to.equal(target);
    });

    it('stops a running animation when a new one starts', async () => {
      const anchorTop = documentTop(page.anchor);
      const first = scrollToAnchor(page.anchor);
      clock.tick(100);
      const containerTop = documentTop(page.container);
      const second = scrollToAnchor(page.container);
      await first;
      clock.tick(500);
      await second;
      expect(window.scrollY).to.equal(containerTop);
      expect(containerTop).to.not.equal(anchorTop);
    });

    it('stops when the visitor scrolls elsewhere during the animation, and leaves them there', async () => {
      const done = scrollToAnchor(page.anchor);
      clock.tick(100);
      const placed = window.scrollY;
      expect(placed).to.be.above(0).and.not.equal(300);
      jump(300);
      clock.tick(500);
      expect(await done, 'resolves with where the animation left the page').to.equal(placed);
      expect(window.scrollY).to.equal(300);
    });
  });
});
