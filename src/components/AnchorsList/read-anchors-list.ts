/**
 * Reads the server's in-page list: its links are the sections, the `<nav>`'s `aria-label` the
 * landmark's name.
 */
import type { AnchorsListProps } from './AnchorsList.tsx';
import { sectionsFromLinks } from './anchor-sections.ts';

export function readAnchorsList(element: HTMLElement): Partial<AnchorsListProps> {
  const label = element.querySelector('nav[aria-label]')?.getAttribute('aria-label')?.trim();
  return { label: label || undefined, sections: sectionsFromLinks(element) };
}
