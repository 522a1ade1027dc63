/**
 * Elements whose children another renderer owns: a component element's React root, a behaviour
 * element that renders its own (the carousel). A morph syncs such an element's attributes (they
 * are its props) and never enters its children; the attributes the element writes on itself at
 * run time are kept (docs/morph-and-prefetch.md).
 */
const owners = new WeakMap<Element, readonly string[]>();

/** `element`'s children are its own from now on; `ownAttributes` are written by it, not the server. */
export function ownChildren(element: Element, ownAttributes: readonly string[] = []): void {
  owners.set(element, ownAttributes);
}

/** The element no longer renders its children (it was disposed). */
export function releaseChildren(element: Element): void {
  owners.delete(element);
}

/** The attributes the owner writes itself, or null when `node` owns no children. */
export function ownAttributesOf(node: Node): readonly string[] | null {
  return owners.get(node as Element) ?? null;
}
