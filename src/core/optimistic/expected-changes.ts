/**
 * Reads what a trigger declares it expects (docs/optimistic.md): `data-optimistic` holds changes
 * separated by `;`, each an operation and, after a space, a selector of the elements it changes
 * (none: the element carrying the attribute).
 *
 *   +N, -N           the count the element shows goes up or down by N
 *   +[NAME], -[NAME] the same by the whole number the trigger's form field NAME submits
 *   remove           the element is hidden
 *   toggle:NAME      an attribute flips between "true" and "false" (aria-pressed, aria-checked)
 *   toggle:.CLASS    a class is added or taken away
 *   template[:ID]    the element's content becomes a `<template>`'s: the trigger's own, or the one of that id
 */

export type Operation =
  | { readonly kind: 'count'; readonly by: number }
  /** A count by what a field of the trigger's form submits, read when the change is shown. */
  | { readonly kind: 'count-of-field'; readonly sign: 1 | -1; readonly field: string }
  | { readonly kind: 'remove' }
  | { readonly kind: 'toggle-attribute'; readonly name: string }
  | { readonly kind: 'toggle-class'; readonly name: string }
  | { readonly kind: 'template'; readonly id: string | null };

export interface ExpectedChange {
  readonly operation: Operation;
  /** The elements it changes; null for the element carrying the attribute. */
  readonly selector: string | null;
}

const COUNT = /^([+-]\d{1,9})$/;
/** The field's name is all between the brackets: a name may hold brackets itself (`quantity[7]`). */
const COUNT_OF_FIELD = /^([+-])\[(.+)\]$/;
const TOGGLE_CLASS = /^toggle:\.(-?[A-Za-z_][\w-]*)$/;
const TOGGLE_ATTRIBUTE = /^toggle:([a-z][a-z\d-]*)$/;
const TEMPLATE = /^template(?::(\S+))?$/;

/** The changes of an attribute's value, in order; one that cannot be read is logged and left out. */
export function parseExpectedChanges(value: string): ExpectedChange[] {
  const changes: ExpectedChange[] = [];
  for (const part of value.split(';')) {
    const text = part.trim();
    if (text === '') continue;
    const [word = '', ...rest] = text.split(/\s+/);
    const operation = operationOf(word);
    if (!operation) {
      console.error(`data-optimistic: "${text}" names no known operation; it is left out.`);
      continue;
    }
    const selector = text.slice(word.length).trim();
    changes.push({ operation, selector: rest.length > 0 && selector !== '' ? selector : null });
  }
  return changes;
}

function operationOf(word: string): Operation | null {
  const count = COUNT.exec(word);
  if (count) return { kind: 'count', by: Number(count[1]) };
  const countOfField = COUNT_OF_FIELD.exec(word);
  if (countOfField)
    return {
      kind: 'count-of-field',
      sign: countOfField[1] === '-' ? -1 : 1,
      field: countOfField[2] as string,
    };
  if (word === 'remove') return { kind: 'remove' };
  const toggledClass = TOGGLE_CLASS.exec(word);
  if (toggledClass) return { kind: 'toggle-class', name: toggledClass[1] as string };
  const toggledAttribute = TOGGLE_ATTRIBUTE.exec(word);
  // An event handler attribute is never written, whatever its value.
  if (toggledAttribute && !toggledAttribute[1]?.startsWith('on'))
    return { kind: 'toggle-attribute', name: toggledAttribute[1] as string };
  const template = TEMPLATE.exec(word);
  if (template) return { kind: 'template', id: template[1] ?? null };
  return null;
}
