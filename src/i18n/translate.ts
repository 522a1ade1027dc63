/**
 * translate(lang, key, params): a text of the component catalogues. A language without a catalogue
 * falls back to cs (the default); a key missing from the catalogue renders as `!!!key!!!`
 * (docs/elements.md), so a missing translation is visible on the page instead of silently in Czech.
 */

import type { Catalogue } from './catalogue.ts';
import { catalogues, DEFAULT_LANG } from './catalogues/index.ts';
import { primaryLanguage } from './primary-language.ts';

export function translate(lang: string, key: string, params?: Record<string, string | number>): string {
  const text = lookUp(catalogues[normalizeLang(lang)], key);
  if (text === undefined) return `!!!${key}!!!`;
  return params ? interpolate(text, params) : text;
}

function lookUp(catalogue: Catalogue | undefined, key: string): string | undefined {
  return catalogue && Object.hasOwn(catalogue, key) ? catalogue[key] : undefined;
}

/** `cs-CZ` → `cs`; languages without a catalogue fall back to the default. */
export function normalizeLang(lang: string | null | undefined): string {
  const primary = primaryLanguage(lang);
  return Object.hasOwn(catalogues, primary) ? primary : DEFAULT_LANG;
}

/** Replaces `{name}` placeholders; unknown placeholders stay as written. */
function interpolate(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}
