/** An element as the settled ledger names it for a reader: its tag and id (`<fg-gallery id="g1">`). */
export function describeElement(element: Element): string {
  return `<${element.localName}${element.id ? ` id="${element.id}"` : ''}>`;
}
