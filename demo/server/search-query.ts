import { type CategoryNode, everyCategory, type ProductSearch } from '../db/queries/catalogue.ts';
import { categoryTitle } from '../i18n/category-title.ts';
import type { Language } from '../i18n/languages.ts';
import type { Translate } from '../i18n/translate.ts';

/**
 * What a shopper's search text looks for: products whose name or code holds it, and the products
 * of every category whose name in the shopper's language holds it — "lamp" finds the lamps, whose
 * names are models ("Aurora 120"), through Lamps, Ceiling lamps and Table lamps. A category's name
 * is compared without letter case and accents, as shoppers type: "lamp" finds the Lámparas,
 * "kuchyne" the Kuchyně.
 */
export function searchQuery(
  text: string,
  tree: readonly CategoryNode[],
  t: Translate,
  lang: Language,
): ProductSearch {
  const wanted = folded(text, lang);
  const named = wanted
    ? everyCategory(tree).filter((category) => folded(categoryTitle(t, category.slug), lang).includes(wanted))
    : [];
  return { text, categoryIds: named.map((category) => category.id) };
}

/** Lower case by the language's rules, without accents (a letter's combining marks). */
function folded(text: string, lang: Language): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase(lang);
}
