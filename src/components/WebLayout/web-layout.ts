/**
 * The page's layout root, a behaviour without React (elements/define-behaviour-element.ts): it
 * knows the current layout (phone, tablet or desktop, from the `tablet-from` and `desktop-from`
 * widths), reflects it as `data-layout` on the element for CSS, and sends it as the layout context
 * (`_pu_layout`) of every partial update of a region inside it that does not name one itself, so
 * the server answers with the markup of that layout. With `header` (an id) that header hides while
 * the visitor scrolls down (hiding-header.ts). The page inside stays as the server put it: nothing
 * of it is moved or re-created.
 */
import type { PartialUpdateStartDetail } from '../../core/events.ts';
import { watchHidingHeader } from './hiding-header.ts';
import {
  currentLayout,
  DEFAULT_DESKTOP_FROM,
  DEFAULT_TABLET_FROM,
  layoutQueries,
} from './layout-of-width.ts';

export const LAYOUT_ATTRIBUTE = 'data-layout';

export interface WebLayoutProps {
  tabletFrom?: number;
  desktopFrom?: number;
  /** Id of the header that hides on scrolling down. */
  header?: string;
}

/** Attaches the layout root's behaviour to `element`; returns what detaches it. */
export function attachWebLayout(element: HTMLElement, props: WebLayoutProps): () => void {
  const { tabletFrom = DEFAULT_TABLET_FROM, desktopFrom = DEFAULT_DESKTOP_FROM, header: headerId } = props;
  const queries = layoutQueries(tabletFrom, desktopFrom);
  const follow = () => element.setAttribute(LAYOUT_ATTRIBUTE, currentLayout(queries));
  follow();
  queries.tablet.addEventListener('change', follow);
  queries.desktop.addEventListener('change', follow);

  // Read when the update starts: the layout of that moment.
  const addLayoutContext = (event: CustomEvent<PartialUpdateStartDetail>) => {
    event.detail.settings.layoutContext ??= currentLayout(queries);
  };
  element.addEventListener('fg:pu-start', addLayoutContext);

  const header = headerId ? document.getElementById(headerId) : null;
  const stopHidingHeader = header && element.contains(header) ? watchHidingHeader(element, header) : null;

  return () => {
    queries.tablet.removeEventListener('change', follow);
    queries.desktop.removeEventListener('change', follow);
    element.removeEventListener('fg:pu-start', addLayoutContext);
    stopHidingHeader?.();
  };
}
