/**
 * A page prerendered by a speculation rule (docs/speculation.md) runs its scripts before the visitor
 * has asked for it, and maybe for a visit that never comes: what reports or stores (tag containers,
 * consent signals, a push stream the server counts) waits until the page is shown.
 */

/** Whether the document is being prerendered and not yet shown. */
export function isPrerendering(doc: Document): boolean {
  return (doc as Document & { prerendering?: boolean }).prerendering === true;
}

/**
 * Runs `run` now, in this task, or once the prerendered document is shown (`prerenderingchange`).
 * Returns a function that cancels a run still waiting.
 */
export function afterPrerendering(doc: Document, run: () => void): () => void {
  if (!isPrerendering(doc)) {
    run();
    return () => {};
  }
  doc.addEventListener('prerenderingchange', run, { once: true });
  return () => doc.removeEventListener('prerenderingchange', run);
}
