/** The consent configuration a CMS template writes as attributes of `<fg-cookie-consent>`. */
import {
  DEFAULT_ANALYTICS_COOKIES,
  DEFAULT_HIDE_CLASS,
  DEFAULT_MARKETING_COOKIES,
} from './consent-constants.ts';

/** What the consent logic reads from the element; the UI reads its own attributes (closable, combined ...). */
export interface ConsentConfig {
  analyticsContainer: string | null;
  marketingContainer: string | null;
  /** The one container loaded on every page when split containers are off. */
  container: string | null;
  /** Load the analytics and marketing containers separately, each after its consent. */
  splitContainers: boolean;
  /** The banner is a modal dialog: only the UI can show it so, even over a server-rendered banner. */
  modal: boolean;
  hideClass: string;
  /** No banner on pages where this selector matches (e.g. the cookie information page). */
  excludeSelector: string;
  analyticsCookies: string[];
  marketingCookies: string[];
}

/** HTML semantics: a present attribute is true unless it says "false". */
function flag(element: Element, name: string): boolean {
  const value = element.getAttribute(name);
  return value !== null && value.trim().toLowerCase() !== 'false';
}

function list(element: Element, name: string, fallback: string[]): string[] {
  const value = element.getAttribute(name);
  return value === null ? fallback : value.split(/[\s,]+/).filter((item) => item !== '');
}

export function readConsentConfig(element: Element): ConsentConfig {
  return {
    analyticsContainer: element.getAttribute('analytics-container'),
    marketingContainer: element.getAttribute('marketing-container'),
    container: element.getAttribute('container'),
    splitContainers: flag(element, 'split-containers'),
    modal: flag(element, 'modal'),
    hideClass: element.getAttribute('hide-class') || DEFAULT_HIDE_CLASS,
    excludeSelector: element.getAttribute('exclude-selector') ?? '',
    analyticsCookies: list(element, 'analytics-cookies', DEFAULT_ANALYTICS_COOKIES),
    marketingCookies: list(element, 'marketing-cookies', DEFAULT_MARKETING_COOKIES),
  };
}
