/** The category tree an AsideNav shows, and which of its branches start open. */

export interface AsideNavBranch {
  /** Names the branch in the remembered state: the server's `data-key`, else the link's address. */
  key: string;
  href: string;
  text: string;
  /** The page being shown (`aria-current="page"` on the server's link). */
  current: boolean;
  /** The server rendered its sub-list shown. */
  open: boolean;
  children: AsideNavBranch[];
}

/**
 * Keys of the branches on the path to the current page, the current one included (its
 * sub-categories are where the visitor goes next): they are always open.
 */
export function keysToCurrent(branches: readonly AsideNavBranch[]): string[] {
  for (const branch of branches) {
    const own = branch.children.length > 0 ? [branch.key] : [];
    if (branch.current) return own;
    const below = keysToCurrent(branch.children);
    if (below.length > 0 || branch.children.some((child) => child.current)) return [...own, ...below];
  }
  return [];
}

/** Keys of the branches the server rendered open. */
export function keysOpenOnServer(branches: readonly AsideNavBranch[]): string[] {
  return branches.flatMap((branch) => [
    ...(branch.open && branch.children.length > 0 ? [branch.key] : []),
    ...keysOpenOnServer(branch.children),
  ]);
}

/**
 * The open branches: the remembered ones when there is a remembered state, else the server's; the
 * path to the current page in any case.
 */
export function initiallyOpen(
  branches: readonly AsideNavBranch[],
  remembered: readonly string[] | null,
): Set<string> {
  return new Set([...(remembered ?? keysOpenOnServer(branches)), ...keysToCurrent(branches)]);
}
