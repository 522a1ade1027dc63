import type { Language } from './languages.ts';
import { LOCALES } from './languages.ts';
import { cs } from './messages/cs.ts';
import { de } from './messages/de.ts';
import { en, type MessageKey, type Messages } from './messages/en.ts';
import { es } from './messages/es.ts';
import { fr } from './messages/fr.ts';
import { hu } from './messages/hu.ts';
import { it } from './messages/it.ts';
import { pl } from './messages/pl.ts';
import { ru } from './messages/ru.ts';
import { sk } from './messages/sk.ts';

export type { MessageKey };

const CATALOGUES: Record<Language, Messages> = { cs, en, de, sk, ru, es, hu, pl, fr, it };

export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

/** A translator bound to one language; `{name}` placeholders are filled from values (plain text). */
export function translator(language: Language): Translate {
  const messages = CATALOGUES[language];
  return (key, values) => {
    const text = messages[key];
    if (!values) return text;
    return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
      name in values ? String(values[name]) : whole,
    );
  };
}

/** Whether a dynamic key (built from data, e.g. a category slug) exists in the catalogues. */
export function isMessageKey(key: string): key is MessageKey {
  return key in en;
}

// Building an Intl formatter costs far more than formatting with it: one per language, kept.
const priceFormats = new Map<Language, Intl.NumberFormat>();
const dateFormats = new Map<Language, Intl.DateTimeFormat>();

export function formatPrice(language: Language, cents: number): string {
  let format = priceFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { style: 'currency', currency: 'EUR' });
    priceFormats.set(language, format);
  }
  return format.format(cents / 100);
}

export function formatDate(language: Language, isoDate: string): string {
  let format = dateFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], { dateStyle: 'long', timeZone: 'UTC' });
    dateFormats.set(language, format);
  }
  return format.format(new Date(isoDate));
}
