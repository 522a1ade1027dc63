/**
 * A template's content as it is shown ahead of an answer: markup only. The template is the page's
 * own markup (never an answer's), yet what it holds must not run when it is shown: scripts, frames
 * and plugins, what changes the page's addresses or leaves it (`base`, `meta`, `link`), event
 * handler attributes and `javascript:` addresses are left out of the copy.
 */

const RUNNING_ELEMENTS =
  'script, iframe, frame, frameset, object, embed, portal, fencedframe, base, meta, link';

export function inertCopy(template: HTMLTemplateElement): DocumentFragment {
  const copy = template.content.cloneNode(true) as DocumentFragment;
  for (const element of copy.querySelectorAll(RUNNING_ELEMENTS)) element.remove();
  for (const element of copy.querySelectorAll('*')) {
    for (const name of element.getAttributeNames()) {
      if (name.toLowerCase().startsWith('on') || isScriptAddress(element.getAttribute(name) ?? ''))
        element.removeAttribute(name);
    }
  }
  return copy;
}

/** A `javascript:` address as the URL parser reads it: tabs and line breaks anywhere, and leading controls and spaces, ignored. */
function isScriptAddress(value: string): boolean {
  const read = value.replace(/[\t\n\r]/g, '');
  let start = 0;
  while (start < read.length && read.charCodeAt(start) <= 0x20) start += 1;
  return read.slice(start, start + 11).toLowerCase() === 'javascript:';
}
