/**
 * The `goBack` web action (`<a href="/cs/katalog" data-action="goBack">`): history.back(), and
 * the link itself when nothing happened within GO_BACK_FALLBACK_MS (a page opened directly has no
 * history to go back to).
 */

import { navigateWithinOrigin } from '../../core/page-navigation.ts';
import { connectActions } from '../../toolkit/actions.ts';
import { GO_BACK_FALLBACK_MS } from './constants.ts';

export const GO_BACK_ACTION = 'goBack';

export function goBack(element: HTMLElement): void {
  const href = element.getAttribute('href');
  let left = false;
  const leave = (): void => {
    left = true;
  };
  window.addEventListener('popstate', leave);
  window.addEventListener('pagehide', leave);
  history.back();
  setTimeout(() => {
    window.removeEventListener('popstate', leave);
    window.removeEventListener('pagehide', leave);
    if (left || !href) return;
    if (navigateWithinOrigin(href) === null)
      console.error(`Go-back link not followed: ${href} is not on this site.`);
  }, GO_BACK_FALLBACK_MS);
}

export function connectGoBackAction(): void {
  connectActions({ [GO_BACK_ACTION]: goBack });
}
