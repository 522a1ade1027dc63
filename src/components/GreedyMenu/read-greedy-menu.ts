/** Reads the server navigation: its label (the `<nav>`'s aria-label) and its top-level links. */
import { readMenuLinks } from '../shared/menu-links.ts';
import type { GreedyMenuProps } from './GreedyMenu.tsx';

export function readGreedyMenu(element: HTMLElement): Partial<GreedyMenuProps> {
  const nav = element.querySelector('nav');
  return {
    label: nav?.getAttribute('aria-label') ?? undefined,
    links: readMenuLinks(element.querySelector('ul')),
  };
}
