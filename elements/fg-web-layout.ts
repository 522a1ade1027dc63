/**
 * `<fg-web-layout id tablet-from desktop-from header>` around the whole page: reflects the current
 * layout (`phone`, `tablet`, `desktop`) as `data-layout`, sends it as the layout context of the
 * partial updates inside it, and hides the `header` while the visitor scrolls down
 * (`data-header-hidden`). The page stays in the light DOM; the element's shadow root holds a slot
 * only. See src/components/WebLayout.
 *
 * @attr {number} tablet-from - Width (CSS px) from which the layout is `tablet` (default 768).
 * @attr {number} desktop-from - Width (CSS px) from which the layout is `desktop` (default 1024).
 * @attr header - Id of the header that hides on scrolling down and returns on scrolling up.
 */
import { WebLayout, type WebLayoutProps } from '../src/components/WebLayout/WebLayout.tsx';
import { defineReactElement, type ReactElement } from './define-react-element.ts';

/**
 * The page is the server's: a shadow root with a slot shows it without moving a node of it. The
 * slot is there before the component's first render (React commits a task later, and a shadow
 * root without a slot would show nothing meanwhile); React's own slot takes its place in the same
 * commit. A shadow root the server declared (`<template shadowrootmode="open">`) is kept.
 */
function showPageThroughSlot(element: HTMLElement): Partial<WebLayoutProps> {
  // The element base attaches the (empty) shadow root when the element is made.
  const root = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  if (!root.hasChildNodes()) root.append(document.createElement('slot'));
  return {};
}

export default defineReactElement<WebLayoutProps>('fg-web-layout', WebLayout, {
  props: { tabletFrom: 'number', desktopFrom: 'number', header: 'string' },
  readServerMarkup: showPageThroughSlot,
  shadow: 'open',
});

declare global {
  interface HTMLElementTagNameMap {
    'fg-web-layout': ReactElement;
  }
}
