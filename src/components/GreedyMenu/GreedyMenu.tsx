/**
 * GreedyMenu: priority+ navigation. The top-level links that do not fit the row move into a
 * "More" disclosure (WAI-ARIA APG disclosure navigation, not a menubar: links stay links, Tab
 * moves through them). The server renders every link, so the page works without script.
 *
 * Fitting is measured in a layout effect and, on resize, in a ResizeObserver callback whose update
 * is flushed at once — both before the browser paints, so a link is never seen in the wrong place.
 * The list must lay its items out in one row of a fixed height (`display: flex`, items not
 * shrinking): the header reserves its size, and showing the More item then never resizes the row.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { isEscapeKey } from '../../toolkit/escape-key.ts';
import type { ComponentProps } from '../shared/component-props.ts';
import { DisclosureButton } from '../shared/DisclosureButton.tsx';
import type { MenuLink } from '../shared/menu-links.ts';
import { fittingCount, measureRow } from './fitting-count.ts';

export interface GreedyMenuProps {
  /** Name of the navigation landmark (the server `<nav>`'s aria-label). */
  label?: string;
  links?: MenuLink[];
}

export function GreedyMenu(props: ComponentProps<GreedyMenuProps>) {
  const { host, label, links = [] } = props;
  const [visible, setVisible] = useState(links.length);
  const [open, setOpen] = useState(false);
  const list = useRef<HTMLUListElement>(null);
  const more = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const overflowId = `${host.id}-more`;

  const fit = useCallback(() => {
    const row = list.current;
    const moreItem = more.current;
    if (!row || !moreItem) return;
    const items = [...row.querySelectorAll<HTMLElement>(':scope > .greedy-menu__item')];
    const hidden = [...items, moreItem].map((item) => item.hidden);
    for (const item of [...items, moreItem]) item.hidden = false;
    const count = fittingCount(measureRow(row, items, moreItem));
    [...items, moreItem].forEach((item, index) => {
      item.hidden = hidden[index] as boolean;
    });
    return count;
  }, []);

  useLayoutEffect(() => {
    const count = fit();
    if (count !== undefined) setVisible(count);
  }, [fit]);

  useEffect(() => {
    const row = list.current;
    if (!row) return;
    const observer = new ResizeObserver(() => {
      const count = fit();
      if (count !== undefined) flushSync(() => setVisible(count));
    });
    observer.observe(row);
    // Web fonts change the links' widths, not the row's.
    let mounted = true;
    void document.fonts?.ready.then(() => {
      const count = mounted ? fit() : undefined;
      if (count !== undefined) setVisible(count);
    });
    return () => {
      mounted = false;
      observer.disconnect();
    };
  }, [fit]);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (!more.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    document.addEventListener('focusin', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
      document.removeEventListener('focusin', closeOutside);
    };
  }, [open]);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (!open || !isEscapeKey(event)) return;
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
  };

  const overflow = links.slice(visible);
  return (
    <nav className="greedy-menu" aria-label={label}>
      <ul className="greedy-menu__list" ref={list}>
        {links.map((link, index) => (
          <li key={link.href + link.text} className="greedy-menu__item" hidden={index >= visible}>
            <a href={link.href} aria-current={link.current as 'page' | undefined}>
              {link.text}
            </a>
          </li>
        ))}
        <li className="greedy-menu__more" ref={more} hidden={overflow.length === 0} onKeyDown={onKeyDown}>
          <DisclosureButton
            ref={button}
            className="greedy-menu__more-button"
            expanded={open}
            controls={overflowId}
            onToggle={() => setOpen(!open)}
          >
            {host.t('greedyMenu.more')}
          </DisclosureButton>
          <ul id={overflowId} className="greedy-menu__overflow" hidden={!open}>
            {overflow.map((link) => (
              <li key={link.href + link.text}>
                <a href={link.href} aria-current={link.current as 'page' | undefined}>
                  {link.text}
                </a>
              </li>
            ))}
          </ul>
        </li>
      </ul>
    </nav>
  );
}
