/**
 * Full-page navigation, behind one object so that tests can stub it (a real reload ends a test run).
 * The library goes to an address only through `navigateWithinOrigin`: resolved once against the
 * document base (as the browser would), refused unless it is on this page's origin, and the browser
 * is handed that very URL — so a `<base href>` of another host cannot turn a checked path foreign.
 */
import { sameOriginUrl } from './same-origin.ts';

export const pageNavigation = {
  assign(url: string): void {
    location.assign(url);
  },
  replace(url: string): void {
    location.replace(url);
  },
  reload(): void {
    location.reload();
  },
};

/** Goes to the address when it is on this origin; returns the URL gone to, or null when refused. */
export function navigateWithinOrigin(address: string): URL | null {
  const url = sameOriginUrl(address);
  if (url !== null) pageNavigation.assign(url.href);
  return url;
}
