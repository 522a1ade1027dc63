/** When the cookie banner shows (docs/consent.md). */
import { LEVEL_CLOSED } from '../../protocol/consent-markup.ts';

export interface BannerContext {
  level: number;
  /** The hide class is on <html> or <body>. */
  hideClassPresent: boolean;
  /** The excluded selector matches something in the page. */
  excludedPresent: boolean;
  cookiesEnabled: boolean;
}

/** Skipped without cookies or on an excluded page; otherwise shown until a level above 1 is stored. */
export function shouldShowBanner(context: BannerContext): boolean {
  if (!context.cookiesEnabled || context.excludedPresent) return false;
  return context.level <= LEVEL_CLOSED && !context.hideClassPresent;
}

export function bannerContext(
  doc: Document,
  level: number,
  hideClass: string,
  excludeSelector: string,
  cookiesEnabled: boolean,
): BannerContext {
  let excludedPresent = false;
  try {
    excludedPresent = excludeSelector !== '' && doc.querySelector(excludeSelector) !== null;
  } catch {
    console.error(`Invalid exclude-selector on the cookie consent element: ${excludeSelector}`);
  }
  const hasClass = (element: Element | null) => element?.classList.contains(hideClass) ?? false;
  return {
    level,
    hideClassPresent: hasClass(doc.documentElement) || hasClass(doc.body),
    excludedPresent,
    cookiesEnabled,
  };
}
