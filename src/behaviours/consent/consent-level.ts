/** What a visitor's choice means as a consent level, and what a level allows (docs/consent.md). */
import {
  type BannerChoice,
  LEVEL_ALL,
  LEVEL_ANALYTICS,
  LEVEL_CLOSED,
  LEVEL_MARKETING,
  LEVEL_TECHNICAL,
} from '../../protocol/consent-markup.ts';

/** The ticks of the settings panel; `combined` is the single box for analytics and marketing together. */
export interface ConsentSelection {
  analytics: boolean;
  marketing: boolean;
  combined?: boolean;
}

/** Accept all, technical only, close the banner, or accept what is ticked. */
export type ConsentChoice = BannerChoice | ConsentSelection;

/** Optional consent categories; technical cookies are always allowed. */
export type ConsentCategory = 'analytics' | 'marketing';

export const CONSENT_CATEGORIES: readonly ConsentCategory[] = ['analytics', 'marketing'];

export function levelForChoice(choice: ConsentChoice): number {
  if (choice === 'all') return LEVEL_ALL;
  if (choice === 'technical') return LEVEL_TECHNICAL;
  if (choice === 'close') return LEVEL_CLOSED;
  if (choice.combined || (choice.analytics && choice.marketing)) return LEVEL_ALL;
  if (choice.analytics) return LEVEL_ANALYTICS;
  return choice.marketing ? LEVEL_MARKETING : LEVEL_TECHNICAL;
}

export function levelAllows(level: number, category: ConsentCategory): boolean {
  return level === LEVEL_ALL || level === (category === 'analytics' ? LEVEL_ANALYTICS : LEVEL_MARKETING);
}
