import { type CategoryNode, everyCategory } from '../../db/queries/catalogue.ts';

/** The kinds of product the demo draws, one drawing each (the files of this folder). */
export const PRODUCT_KINDS = [
  'ceiling-lamp',
  'table-lamp',
  'dining-chair',
  'office-chair',
  'dining-table',
  'coffee-table',
  'wall-shelf',
  'bookcase',
  'cushion',
  'rug',
  'cookware',
  'tableware',
] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** The kind each sub-category of demo/db/catalogue.ts holds. */
const KIND_OF_SUBCATEGORY: Readonly<Record<string, ProductKind>> = {
  'ceiling-lamps': 'ceiling-lamp',
  'table-lamps': 'table-lamp',
  'dining-chairs': 'dining-chair',
  'office-chairs': 'office-chair',
  'dining-tables': 'dining-table',
  'coffee-tables': 'coffee-table',
  'wall-shelves': 'wall-shelf',
  bookcases: 'bookcase',
  cushions: 'cushion',
  rugs: 'rug',
  cookware: 'cookware',
  tableware: 'tableware',
};

/** The kinds of a top category, for a product placed in no sub-category (a shop seeded before the tree). */
const KINDS_OF_CATEGORY: Readonly<Record<string, readonly ProductKind[]>> = {
  lamps: ['ceiling-lamp', 'table-lamp'],
  chairs: ['dining-chair', 'office-chair'],
  tables: ['dining-table', 'coffee-table'],
  shelves: ['wall-shelf', 'bookcase'],
  textiles: ['cushion', 'rug'],
  kitchen: ['cookware', 'tableware'],
};

/** A word in a product's name that says its kind outright (a name a shop gave, not the demo's model names). */
const KIND_IN_NAME: readonly (readonly [RegExp, ProductKind])[] = [
  [/\b(pendant|ceiling)\b/i, 'ceiling-lamp'],
  [/\b(rug|carpet)\b/i, 'rug'],
  [/\bcushion\b/i, 'cushion'],
  [/\bbookcase\b/i, 'bookcase'],
];

function slugOf(tree: readonly CategoryNode[], id: number | null): string | undefined {
  return everyCategory(tree).find((category) => category.id === id)?.slug;
}

/**
 * What a product is, for drawing it: its sub-category says so; a word of its name decides between
 * the kinds of its top category when it has no sub-category; otherwise its id does, in turn.
 */
export function productKind(
  product: {
    readonly id: number;
    readonly name: string;
    readonly category_id: number;
    readonly subcategory_id: number | null;
  },
  tree: readonly CategoryNode[],
): ProductKind {
  const bySubcategory = KIND_OF_SUBCATEGORY[slugOf(tree, product.subcategory_id) ?? ''];
  if (bySubcategory) return bySubcategory;
  const kinds = KINDS_OF_CATEGORY[slugOf(tree, product.category_id) ?? ''] ?? PRODUCT_KINDS;
  const named = KIND_IN_NAME.find(([word, kind]) => kinds.includes(kind) && word.test(product.name));
  return named ? named[1] : kinds[product.id % kinds.length]!;
}
