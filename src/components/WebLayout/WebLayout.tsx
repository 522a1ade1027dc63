/**
 * WebLayout: the page's layout root. It knows the current layout (phone, tablet or desktop, from
 * the `tablet-from` and `desktop-from` widths), reflects it as `data-layout` on the element for
 * CSS, and sends it as the layout context (`_pu_layout`) of every partial update of a region inside
 * it that does not name one itself, so the server answers with the markup of that layout. With
 * `header` (an id) that header hides while the visitor scrolls down (hiding-header.ts).
 *
 * The page inside stays where the server put it: it shows through the slot of the element's shadow
 * root (see fg-web-layout.ts), and the component renders nothing, so nothing of the page is moved,
 * re-slotted or re-created.
 */
import { useEffect, useState } from 'react';
import type { PartialUpdateStartDetail } from '../../core/events.ts';
import type { ComponentProps } from '../shared/component-props.ts';
import { watchHidingHeader } from './hiding-header.ts';
import {
  currentLayout,
  DEFAULT_DESKTOP_FROM,
  DEFAULT_TABLET_FROM,
  layoutQueries,
  type PageLayout,
} from './layout-of-width.ts';

export const LAYOUT_ATTRIBUTE = 'data-layout';

export interface WebLayoutProps {
  tabletFrom?: number;
  desktopFrom?: number;
  /** Id of the header that hides on scrolling down. */
  header?: string;
}

export function WebLayout(props: ComponentProps<WebLayoutProps>) {
  const { host, tabletFrom = DEFAULT_TABLET_FROM, desktopFrom = DEFAULT_DESKTOP_FROM, header } = props;
  const [layout, setLayout] = useState<PageLayout | null>(null);

  useEffect(() => {
    const queries = layoutQueries(tabletFrom, desktopFrom);
    const follow = () => setLayout(currentLayout(queries));
    follow();
    queries.tablet.addEventListener('change', follow);
    queries.desktop.addEventListener('change', follow);
    return () => {
      queries.tablet.removeEventListener('change', follow);
      queries.desktop.removeEventListener('change', follow);
    };
  }, [tabletFrom, desktopFrom]);

  useEffect(() => {
    if (!layout) return;
    const element = host.element;
    element.setAttribute(LAYOUT_ATTRIBUTE, layout);
    const addLayoutContext = (event: CustomEvent<PartialUpdateStartDetail>) => {
      event.detail.settings.layoutContext ??= layout;
    };
    element.addEventListener('fg:pu-start', addLayoutContext);
    return () => element.removeEventListener('fg:pu-start', addLayoutContext);
  }, [host, layout]);

  useEffect(() => {
    const headerElement = header ? document.getElementById(header) : null;
    if (!headerElement || !host.element.contains(headerElement)) return;
    return watchHidingHeader(host.element, headerElement);
  }, [host, header]);

  return null;
}
