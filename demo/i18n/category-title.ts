import { isMessageKey, type Translate } from './translate.ts';

/** A category's shown name, from its slug: the catalogue's text, the slug itself when it lacks one. */
export function categoryTitle(t: Translate, slug: string): string {
  const key = `category.${slug}`;
  return isMessageKey(key) ? t(key) : slug;
}
