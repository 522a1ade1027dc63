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

/** Keys of the branches that lead to the current page: they are always open. */
export function keysAboveCurrent(branches: readonly AsideNavBranch[]): string[] {
  for (const branch of branches) {
    if (branch.current) return [];
    const below = keysAboveCurrent(branch.children);
    if (below.length > 0 || branch.children.some((child) => child.current)) return [branch.key, ...below];
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
  return new Set([...(remembered ?? keysOpenOnServer(branches)), ...keysAboveCurrent(branches)]);
}
