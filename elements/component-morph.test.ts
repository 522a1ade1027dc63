/**
 * Component elements across a morph swap (docs/morph-and-prefetch.md, docs/elements.md): the same
 * element with the same React root and state, its changed attributes reaching its props, the DOM
 * React renders left alone; a component the answer no longer has is disposed.
 */
import { expect } from 'chai';
import { type FakeServer, fakeServer } from 'nise';
import sinon from 'sinon';
import { galleryMarkup } from '../src/components/Lightbox/test-support/gallery-markup.ts';
import { partialUpdate } from '../src/core/partial-update.ts';
import './fg-gallery.ts';
import './fg-number-input.ts';
import './fg-slider.ts';
import './fg-typeahead.ts';
import './test-support/fg-test-island.ts';
import { suggestionsArrive } from '../src/components/Typeahead/test-support/suggestions.ts';
import type { ReactElement } from './component-element.ts';
import { mountedRootCount } from './mounted-roots.ts';
import { componentFixture } from './test-support/component-fixture.ts';
import {
  flushMicrotasks,
  inAct,
  mountFixture,
  pressInAct,
  removeFixture,
  untilInAct,
} from './test-support/react-act.ts';

/** Runs a morph update of region `id`, answered by `server` with `markup`. */
async function morph(server: FakeServer, id: string, markup: string): Promise<void> {
  server.respondImmediately = true;
  server.respondWith([200, { 'Content-Type': 'text/html' }, markup]);
  await inAct(() => partialUpdate({ target: id, url: '/morph', swap: 'morph' }));
  await flushMicrotasks();
}

/** Every node taken out of `root`'s subtree while it is watched (a move takes a node out too). */
function watchRemovals(root: Node): () => Node[] {
  const removed: Node[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) removed.push(...record.removedNodes);
  });
  observer.observe(root, { childList: true, subtree: true });
  return () => {
    for (const record of observer.takeRecords()) removed.push(...record.removedNodes);
    observer.disconnect();
    return removed;
  };
}

const setValue = (input: HTMLInputElement, value: string) => {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
};

const basket = (total: string, quantity: string, max: string) => `
  <div id="basket-region">
    <p class="total">${total}</p>
    <fg-number-input id="qty-7" max="${max}">
      <label for="q7">Množství</label>
      <input id="q7" type="number" name="qty[7]" value="${quantity}" min="1" max="30" step="1">
    </fg-number-input>
  </div>`;

