/**
 * UniversalPaginationButton: "Load more". The server's next-page link (which works without
 * JavaScript) becomes a button; pressing it fetches the next page, appends its items to the list
 * and moves focus to the first new item. While loading, the button shows 'loading' and is
 * aria-busy; the label and loading texts come in the pagination languages (English otherwise).
 * Emits fg:pagination-load and fg:pagination-complete.
 */
import { useRef, useState } from 'react';
import { emit } from '../../core/events.ts';
import { paginationText } from '../../i18n/index.ts';
import type { ComponentProps } from '../shared/component-props.ts';
import { fetchNextPage } from './fetch-next-page.ts';

export interface UniversalPaginationButtonProps {
  /** Id of the list the items are appended to. */
  list?: string;
  /** Address of the next page (from the server's link). */
  href?: string;
  /** Button label (default: 'Load more' in the page language). */
  label?: string;
}

export function UniversalPaginationButton(props: ComponentProps<UniversalPaginationButtonProps>) {
  const { host, list } = props;
  // The page's own language, not the catalogue's: a language without pagination texts reads English.
  const lang = host.element.closest('[lang]')?.getAttribute('lang') || props.lang;
  const [nextUrl, setNextUrl] = useState(props.href ?? null);
  const [loading, setLoading] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const busy = useRef(false);

  const loadMore = async () => {
    const target = list ? document.getElementById(list) : null;
    if (!nextUrl || !target || busy.current) return;
    busy.current = true;
    setLoading(true);
    setAnnouncement(paginationText(lang, 'loading'));
    emit(host.element, 'fg:pagination-load', { url: nextUrl, mode: 'append' });
    try {
      const page = await fetchNextPage(nextUrl, target.id, host.id);
      target.append(...page.items);
      const first = page.items[0] as HTMLElement | undefined;
      if (first) {
        if (!first.hasAttribute('tabindex')) first.tabIndex = -1;
        first.focus();
      }
      setNextUrl(page.nextUrl);
      emit(host.element, 'fg:pagination-complete', { url: nextUrl, mode: 'append' });
    } catch (error) {
      console.error(error);
    } finally {
      busy.current = false;
      setLoading(false);
      setAnnouncement('');
    }
  };

  return (
    <div className="fg-pagination-button">
      {nextUrl ? (
        <button
          type="button"
          className="fg-pagination-button__button"
          aria-busy={loading}
          aria-controls={list}
          disabled={loading}
          onClick={() => void loadMore()}
        >
          {loading ? paginationText(lang, 'loading') : (props.label ?? paginationText(lang, 'loadMore'))}
        </button>
      ) : null}
      <span role="status" className="fg-pagination-button__status">
        {announcement}
      </span>
    </div>
  );
}
