import { expect } from 'chai';
import { captureFocus, type FocusSnapshot, restoreFocus } from './focus-keeper.ts';

describe('focus keeper', () => {
  describe('focus after a swap', () => {
    let fixture: HTMLElement;

    beforeEach(() => {
      fixture = document.createElement('div');
      fixture.innerHTML = `
        <button id="outside">outside</button>
        <div style="height:3000px"></div>
        <div id="content">
          <input id="query" type="text" value="modré boty">
          <button>no id</button>
        </div>`;
      document.body.append(fixture);
      window.scrollTo({ top: 0, behavior: 'instant' });
    });

    afterEach(() => {
      fixture.remove();
    });

    /** Replaces #content the way a swap does and returns the new container. */
    function swapContent(markup: string): HTMLElement {
      const next = document.createElement('div');
      next.id = 'content';
      next.innerHTML = markup;
      document.getElementById('content')!.replaceWith(next);
      return next;
    }

    it('keeps focus and caret on the element with the same id', () => {
      const input = document.getElementById('query') as HTMLInputElement;
      input.focus();
      input.setSelectionRange(2, 5);
      const snapshot = captureFocus();
      const container = swapContent('<input id="query" type="text" value="modré boty"><p>12 results</p>');
      restoreFocus(snapshot, container);
      const next = document.getElementById('query') as HTMLInputElement;
      expect(next).to.not.equal(input);
      expect(document.activeElement).to.equal(next);
      expect([next.selectionStart, next.selectionEnd]).to.deep.equal([2, 5]);
    });

    it('focuses the container without scrolling when the focused element is gone', () => {
      (fixture.querySelector('#content button') as HTMLButtonElement).focus({ preventScroll: true });
      window.scrollTo({ top: 0, behavior: 'instant' });
      const snapshot = captureFocus();
      const container = swapContent('<p>nothing focusable</p>');
      restoreFocus(snapshot, container);
      expect(document.activeElement).to.equal(container);
      expect(container.getAttribute('tabindex')).to.equal('-1');
      expect(window.scrollY).to.equal(0);
    });

    it('removes the tabindex it added once focus leaves the container', () => {
      (fixture.querySelector('#content button') as HTMLButtonElement).focus();
      const snapshot = captureFocus();
      const container = swapContent('<p>text</p>');
      restoreFocus(snapshot, container);
      (document.getElementById('outside') as HTMLButtonElement).focus();
      expect(container.hasAttribute('tabindex')).to.equal(false);
    });

    it('leaves a focusable container its own tabindex', () => {
      (fixture.querySelector('#content button') as HTMLButtonElement).focus();
      const snapshot = captureFocus();
      const container = swapContent('<p>text</p>');
      container.setAttribute('tabindex', '0');
      restoreFocus(snapshot, container);
      expect(document.activeElement).to.equal(container);
      (document.getElementById('outside') as HTMLButtonElement).focus();
      expect(container.getAttribute('tabindex')).to.equal('0');
    });

    it('leaves focus outside the swapped region alone', () => {
      const outside = document.getElementById('outside') as HTMLButtonElement;
      outside.focus();
      const snapshot = captureFocus();
      const container = swapContent('<input id="query">');
      restoreFocus(snapshot, container);
      expect(document.activeElement).to.equal(outside);
      expect(container.hasAttribute('tabindex')).to.equal(false);
    });

    it('moves no focus when nothing was focused', () => {
      (document.activeElement as HTMLElement | null)?.blur();
      const snapshot = captureFocus();
      const container = swapContent('<input id="query">');
      restoreFocus(snapshot, container);
      expect(document.activeElement).to.equal(document.body);
    });

    it('gives focus to the new element of the same id with its caret, or to the container', () => {
      const input = document.getElementById('query') as HTMLInputElement;
      input.focus();
      const unplaced: unknown[] = [];
      const told = (event: CustomEvent) => unplaced.push(event.detail);
      document.addEventListener('fg:focus-unplaced', told);
      const removed = { element: input, id: 'query', selection: { start: 1, end: 3, direction: 'forward' } };
      const first = swapContent('<input id="query" value="modré boty">');
      restoreFocus(removed as FocusSnapshot, first);
      const next = document.getElementById('query') as HTMLInputElement;
      expect(document.activeElement).to.equal(next);
      expect([next.selectionStart, next.selectionEnd]).to.deep.equal([1, 3]);
      expect(unplaced).to.deep.equal([]);

      const second = swapContent('<p>gone</p>');
      restoreFocus({ element: next, id: 'query', selection: null }, second);
      document.removeEventListener('fg:focus-unplaced', told);
      expect(document.activeElement).to.equal(second);
      // Told in the event's detail: a component taking the markup over places it later.
      expect(unplaced).to.deep.equal([{ id: 'query', selection: null }]);
    });
  });
});
