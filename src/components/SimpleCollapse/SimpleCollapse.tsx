/**
 * SimpleCollapse: a block that toggles open and closed. WAI-ARIA APG disclosure: the server's
 * heading becomes a button (Enter/Space toggle) with aria-expanded, controlling the content. With
 * a cookie name the state is remembered for 7 days and wins over the server's `open`.
 */
import { createElement, useState } from 'react';
import { emit } from '../../core/events.ts';
import { readToggleCookie, writeToggleCookie } from '../../toolkit/toggle-cookie.ts';
import type { ComponentProps } from '../shared/component-props.ts';
import { ServerNodes } from '../shared/ServerNodes.tsx';

export interface SimpleCollapseProps {
  open?: boolean;
  /** Cookie that remembers the state (from `cookie-name` or the element's `data-cookie-name`). */
  cookieName?: string;
  title?: string;
  /** Heading level of the server's title (2 for `<h2>`); 0 for no heading. */
  headingLevel?: number;
  content?: readonly Node[];
}

export function SimpleCollapse(props: ComponentProps<SimpleCollapseProps>) {
  const { host, cookieName, title = '', headingLevel = 0, content = host.serverNodes } = props;
  const [open, setOpen] = useState(
    () => (cookieName ? readToggleCookie(cookieName) : null) ?? Boolean(props.open),
  );
  const contentId = `${host.id}-content`;

  const toggle = () => {
    const next = !open;
    setOpen(next);
    if (cookieName) writeToggleCookie(cookieName, next);
    emit(host.element, 'fg:collapse-toggle', { open: next });
  };

  const button = (
    <button
      type="button"
      className="fg-simple-collapse__toggle"
      aria-expanded={open}
      aria-controls={contentId}
      onClick={toggle}
    >
      {title}
    </button>
  );
  return (
    <div className={`fg-simple-collapse${open ? ' fg-simple-collapse--open' : ''}`}>
      {headingLevel >= 1 && headingLevel <= 6
        ? createElement(`h${headingLevel}`, { className: 'fg-simple-collapse__heading' }, button)
        : button}
      <ServerNodes nodes={content} id={contentId} className="fg-simple-collapse__content" hidden={!open} />
    </div>
  );
}
