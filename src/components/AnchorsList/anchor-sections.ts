/** The sections an AnchorsList links to: from the server's links, or from a container's headings. */
import { idOfHash } from '../../toolkit/anchors/id-of-hash.ts';

export interface AnchorSection {
  id: string;
  text: string;
}

/** The same-page links of the server's list, in order; links without a target id are skipped. */
export function sectionsFromLinks(root: ParentNode): AnchorSection[] {
  return [...root.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')].flatMap((link) => {
    const id = idOfHash(link.getAttribute('href') ?? '');
    const text = link.textContent?.trim() ?? '';
    return id && text ? [{ id, text }] : [];
  });
}

/** The headings with an id inside the element of that id (none when it does not exist). */
export function sectionsFromHeadings(containerId: string | undefined, selector: string): AnchorSection[] {
  const container = containerId ? document.getElementById(containerId) : null;
  if (!container) return [];
  let headings: HTMLElement[];
  try {
    headings = [...container.querySelectorAll<HTMLElement>(selector)];
  } catch {
    console.error(`AnchorsList: "${selector}" is not a valid selector.`);
    return [];
  }
  return headings.flatMap((heading) => {
    const text = heading.textContent?.trim() ?? '';
    return heading.id && text ? [{ id: heading.id, text }] : [];
  });
}
