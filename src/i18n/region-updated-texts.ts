/**
 * What the screen reader hears after a partial update (through the one polite live region):
 * "content updated" in the ten shop languages, cs for any other. Kept apart from the component
 * catalogues because the engine in the main bundle needs only this text.
 */
import { primaryLanguage } from './primary-language.ts';

const REGION_UPDATED: Readonly<Record<string, string>> = {
  cs: 'Obsah byl aktualizován',
  en: 'Content updated',
  de: 'Inhalt aktualisiert',
  sk: 'Obsah bol aktualizovaný',
  ru: 'Содержимое обновлено',
  es: 'Contenido actualizado',
  hu: 'A tartalom frissült',
  pl: 'Treść została zaktualizowana',
  fr: 'Contenu mis à jour',
  it: 'Contenuto aggiornato',
};

export function regionUpdatedText(lang: string | null | undefined): string {
  const primary = primaryLanguage(lang);
  return REGION_UPDATED[primary] ?? (REGION_UPDATED.cs as string);
}
