/**
 * AnchorsList: an in-page list of a page's sections, a navigation landmark of same-page links.
 * The sections come from the server's list or, without one, from the headings of a container.
 * A click scrolls to the section over 500 ms (at once with reduced motion) with the hash put in
 * the address, and the section being read is marked `aria-current="location"` as the page
 * scrolls — the behaviour of `[data-anchors-list]` lists, from the same code
 * (toolkit/anchors/anchors-list.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { attachAnchorsList } from '../../toolkit/anchors/anchors-list.ts';
import type { ComponentProps } from '../shared/component-props.ts';
import { type AnchorSection, sectionsFromHeadings } from './anchor-sections.ts';

export interface AnchorsListProps {
  /** Name of the navigation landmark (default "On this page" in the page language). */
  label?: string;
  /** The server's list, read from its links. */
  sections?: readonly AnchorSection[];
  /** Id of the element whose headings are listed when the server rendered no list. */
  container?: string;
  /** Which headings are listed (default `h2`); only headings with an id can be linked. */
  headings?: string;
  /** Height of a sticky header in px: sections are scrolled this far below the top. */
  offset?: number;
}

export function AnchorsList(props: ComponentProps<AnchorsListProps>) {
  const { host, container, headings = 'h2', offset = 0 } = props;
  const nav = useRef<HTMLElement>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const [sections] = useState<readonly AnchorSection[]>(() =>
    props.sections?.length ? props.sections : sectionsFromHeadings(container, headings),
  );

  useEffect(() => {
    if (!nav.current) return;
    return attachAnchorsList(nav.current, { offsetPx: offset, onCurrent: setCurrent });
  }, [offset]);

  return (
    <nav ref={nav} className="fg-anchors-list" aria-label={props.label || host.t('anchorsList.label')}>
      <ul className="fg-anchors-list__items">
        {sections.map((section) => (
          <li key={section.id} className="fg-anchors-list__item">
            <a
              className="fg-anchors-list__link"
              href={`#${encodeURIComponent(section.id)}`}
              aria-current={current === section.id ? 'location' : undefined}
            >
              {section.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
