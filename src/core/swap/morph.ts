/**
 * The morph swap mode (docs/morph-and-prefetch.md): the region in the page is changed into the new
 * markup node by node (idiomorph, matching by id), so whatever the visitor is doing in it goes on —
 * focus, caret and selection, the text of the focused field, scroll positions, open `<details>`,
 * running CSS transitions — and component elements stay the same elements with their React state.
 * A component element not upgraded yet is never morphed into: it stays as it is, or is replaced
 * whole by the answer's, whose upgrade policy then starts over with the new server markup.
 */
import { Idiomorph } from 'idiomorph';
import { SELF_LOADING_TAGS } from '../../protocol/component-tags.ts';
import { ownAttributesOf } from './child-owners.ts';

/**
 * A script's `type` that the browser runs (absent, empty, a JavaScript type, a module, an import
 * map or speculation rules). Any other type is a data block, which never runs.
 */
const RUNNABLE_SCRIPT_TYPE = /^\s*$|^\s*(module|importmap|speculationrules)\s*$|(java|ecma|j|live)script/i;

/** Morphs `region` into `next` (same id); returns the element that now stands for the region. */
export function morphRegion(region: Element, next: Element): Element {
  dropRunnableScripts(next);
  const replaced = new Map<Element, Element>();
  const nodes = Idiomorph.morph(region, next, {
    morphStyle: 'outerHTML',
    // The visitor's typing wins over the server's value of the field they are in.
    ignoreActiveValue: true,
    restoreFocus: true,
    callbacks: {
      beforeNodeMorphed: (node, nextNode) => {
        const ownAttributes = ownAttributesOf(node);
        if (ownAttributes !== null) {
          // A component element: its attributes are its props; its children are React's.
          syncAttributes(node as Element, nextNode as Element, ownAttributes);
          return false;
        }
        if (!(node instanceof Element) || !isComponentElement(node)) return true;
        // Not upgraded yet: its server markup is what its component will read, so it is taken whole.
        if (!keptAsItIs(node, nextNode as Element)) replaced.set(node, nextNode as Element);
        return false;
      },
      // An open <details> stays open: the visitor opened it; the server's markup does not know.
      beforeAttributeUpdated: (name, element, change) =>
        !(change === 'remove' && name === 'open' && element instanceof HTMLDetailsElement),
    },
  }) as Node[];
  for (const [stale, fresh] of replaced) stale.replaceWith(fresh);
  const standing = nodes.find((node): node is Element => node instanceof Element) ?? region;
  return replaced.get(standing) ?? standing;
}

/** An element an `fg-*` tag or `data-component` makes a component (the autoloader's rule). */
function isComponentElement(element: Element): boolean {
  const tag = element.localName;
  return (
    element.hasAttribute('data-component') || (tag.startsWith('fg-') && !SELF_LOADING_TAGS.includes(tag))
  );
}

/**
 * An element not upgraded yet stays as it is when the visitor is in it (it is loading: their focus and
 * typing win) or the answer brings the same markup for it (`aria-busy` is its own, while it loads).
 */
function keptAsItIs(element: Element, next: Element): boolean {
  if (element.contains(document.activeElement)) return true;
  const attributes = (of: Element) => of.getAttributeNames().filter((name) => name !== 'aria-busy');
  const own = attributes(element);
  return (
    element.localName === next.localName &&
    own.length === attributes(next).length &&
    own.every((name) => element.getAttribute(name) === next.getAttribute(name)) &&
    element.childNodes.length === next.childNodes.length &&
    [...element.childNodes].every((child, index) => child.isEqualNode(next.childNodes[index] ?? null))
  );
}

/**
 * The new markup comes from an inert parse; its scripts never run when swapped in whole. The morph
 * copies nodes into the page instead, and a copied script would run: the runnable ones stay out.
 */
function dropRunnableScripts(next: Element): void {
  for (const script of next.querySelectorAll('script')) {
    if (RUNNABLE_SCRIPT_TYPE.test(script.getAttribute('type') ?? '')) script.remove();
  }
}

/** The server's attributes onto a component element, keeping the ones it writes itself. */
function syncAttributes(element: Element, next: Element, ownAttributes: readonly string[]): void {
  for (const { name, value } of next.attributes) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
  for (const name of element.getAttributeNames()) {
    if (!next.hasAttribute(name) && !ownAttributes.includes(name)) element.removeAttribute(name);
  }
}