// Identity is asserted as a boolean: chai would print a failing React-owned node whole, for minutes.
describe('component elements across a morph', () => {
  describe('NumberInput being typed in', () => {
    const component = componentFixture(basket('1 položka', '2', '30'), { fakeTimers: true });
    const input = () => component.root.querySelector('[role="spinbutton"]') as HTMLInputElement;

    it('keeps its element, React state, typed value, focus and caret; new attributes reach its props', async () => {
      const element = component.root.querySelector('fg-number-input') as ReactElement;
      const typedIn = input();
      const roots = mountedRootCount();
      typedIn.focus();
      await inAct(() => setValue(typedIn, '25'));
      typedIn.setSelectionRange(1, 1);
      const removals = watchRemovals(component.root);

      await morph(component.server, 'basket-region', basket('3 položky', '2', '40'));

      expect(component.root.querySelector('fg-number-input') === element).to.equal(true);
      expect(element.lifecycleState).to.equal('in-document');
      expect(mountedRootCount()).to.equal(roots);
      expect(input() === typedIn).to.equal(true, 'React rendered into the same DOM, untouched by the morph');
      expect(typedIn.value).to.equal('25');
      expect(document.activeElement === typedIn).to.equal(true);
      expect([typedIn.selectionStart, typedIn.selectionEnd]).to.deep.equal([1, 1]);
      expect(typedIn.getAttribute('aria-valuemax')).to.equal('40', 'the changed max attribute is a prop');
      expect(component.root.querySelector('.total')?.textContent).to.equal('3 položky');
      expect(element.querySelectorAll('input').length).to.equal(1, 'no server input put back beside React’s');
      const removed = removals();
      expect(removed.some((node) => node === element || node.contains(typedIn))).to.equal(false);
    });

    it('disposes a component the answer no longer has, leaving no React root', async () => {
      const element = component.root.querySelector('fg-number-input') as ReactElement;
      const roots = mountedRootCount();
      await morph(component.server, 'basket-region', '<div id="basket-region"><p>Košík je prázdný</p></div>');
      expect(element.isConnected).to.equal(false);
      expect(element.lifecycleState).to.equal('disposed');
      expect(mountedRootCount()).to.equal(roots - 1);
      await morph(component.server, 'basket-region', basket('1 položka', '5', '30'));
      await flushMicrotasks();
      expect(mountedRootCount()).to.equal(roots, 'a component the answer brings back is mounted anew');
      expect(input().value).to.equal('5');
    });
  });

  describe('Slider mid-drag', () => {
    const slider = (unit: string) => `
      <div id="filter">
        <div style="width: 400px">
          <fg-slider id="price" label="Cena" unit="${unit}" step="10">
            <label>Od <input type="number" name="priceFrom" value="100" min="0" step="10"></label>
            <label>Do <input type="number" name="priceTo" value="900" max="1000"></label>
          </fg-slider>
        </div>
      </div>`;
    const component = componentFixture(slider('Kč'), { fakeTimers: true });
    const thumbs = () => [...component.root.querySelectorAll<HTMLElement>('[role="slider"]')];
    const pointer = (type: string, share: number) => {
      const track = component.root.querySelector('.fg-slider__track') as HTMLElement;
      const rect = track.getBoundingClientRect();
      track.dispatchEvent(
        new PointerEvent(type, { bubbles: true, clientX: rect.left + rect.width * share, pointerId: 1 }),
      );
    };

    it('goes on dragging the same thumb after its region is morphed, with the new unit', async () => {
      const element = component.root.querySelector('fg-slider');
      await inAct(() => pointer('pointerdown', 0.75));
      expect(thumbs()[1]?.getAttribute('aria-valuenow')).to.equal('750');

      await morph(component.server, 'filter', slider('EUR'));

      expect(component.root.querySelector('fg-slider') === element).to.equal(true);
      await inAct(() => pointer('pointermove', 0.5));
      expect(thumbs()[1]?.getAttribute('aria-valuenow')).to.equal('500', 'the drag went on');
      expect(thumbs()[1]?.getAttribute('aria-valuetext')).to.equal('500 EUR');
      expect(thumbs()[0]?.getAttribute('aria-valuenow')).to.equal('100');
      await inAct(() => pointer('pointerup', 0.5));
    });
  });

  describe('Typeahead open', () => {
    const SUGGESTIONS = [
      { label: 'Telefon Alfa', value: 'alfa' },
      { label: 'Telefon Beta', value: 'beta' },
    ];
    const header = (note: string) => `
      <header id="header"><p class="note">${note}</p>
        <fg-typeahead id="search" source="/cs/naseptavac">
          <form action="/cs/hledat" role="search">
            <label for="q">Hledat</label><input id="q" name="q" type="search"><button type="submit">Hledat</button>
          </form>
        </fg-typeahead>
      </header>`;
    let root: HTMLElement;
    let server: FakeServer;
    let clock: sinon.SinonFakeTimers;

    beforeEach(async () => {
      server = fakeServer.create();
      sinon
        .stub(window, 'fetch')
        .callsFake(
          async () => ({ ok: true, status: 200, json: () => Promise.resolve(SUGGESTIONS) }) as Response,
        );
      clock = sinon.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      root = await mountFixture(header('Doprava zdarma'));
    });
    afterEach(async () => {
      clock.restore();
      await removeFixture(root);
      server.restore();
      sinon.restore();
    });

    it('keeps its listbox open, its options and the active option, and the typed text', async () => {
      const input = root.querySelector('#q') as HTMLInputElement;
      input.focus();
      await inAct(() => setValue(input, 'tel'));
      await suggestionsArrive(clock);
      await pressInAct(input, 'ArrowDown');
      const listbox = root.querySelector('[role="listbox"]') as HTMLElement;
      const active = input.getAttribute('aria-activedescendant');
      expect(listbox.hidden).to.equal(false);
      expect(active).to.not.equal(null);

      await morph(server, 'header', header('Doprava zdarma od 1 000 Kč'));

      expect(root.querySelector('[role="listbox"]') === listbox).to.equal(true);
      expect(listbox.hidden).to.equal(false);
      expect(input.getAttribute('aria-expanded')).to.equal('true');
      expect(
        [...listbox.querySelectorAll('[role="option"]')].map((option) => option.textContent),
      ).to.deep.equal(['Telefon Alfa', 'Telefon Beta']);
      expect(input.getAttribute('aria-activedescendant')).to.equal(active);
      expect(document.activeElement).to.equal(input);
      expect(input.value).to.equal('tel');
      expect(root.querySelector('.note')?.textContent).to.equal('Doprava zdarma od 1 000 Kč');
    });
  });

  describe('Gallery with its lightbox open', () => {
    const variant = (label: string) =>
      `<div id="variant"><h2>${label}</h2>${galleryMarkup('gallery-variant', ['a', 'b', 'c'])}</div>`;
    const component = componentFixture(variant('Modrá'));
    const q = <T extends Element = HTMLElement>(selector: string) =>
      component.root.querySelector(selector) as unknown as T;

    it('keeps the lightbox open on the same image', async () => {
      await inAct(() => q<HTMLButtonElement>('.fg-gallery__next').click());
      await inAct(() => q<HTMLButtonElement>('.fg-gallery__open').click());
      const dialog = q<HTMLDialogElement>('dialog');
      expect(dialog.matches(':modal')).to.equal(true);
      const counter = q('.fg-gallery__counter [aria-hidden]').textContent;

      await morph(component.server, 'variant', variant('Modrá, skladem'));

      expect(q('dialog') === dialog).to.equal(true);
      expect(dialog.matches(':modal')).to.equal(true);
      expect(q('.fg-gallery__counter [aria-hidden]').textContent).to.equal(counter);
      expect(q('h2').textContent).to.equal('Modrá, skladem');
      await inAct(() => dialog.close());
    });
  });

  /** An island that upgrades on the visitor's intent only; `extra` attributes, `label` its server button. */
  const region = (label: string, extra = '') => `
    <div id="offer"><p class="price">${label}</p>
      <fg-test-island id="island" upgrade="interaction" ${extra}><button type="button" id="island-go">${label}</button></fg-test-island>
    </div>`;

  describe('a component element not upgraded yet', () => {
    const component = componentFixture(region('199 Kč'));
    const island = () => component.root.querySelector('fg-test-island') as HTMLElement;
    const renderedIsland = () => component.root.querySelector('.island-go') !== null;

    it('is replaced whole when the answer changes it, and upgrades by its policy from the new markup', async () => {
      const element = island();
      const button = element.querySelector('button') as HTMLButtonElement;

      await morph(component.server, 'offer', region('149 Kč'));

      expect(island() === element).to.equal(false, 'a new element, not the old one morphed');
      expect(element.isConnected).to.equal(false);
      expect(button.textContent).to.equal('199 Kč', 'the old server markup was never morphed into');
      expect(island().textContent?.trim()).to.equal('149 Kč');
      expect(component.root.querySelector('.price')?.textContent).to.equal('149 Kč');
      expect(renderedIsland()).to.equal(false, 'its policy (interaction) holds it back');
      island()
        .querySelector('button')
        ?.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
      await untilInAct(renderedIsland, 'the new element upgraded on intent');
    });

    it('stays as it is when the answer brings the same markup for it', async () => {
      const element = island();
      const button = element.querySelector('button');
      await morph(
        component.server,
        'offer',
        region('199 Kč').replace('<p class="price">199 Kč', '<p class="price">Skladem'),
      );
      expect(island() === element).to.equal(true);
      expect(element.querySelector('button') === button).to.equal(true);
      expect(component.root.querySelector('.price')?.textContent).to.equal('Skladem');
    });
  });

  describe('a component element not upgraded yet, the visitor in it', () => {
    // Held back by defer-hydration: the visitor has reached for it, it has not upgraded.
    const component = componentFixture(region('199 Kč', 'defer-hydration'));
    const island = () => component.root.querySelector('fg-test-island') as HTMLElement;

    it('stays as it is, loading, while the visitor is in it', async () => {
      const element = island();
      const button = element.querySelector('button') as HTMLButtonElement;
      button.focus();
      expect(element.getAttribute('aria-busy')).to.equal('true');

      await morph(component.server, 'offer', region('149 Kč', 'defer-hydration'));

      expect(island() === element).to.equal(true);
      expect(button.textContent).to.equal('199 Kč', 'never morphed into');
      expect(element.getAttribute('aria-busy')).to.equal('true');
      expect(document.activeElement === button).to.equal(true);
      expect(component.root.querySelector('.price')?.textContent).to.equal('149 Kč');
    });
  });
});
