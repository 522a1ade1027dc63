/** The primary subtag of a language tag, lower case: `cs-CZ` → `cs`, ` EN_us ` → `en`; '' for none. */
export function primaryLanguage(tag: string | null | undefined): string {
  return (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
}
