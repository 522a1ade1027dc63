/**
 * DOM events that start the partial update an element declares (docs/protocol.md).
 * An element names them in `data-pu-on` (space separated); without it a form listens to submit,
 * a form control to change, anything else to click. `debounce` is input, run after DEBOUNCE_MS.
 */
import { TRIGGER_ATTRIBUTES } from '../protocol/partial-update-markup.ts';

export const LISTENED_EVENTS = [
  'add',
  'blur',
  'change',
  'input',
  'click',
  'debounce',
  'focus',
  'keydown',
  'keyup',
  'select',
  'submit',
  'selectionChange',
  'uploadcomplete',
] as const;

export type ListenedEvent = (typeof LISTENED_EVENTS)[number];

/** Listened events heard through another DOM event than their own name (focus and blur do not bubble). */
const HEARD_THROUGH: Partial<Record<ListenedEvent, string>> = {
  blur: 'focusout',
  debounce: 'input',
  focus: 'focusin',
};

/** The DOM event a listened event is heard through. */
export function domEventFor(name: ListenedEvent): string {
  return HEARD_THROUGH[name] ?? name;
}

export function triggersOf(element: Element): ListenedEvent[] {
  for (const name of TRIGGER_ATTRIBUTES) {
    const value = element.getAttribute(name);
    if (value !== null) {
      return value
        .split(/\s+/)
        .filter((word): word is ListenedEvent => (LISTENED_EVENTS as readonly string[]).includes(word));
    }
  }
  if (element instanceof HTMLFormElement) return ['submit'];
  if (element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement) return ['change'];
  if (element instanceof HTMLInputElement && !['submit', 'image', 'button', 'reset'].includes(element.type)) {
    return ['change'];
  }
  return ['click'];
}

/** Listened events heard through a DOM event type. */
export function listenedEventsFor(domEvent: string): ListenedEvent[] {
  return LISTENED_EVENTS.filter((name) => domEventFor(name) === domEvent);
}

/** A field whose value is typed text: its change event counts only when the value changed. */
export function hasTypedValue(element: Element): element is HTMLInputElement | HTMLTextAreaElement {
  if (element instanceof HTMLTextAreaElement) return true;
  return (
    element instanceof HTMLInputElement &&
    !['checkbox', 'radio', 'file', 'submit', 'image', 'button', 'reset', 'range', 'color'].includes(
      element.type,
    )
  );
}
