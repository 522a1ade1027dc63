import { expect } from 'chai';
import sinon from 'sinon';
import { startAnchors } from './start-anchors.ts';

describe('scroll-to-anchor links', () => {
  let fixture: HTMLElement;
  let clock: sinon.SinonFakeTimers;
  let stop: () => void;
  const pageAddress = location.pathname + location.search;

  beforeEach(() => {
    window.scrollTo(0, 0);
    history.replaceState(history.state, '', pageAddress);
    fixture = document.createElement('div');
    fixture.innerHTML = `
      <a id="marked" href="#details" data-scroll>Details</a>
      <nav data-anchors-list><a id="listed" href="#details">Details</a></nav>
      <a id="plain" href="#details">Details</a>
      <a id="missing" href="#nowhere" data-scroll>Nowhere</a>
      <div style="height: 3000px"></div>
      <h2 id="details">Details</h2>
      <div style="height: 3000px"></div>`;
    document.body.append(fixture);
    clock = sinon.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
    });
    stop = startAnchors(document);
  });

  afterEach(() => {
    stop();
    clock.restore();
    fixture.remove();
    history.replaceState(history.state, '', pageAddress);
    window.scrollTo(0, 0);
  });

  /** Clicks and reports whether the behaviour took the click; the browser never follows it afterwards. */
  const click = (id: string, init: MouseEventInit = {}) => {
    let taken = false;
    const record = (event: Event) => {
      taken = event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', record, { once: true });
    document
      .getElementById(id)
      ?.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init }));
    return taken;
  };
  const targetTop = () =>
    Math.round((document.getElementById('details') as HTMLElement).getBoundingClientRect().top);

  for (const id of ['marked', 'listed']) {
    it(`animates to the target over 500 ms, focuses it and sets the hash (${id})`, () => {
      expect(click(id)).to.equal(true);
      expect(location.hash).to.equal('#details');
      const target = document.getElementById('details');
      expect(document.activeElement).to.equal(target);
      expect(target?.getAttribute('tabindex')).to.equal('-1');
      expect(window.scrollY, 'focus did not jump').to.equal(0);
      clock.tick(250);
      expect(targetTop()).to.be.greaterThan(1);
      clock.tick(250);
      expect(targetTop()).to.be.within(-1, 1);
    });
  }

  it('leaves unmarked links, modified clicks and missing targets to the browser', () => {
    expect(click('plain')).to.equal(false);
    expect(click('marked', { ctrlKey: true })).to.equal(false);
    expect(click('missing')).to.equal(false);
    expect(location.hash).to.equal('');
  });

  it('marks the section being read in a marked list, also in a list swapped in later', async () => {
    const listed = document.getElementById('listed') as HTMLElement;
    expect(listed.hasAttribute('aria-current')).to.equal(false);
    clock.restore();
    const scrolled = () =>
      new Promise((resolve) => window.addEventListener('scroll', resolve, { once: true }));
    let done = scrolled();
    window.scrollTo({ top: window.scrollY + targetTop(), behavior: 'instant' });
    await done;
    expect(listed.getAttribute('aria-current')).to.equal('location');
    const swapped = document.createElement('nav');
    swapped.setAttribute('data-anchors-list', '');
    swapped.innerHTML = '<a id="swapped" href="#details">Details</a>';
    fixture.querySelector('[data-anchors-list]')?.replaceWith(swapped);
    document.dispatchEvent(new CustomEvent('fg:pu-after-replace', { detail: { newElement: swapped } }));
    expect(document.getElementById('swapped')?.getAttribute('aria-current')).to.equal('location');
    done = scrolled();
    window.scrollTo({ top: 0, behavior: 'instant' });
    await done;
    expect(document.getElementById('swapped')?.hasAttribute('aria-current')).to.equal(false);
    clock = sinon.useFakeTimers();
  });

  it('stops when stopped', () => {
    stop();
    expect(click('marked')).to.equal(false);
  });
});
