/**
 * ListToggle, in one of two modes:
 * - `short-full` (default): shows a server list in its short form (the first `limit` items) or in
 *   full. A disclosure button (aria-expanded, aria-controls the list) toggles it; the state is kept
 *   for the element's id in sessionStorage, so a partial update that re-renders the list keeps it open.
 * - `list-grid`: switches the layout of the list named by `list` (LayoutToggle.tsx).
 */
import { useEffect, useState } from 'react';
import type { ComponentProps } from '../shared/component-props.ts';
import { ServerNodes } from '../shared/ServerNodes.tsx';
import { LayoutToggle } from './LayoutToggle.tsx';
import type { ListToggleProps } from './list-toggle-props.ts';

export type { ListToggleProps };

export const LIST_GRID_MODE = 'list-grid';

const STORAGE_PREFIX = 'fg-list-toggle:';

export function ListToggle(props: ComponentProps<ListToggleProps>) {
  return props.mode === LIST_GRID_MODE ? <LayoutToggle {...props} /> : <ShortFullToggle {...props} />;
}

function ShortFullToggle(props: ComponentProps<ListToggleProps>) {
  const { host, limit = 5 } = props;
  const storageKey = STORAGE_PREFIX + host.id;
  const [expanded, setExpanded] = useState(() => readStored(storageKey));
  const list = host.serverNodes.find((node): node is HTMLElement => node instanceof HTMLElement);
  const items = list ? [...list.children] : [];
  if (list && !list.id) list.id = `${host.id}-list`;

  useEffect(() => {
    items.forEach((item, index) => {
      (item as HTMLElement).hidden = !expanded && index >= limit;
    });
  });

  const toggle = () => {
    const next = !expanded;
    setExpanded(next);
    try {
      sessionStorage.setItem(storageKey, next ? '1' : '0');
    } catch {
      // Storage may be unavailable (private mode): the state then lasts for the page only.
    }
  };

  return (
    <div className="fg-list-toggle">
      <ServerNodes nodes={host.serverNodes} className="fg-list-toggle__list" />
      {items.length > limit ? (
        <button
          type="button"
          className="fg-list-toggle__button"
          aria-expanded={expanded}
          aria-controls={list?.id}
          onClick={toggle}
        >
          {host.t(expanded ? 'listToggle.showLess' : 'listToggle.showAll')}
        </button>
      ) : null}
    </div>
  );
}

function readStored(key: string): boolean {
  try {
    return sessionStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}
