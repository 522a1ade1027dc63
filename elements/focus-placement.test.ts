import { expect } from 'chai';
import { createElement } from 'react';
import type { ComponentProps } from '../src/components/shared/component-props.ts';
import { captureFocus, restoreFocus } from '../src/core/focus-keeper.ts';
import { defineReactElement } from './define-react-element.ts';
import { fixture, inAct, removeFixture } from './test-support/react-act.ts';

/** Renders its own text field in place of the server's, keeping the server field's id. */
function Field(props: ComponentProps<{ inputId?: string }>) {
  return createElement('input', { id: props.inputId, className: 'rendered', defaultValue: 'abcdef' });
}

/** Defines `tag`; elements already in the page are taken over at once (as when their chunk arrives). */
function defineField(tag: string): void {
  defineReactElement<{ inputId?: string }>(tag, Field, {
    props: {},
    readServerMarkup: (element) => ({ inputId: element.querySelector('input')?.id }),
  });
}

const markupOf = (tag: string) => `<${tag} id="field"><input id="q" value="abcdef"></${tag}>`;
defineField('fg-test-focus-field');

describe('focus placement when a component renders over server markup', () => {
  let root: HTMLElement;

  afterEach(async () => {
    await removeFixture(root);
  });

  /** The visitor is typing in the server field of a `tag` element whose chunk has not arrived yet. */
  const typingInServerField = (tag: string, start: number, end: number) => {
    root = fixture(markupOf(tag));
    const input = root.querySelector('input') as HTMLInputElement;
    input.focus();
    input.setSelectionRange(start, end);
  };

  const expectRenderedFieldFocused = (start: number, end: number) => {
    const active = document.activeElement as HTMLInputElement;
    expect(active.className).to.equal('rendered');
    expect(active.id).to.equal('q');
    expect([active.selectionStart, active.selectionEnd]).to.deep.equal([start, end]);
  };

  it('gives the focus and caret of the server field to the rendered field with its id', async () => {
    typingInServerField('fg-test-focus-late-a', 2, 4);
    await inAct(() => defineField('fg-test-focus-late-a'));
    expectRenderedFieldFocused(2, 4);
  });

  it('with the focus in the server field, renders and gives it on before the upgrade returns (no key is lost)', () => {
    typingInServerField('fg-test-focus-now', 3, 3);
    defineField('fg-test-focus-now');
    // Nothing awaited: a key pressed now goes to the rendered field, not to a page without one.
    expectRenderedFieldFocused(3, 3);
  });

  it("renders in React's own time when the focus is not in it", async () => {
    root = fixture(markupOf('fg-test-focus-none'));
    await inAct(() => {
      defineField('fg-test-focus-none');
      expect(root.querySelector('.rendered'), 'not rendered within the upgrade').to.equal(null);
    });
    expect(root.querySelector('.rendered')).to.not.equal(null);
  });

  it('gives the rendered field the focus a swap puts back on the server field before the first render', async () => {
    root = fixture('<div id="region" tabindex="-1"><input id="q" value="abcdef"></div>');
    const region = root.querySelector('#region') as HTMLElement;
    (region.querySelector('#q') as HTMLInputElement).focus();
    const snapshot = captureFocus();
    await inAct(() => {
      // The swap: the element takes over its markup before the engine restores the focus; the server
      // field stays in the page until the first commit, and focusing it commits at once.
      region.innerHTML = markupOf('fg-test-focus-field');
      expect(region.querySelector('.rendered'), 'taken over, not rendered yet').to.equal(null);
      restoreFocus(snapshot, region);
      expect(document.activeElement?.id).to.equal('q', 'the server field, not the region, has it');
    });
    expect((document.activeElement as HTMLElement).className).to.equal('rendered');
    expect(document.activeElement?.id).to.equal('q');
  });

  it('leaves the focus alone when the visitor has moved on', async () => {
    root = fixture('<button id="elsewhere">x</button><div id="region"></div>');
    const region = root.querySelector('#region') as HTMLElement;
    region.innerHTML = markupOf('fg-test-focus-late-b');
    (region.querySelector('input') as HTMLInputElement).focus();
    await inAct(() => {
      defineField('fg-test-focus-late-b');
      // Before the component has rendered, the visitor tabs on.
      (root.querySelector('#elsewhere') as HTMLButtonElement).focus();
    });
    expect(document.activeElement?.id).to.equal('elsewhere');
  });
});
