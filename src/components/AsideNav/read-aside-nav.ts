/**
 * Reads the server's category tree: nested lists, each item's first link is its category (its
 * `aria-current="page"` marks the page shown) and its nested `<ul>` the sub-categories, shown
 * unless `hidden`. Other content of an item (the no-script toggle link) is not read. The `<nav>`'s
 * `aria-label` names the landmark.
 */

import type { AsideNavProps } from './AsideNav.tsx';
import type { AsideNavBranch } from './aside-nav-tree.ts';

function readBranches(list: Element | null): AsideNavBranch[] {
  if (!list) return [];
  return [...list.querySelectorAll<HTMLLIElement>(':scope > li')].flatMap((item) => {
    const link = [...item.querySelectorAll<HTMLAnchorElement>('a[href]')].find(
      (a) => a.closest('li') === item,
    );
    if (!link) return [];
    const children = item.querySelector(':scope > ul');
    const href = link.getAttribute('href') ?? '';
    return [
      {
        key: item.dataset.key || href,
        href,
        text: link.textContent?.trim() ?? '',
        current: link.getAttribute('aria-current') === 'page',
        open: children instanceof HTMLElement && !children.hidden,
        children: readBranches(children),
      },
    ];
  });
}

export function readAsideNav(element: HTMLElement): Partial<AsideNavProps> {
  const nav = element.querySelector('nav');
  const label = nav?.getAttribute('aria-label')?.trim();
  return { label: label || undefined, tree: readBranches((nav ?? element).querySelector('ul')) };
}
