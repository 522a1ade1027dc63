/** Console messages of cookie consent (docs/consent.md). */

/** A tag container id that is missing or still the `!NOTSET!` placeholder. */
export function tagContainerNotSetMessage(kind: 'analytics' | 'marketing' | 'single'): string {
  const name = kind === 'analytics' ? 'Analytics tag' : kind === 'marketing' ? 'Marketing tag' : 'Tag';
  return `${name} container id is not set: no tag container loaded.`;
}

export const CONSENT_UI_LOAD_FAILED = 'The cookie consent interface could not be loaded.';
