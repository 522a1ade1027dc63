/**
 * Makes the test page's document say it is being prerendered until `show()`, which then fires
 * `prerenderingchange` as the browser does when the visitor navigates to it. `restore()` undoes it.
 */
export function prerenderDocument(doc: Document = document): { show: () => void; restore: () => void } {
  let prerendering = true;
  Object.defineProperty(doc, 'prerendering', { configurable: true, get: () => prerendering });
  return {
    show: () => {
      prerendering = false;
      doc.dispatchEvent(new Event('prerenderingchange'));
    },
    restore: () => {
      delete (doc as { prerendering?: boolean }).prerendering;
    },
  };
}
