/**
 * Renders a lit-html template as the whole content of an element that may come with server markup:
 * the first render replaces what the server put there, later renders update the template's own
 * nodes in place. From then on the element's children belong to the template.
 */
import { render } from 'lit-html';

const rendered = new WeakSet<Element>();

export function renderAsOnlyContent(template: unknown, element: HTMLElement): void {
  if (!rendered.has(element)) {
    element.replaceChildren();
    rendered.add(element);
  }
  render(template, element);
}
