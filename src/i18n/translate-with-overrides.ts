/**
 * An element's text: the shop's own text for the key (its `messages` attribute, used as written),
 * else the catalogue's in the element's language (translate.ts).
 */
import type { Catalogue } from './catalogue.ts';
import { translate } from './translate.ts';

/** An element's text function: a catalogue key and its parameters to the text shown. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

export function translateWithOverrides(
  lang: string,
  messages: Catalogue | undefined,
  key: string,
  params?: Record<string, string | number>,
): string {
  const override = messages?.[key];
  return override !== undefined ? override : translate(lang, key, params);
}

/** The `messages` attribute's value when it is an object of texts; anything else is no override. */
export function messagesOrNone(value: unknown): Catalogue | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Catalogue) : undefined;
}
