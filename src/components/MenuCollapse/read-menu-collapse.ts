/**
 * Reads the phone navigation the server renders for a page without script — a `<details>` whose
 * `<summary>` names the menu, around a `<nav aria-label>` with the nested category lists.
 */
import { readMenuLinks } from '../shared/menu-links.ts';
import type { MenuCollapseProps } from './MenuCollapse.tsx';

export function readMenuCollapse(element: HTMLElement): Partial<MenuCollapseProps> {
  const nav = element.querySelector('nav');
  return {
    label: element.querySelector('summary')?.textContent?.trim() || undefined,
    navLabel: nav?.getAttribute('aria-label') ?? undefined,
    links: readMenuLinks(nav?.querySelector('ul') ?? null),
  };
}
