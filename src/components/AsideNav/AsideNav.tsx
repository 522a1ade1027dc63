/**
 * AsideNav: the category tree beside a listing — a navigation landmark of nested link lists,
 * built on the WAI-ARIA APG disclosure navigation pattern: a branch with sub-categories has a
 * disclosure button (`aria-expanded`, `aria-controls` its list) beside its link; the page shown is
 * marked `aria-current="page"` and the branches leading to it are open. With a cookie name the
 * open branches are remembered, so the tree a partial update or the next page brings keeps them.
 */
import { type KeyboardEvent, useRef, useState } from 'react';
import type { ComponentProps } from '../shared/component-props.ts';
import { moveFocusByKey } from './aside-nav-keys.ts';
import { type AsideNavBranch, initiallyOpen } from './aside-nav-tree.ts';
import { readOpenBranches, writeOpenBranches } from './open-branches-cookie.ts';

export interface AsideNavProps {
  /** Name of the navigation landmark (default "Categories" in the page language). */
  label?: string;
  /** The tree, read from the server's nested lists. */
  tree?: readonly AsideNavBranch[];
  /** Cookie remembering the open branches (their keys). */
  cookieName?: string;
}

export function AsideNav(props: ComponentProps<AsideNavProps>) {
  const { host, tree = [], cookieName } = props;
  const nav = useRef<HTMLElement>(null);
  const [open, setOpen] = useState(() =>
    initiallyOpen(tree, cookieName ? readOpenBranches(cookieName) : null),
  );

  const toggle = (key: string): void => {
    const next = new Set(open);
    const opening = !next.has(key);
    if (opening) next.add(key);
    else next.delete(key);
    setOpen(next);
    if (cookieName) writeOpenBranches(cookieName, next);
    host.dispatch('fg:aside-nav-toggle', { key, open: opening });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>): void => {
    if (!nav.current) return;
    const closing = moveFocusByKey(nav.current, event.nativeEvent);
    if (closing) toggle(closing);
  };

  const list = (branches: readonly AsideNavBranch[], path: string, hidden = false) => (
    <ul
      className="fg-aside-nav__list"
      id={path === '' ? undefined : `${host.id}-list${path}`}
      hidden={hidden}
    >
      {branches.map((branch, index) => {
        const branchPath = `${path}-${index}`;
        const isOpen = open.has(branch.key);
        const listId = `${host.id}-list${branchPath}`;
        return (
          <li
            key={branch.key}
            className="fg-aside-nav__item"
            data-key={branch.key}
            data-open={isOpen ? '' : undefined}
          >
            <span className="fg-aside-nav__row">
              <a
                className="fg-aside-nav__link"
                href={branch.href}
                aria-current={branch.current ? 'page' : undefined}
              >
                {branch.text}
              </a>
              {branch.children.length > 0 ? (
                <button
                  type="button"
                  className="fg-aside-nav__toggle"
                  aria-expanded={isOpen}
                  aria-controls={listId}
                  aria-label={host.t('asideNav.subcategories', { name: branch.text })}
                  onClick={() => toggle(branch.key)}
                />
              ) : null}
            </span>
            {branch.children.length > 0 ? list(branch.children, branchPath, !isOpen) : null}
          </li>
        );
      })}
    </ul>
  );

  return (
    <nav
      ref={nav}
      className="fg-aside-nav"
      aria-label={props.label || host.t('asideNav.label')}
      onKeyDown={onKeyDown}
    >
      {list(tree, '')}
    </nav>
  );
}
