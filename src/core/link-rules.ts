/**
 * Which links inside a partial-update container load as partial updates (docs/protocol.md). One
 * decision, testable alone.
 */
import { CONTAINER_SELECTOR, NO_PARTIAL_UPDATE_SELECTOR } from '../protocol/partial-update-markup.ts';
import { hasOwnSettings } from './settings.ts';

const EXCLUDED_HREF = /^\s*(#|javascript:|https?:|mailto:|tel:|\/\/)/i;

/** The container a link would update, or null when the link keeps its normal browser behaviour. */
export function containerForLink(
  link: HTMLAnchorElement,
  fileBrowserPrefix: string | null,
): HTMLElement | null {
  const href = link.getAttribute('href');
  if (href === null || href.trim() === '') return null;
  if (link.hasAttribute('target') || link.hasAttribute('download')) return null;
  if (hasOwnSettings(link)) return null;
  if (link.closest(NO_PARTIAL_UPDATE_SELECTOR)) return null;
  if (EXCLUDED_HREF.test(href)) return null;
  if (fileBrowserPrefix && href.trim().startsWith(fileBrowserPrefix)) return null;
  const container = link.closest<HTMLElement>(CONTAINER_SELECTOR);
  return container?.id ? container : null;
}

/** Clicks with a modifier or another button than the main one stay normal browser behaviour. */
export function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;
}
