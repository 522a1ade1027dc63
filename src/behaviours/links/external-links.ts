/**
 * Links that open in a new window (`target="_blank"`) get `rel="nofollow noopener
 * noreferrer"` — the opened page gets no handle on this one and no referrer. Rel words already
 * present are kept. Content swapped in later is hardened too.
 */

import { NEW_WINDOW_LINKS } from './new-window-links.ts';

const HARDENING_REL = ['nofollow', 'noopener', 'noreferrer'] as const;

/** Adds the missing hardening words to every new-window link in `root` (and `root` itself). */
export function hardenExternalLinks(root: ParentNode): void {
  if (root instanceof Element && root.matches(NEW_WINDOW_LINKS)) hardenLink(root);
  for (const link of root.querySelectorAll(NEW_WINDOW_LINKS)) hardenLink(link);
}

/**
 * Hardens `root` now and whatever is added under it later, or gets `target="_blank"` later.
 * Returns a function that stops watching.
 */
export function observeExternalLinks(root: Node): () => void {
  if (isParentNode(root)) hardenExternalLinks(root);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      if (record.type === 'attributes') hardenExternalLinks(record.target as Element);
      else for (const node of record.addedNodes) if (node instanceof Element) hardenExternalLinks(node);
    }
  });
  // Only `target` is watched: setting `rel` here causes no new records.
  observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['target'] });
  return () => observer.disconnect();
}

function hardenLink(link: Element): void {
  const current = link.getAttribute('rel') ?? '';
  const seen = new Set<string>();
  const words = [...current.split(/\s+/), ...HARDENING_REL].filter((word) => {
    const key = word.toLowerCase();
    if (word === '' || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const hardened = words.join(' ');
  if (hardened !== current) link.setAttribute('rel', hardened);
}

function isParentNode(node: Node): node is Node & ParentNode {
  return 'querySelectorAll' in node;
}
