/**
 * Reads a collapse block: its first heading (or `[data-collapse-title]`) is the title, the other
 * children are the content; `data-cookie-name` names the state cookie.
 */
import type { SimpleCollapseProps } from './SimpleCollapse.tsx';

export function readSimpleCollapse(element: HTMLElement): Partial<SimpleCollapseProps> {
  const title = element.querySelector(':scope > [data-collapse-title], :scope > :is(h1, h2, h3, h4, h5, h6)');
  const level = title && /^H[1-6]$/.test(title.tagName) ? Number(title.tagName.slice(1)) : 0;
  return {
    cookieName: element.dataset.cookieName || undefined,
    title: title?.textContent?.trim() || undefined,
    headingLevel: level,
    content: [...element.childNodes].filter((node) => node !== title),
  };
}
