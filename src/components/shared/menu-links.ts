/**
 * The links of a server-rendered navigation list (`<ul><li><a>…</a><ul>…</ul></li></ul>`), read
 * once into plain data the menu components render from: address, text, whether it is the current
 * page, and the nested levels.
 */
export interface MenuLink {
  href: string;
  text: string;
  /** The server marked it `aria-current` (page, true …). */
  current?: string;
  children: MenuLink[];
}

/** The items of a list: each `<li>`'s first link, its nested list read the same way. */
export function readMenuLinks(list: Element | null): MenuLink[] {
  if (!list) return [];
  const links: MenuLink[] = [];
  for (const item of list.querySelectorAll(':scope > li')) {
    const anchor = item.querySelector(':scope > a');
    if (!anchor) continue;
    links.push({
      href: anchor.getAttribute('href') ?? '',
      text: anchor.textContent?.trim() ?? '',
      current: anchor.getAttribute('aria-current') ?? undefined,
      children: readMenuLinks(item.querySelector(':scope > ul')),
    });
  }
  return links;
}
