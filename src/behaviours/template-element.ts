/**
 * The one element a lit-html template describes, rendered apart from the page: the caller puts it
 * where it belongs, with every attribute already set (an iframe's sandbox before it loads).
 */
import { render, type TemplateResult } from 'lit-html';

export function templateElement<E extends Element>(template: TemplateResult, doc: Document = document): E {
  const view = doc.createDocumentFragment();
  render(template, view);
  return view.firstElementChild as E;
}
