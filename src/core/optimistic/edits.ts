/**
 * The edit each operation makes on one element (expected-changes.ts), and its exact undo. What an
 * edit wants is fixed when the trigger is used — the class a toggle sets, the template's markup —
 * so an edit shown again after an older one was taken back (optimistic-regions.ts) shows the same.
 * The element's own nodes stay in place: an undo gives back the very nodes, and the focus they had.
 */
import type { Operation } from './expected-changes.ts';
import { focusInside, moveFocusOutOf } from './focus-out-of-hidden.ts';
import { inertCopy } from './inert-copy.ts';
import { submittedAmount } from './submitted-amount.ts';

/**
 * Takes a change back. `answered` tells the nodes an answer has landed on since the change was shown
 * (a region morphed inside the changed element keeps its nodes): those stay as the answer left them.
 */
export type Undo = (answered: (node: Node) => boolean) => void;

export interface Edit {
  /** Makes the change; returns what takes it back. */
  apply(): Undo;
}

/** The attribute a count badge is drawn from (CSS `attr(data-count)`): it follows the text's count. */
const COUNT_ATTRIBUTE = 'data-count';
const WHOLE_NUMBER = /\d+/;

/** An operation as it is shown: what it reads from the page read, once for every element it changes. */
export type ShownOperation = Exclude<Operation, { kind: 'count-of-field' }>;

/**
 * `operation` as shown now: a count of a field (`+[quantity]`) is a count by the amount the field
 * submits; null when it submits none — the change is not shown (submitted-amount.ts).
 */
export function shownNow(operation: Operation, declaring: Element): ShownOperation | null {
  if (operation.kind !== 'count-of-field') return operation;
  const amount = submittedAmount(declaring, operation.field);
  return amount === null ? null : { kind: 'count', by: operation.sign * amount };
}

/** The edit of `operation` on `element`; null when it has nothing to work on (logged). */
export function editFor(operation: ShownOperation, element: Element, declaring: Element): Edit | null {
  switch (operation.kind) {
    case 'count':
      return countEdit(element, operation.by);
    case 'remove':
      return hideEdit(element);
    case 'toggle-attribute': {
      const wanted = element.getAttribute(operation.name) === 'true' ? 'false' : 'true';
      return attributeEdit(element, operation.name, () => element.setAttribute(operation.name, wanted));
    }
    case 'toggle-class': {
      const wanted = !element.classList.contains(operation.name);
      return attributeEdit(element, 'class', () => element.classList.toggle(operation.name, wanted));
    }
    case 'template': {
      const template = operation.id
        ? document.getElementById(operation.id)
        : declaring.querySelector(':scope > template');
      if (!(template instanceof HTMLTemplateElement)) {
        console.error(
          `data-optimistic: no template ${operation.id ? `#${operation.id}` : 'in the trigger'}.`,
        );
        return null;
      }
      return contentEdit(element, inertCopy(template));
    }
  }
}

/** The first whole number of the element's text, and its `data-count`, go up or down (never below 0). */
function countEdit(element: Element, by: number): Edit {
  const counted = (value: string) =>
    value.replace(WHOLE_NUMBER, (digits) => String(Math.max(0, Number(digits) + by)));
  return {
    apply() {
      const text = firstTextWithNumber(element);
      const before = text?.data;
      if (text) text.data = counted(text.data);
      const undoAttribute = attributeEdit(element, COUNT_ATTRIBUTE, () => {
        const count = element.getAttribute(COUNT_ATTRIBUTE);
        if (count !== null && /^\s*\d+\s*$/.test(count))
          element.setAttribute(COUNT_ATTRIBUTE, counted(count));
      }).apply();
      return (answered) => {
        undoAttribute(answered);
        if (text && before !== undefined && !answered(text)) text.data = before;
      };
    },
  };
}

function firstTextWithNumber(element: Element): Text | null {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (WHOLE_NUMBER.test((node as Text).data)) return node as Text;
  }
  return null;
}

/**
 * Hidden in place (an inline style wins over the shop's own `display`), so an undo shows the same
 * nodes. Through the CSSOM, which a strict CSP allows where it refuses a written `style` attribute;
 * the undo gives the declarations back the same way, then takes away an attribute that was not there.
 */
function hideEdit(element: Element): Edit {
  const { style } = element as HTMLElement;
  return {
    apply() {
      const inside = focusInside(element);
      const hadAttribute = element.hasAttribute('style');
      const declarations = style.cssText;
      style.setProperty('display', 'none', 'important');
      // Not to the body: to the same control of the next line (focus-out-of-hidden.ts).
      const movedTo = inside && moveFocusOutOf(element, inside);
      return () => {
        style.cssText = declarations;
        if (!hadAttribute) {
          // Chromium writes the CSSOM to the attribute lazily, when it is read: a removal before that
          // is undone by the late write (style=""). Reading it first writes it now.
          element.getAttribute('style');
          element.removeAttribute('style');
        }
        if (inside) giveFocusBack(inside.focused, movedTo);
      };
    },
  };
}

/** Changes one attribute; the undo gives it back its exact value, or takes it away again. */
function attributeEdit(element: Element, name: string, change: () => void): Edit {
  return {
    apply() {
      const before = element.getAttribute(name);
      change();
      return () => {
        if (before === null) element.removeAttribute(name);
        else element.setAttribute(name, before);
      };
    },
  };
}

/** The content becomes a copy of the template's; the undo puts the element's own nodes back. */
function contentEdit(element: Element, content: DocumentFragment): Edit {
  return {
    apply() {
      const focused = focusInside(element)?.focused ?? null;
      const before = [...element.childNodes];
      element.replaceChildren(content.cloneNode(true));
      return () => {
        element.replaceChildren(...before);
        giveFocusBack(focused);
      };
    },
  };
}

/**
 * Focus that an edit took away goes back to where it was — from the body, or from where the edit
 * moved it (`movedTo`) — unless the shopper has put it somewhere else since.
 */
function giveFocusBack(focused: HTMLElement | null, movedTo: HTMLElement | null = null): void {
  const active = document.activeElement;
  if (focused?.isConnected && (active === null || active === document.body || active === movedTo))
    focused.focus({ preventScroll: true });
}
