/**
 * MenuSearch: on a phone the header search collapses to a button and expands into the search
 * region (the server's search form, usually with its Typeahead) named by `controls`. The button
 * is the shared disclosure button; the region gets `data-expanded="true|false"`, which the shop's
 * CSS uses to hide it in the phone layout only (on wider layouts the button is hidden and the form
 * always shown). Expanding puts the focus in the search field; an Escape that the suggestions no
 * longer need collapses it again and gives the focus back to the button. A region swapped by a
 * partial update gets the state again. Without script the server's own link or form stays; a server
 * `<details>` the visitor opened before the component rendered (its CSS showing the region) is taken
 * over expanded, the focus put in the field as when the button expands it.
 */
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { AfterReplaceDetail } from '../../core/events.ts';
import type { ComponentProps } from '../shared/component-props.ts';
import { DisclosureButton } from '../shared/DisclosureButton.tsx';
import { serverDetailsOpened } from '../shared/server-details-opened.ts';
import { escapeCollapses } from './search-escape.ts';

export const EXPANDED_ATTRIBUTE = 'data-expanded';

export interface MenuSearchProps {
  /** Id of the search region the button shows and hides. */
  controls?: string;
  /** The button's text (default "Search" in the page's language). */
  label?: string;
  /** Id of a symbol of the page's SVG sprite shown in the button. */
  icon?: string;
}

export function MenuSearch(props: ComponentProps<MenuSearchProps>) {
  const { host, controls = '', icon } = props;
  const label = props.label ?? host.t('menuSearch.open');
  const [expanded, setExpanded] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  // Read at the first commit, not before the render: the tap may come while it is under way.
  useLayoutEffect(() => {
    if (serverDetailsOpened(host)) setExpanded(true);
  }, [host]);

  // Before the paint: the region a server <details> showed stays shown when the component takes over.
  useLayoutEffect(() => {
    const apply = () => document.getElementById(controls)?.setAttribute(EXPANDED_ATTRIBUTE, String(expanded));
    apply();
    const onReplaced = (event: CustomEvent<AfterReplaceDetail>) => {
      if (event.detail.newElement.contains(document.getElementById(controls))) apply();
    };
    // The page root: the event bubbles there from the swapped region (typed on elements).
    const page = document.documentElement;
    page.addEventListener('fg:pu-after-replace', onReplaced);
    return () => page.removeEventListener('fg:pu-after-replace', onReplaced);
  }, [controls, expanded]);

  useEffect(() => {
    if (!expanded) {
      opened.current = false;
      return;
    }
    if (!opened.current) {
      opened.current = true;
      document.getElementById(controls)?.querySelector<HTMLElement>('input:not([type="hidden"])')?.focus();
    }
    // Read in the capture phase: the Typeahead closes or clears on the same key.
    const onKeyDown = (event: KeyboardEvent) => {
      const region = document.getElementById(controls);
      if (!region?.contains(event.target as Node) || !escapeCollapses(event)) return;
      setExpanded(false);
      button.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [controls, expanded]);

  return (
    <DisclosureButton
      ref={button}
      className="menu-search__button"
      expanded={expanded}
      controls={controls}
      onToggle={() => setExpanded(!expanded)}
    >
      {icon ? (
        <svg className="menu-search__icon" aria-hidden="true" focusable="false">
          <use href={`#${icon}`} />
        </svg>
      ) : null}
      <span className="menu-search__label">{label}</span>
    </DisclosureButton>
  );
}
