/**
 * The language of an element's texts: its own `lang` attribute (or the nearest ancestor's, which
 * includes `<html lang>`), then cs. Only languages with a catalogue are returned.
 */
import { normalizeLang } from './translate.ts';

export function resolveLang(element: Element): string {
  const declared = element.closest('[lang]')?.getAttribute('lang') ?? document.documentElement.lang;
  return normalizeLang(declared);
}
