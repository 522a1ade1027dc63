/**
 * Download list (docs/flows.md): its sections are collapse blocks marked `data-download-section`. The
 * section named in the URL hash — or holding the element the hash names — opens and scrolls into
 * view (500 ms), on load and whenever the hash changes (`hashchange` or the 500 ms poll). A native
 * `<details>` section is opened too. Markup in docs/flows.md.
 */

import { scrollToAnchor } from '../../core/scroll.ts';
import { idOfHash } from '../../toolkit/anchors/id-of-hash.ts';
import { watchHash } from '../../toolkit/hash-watcher.ts';
import { setCollapseOpen } from '../collapse/start-collapse.ts';

export const DOWNLOAD_SECTION_SELECTOR = '[data-download-section]';

/** Opens the section the hash leads to and scrolls to its target; returns the section, or null. */
export function openSectionOfHash(hash: string, doc: Document = document): Element | null {
  const id = idOfHash(hash);
  const target = id ? doc.getElementById(id) : null;
  const section = target?.closest(DOWNLOAD_SECTION_SELECTOR);
  if (!target || !section) return null;
  if (section instanceof HTMLDetailsElement) section.open = true;
  else setCollapseOpen(section, true);
  void scrollToAnchor(target);
  return section;
}

export function startDownloads(doc: Document = document): () => void {
  openSectionOfHash(location.hash, doc);
  return watchHash((hash) => openSectionOfHash(hash, doc));
}
