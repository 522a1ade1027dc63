import type { Kysely } from 'kysely';
import {
  type CategoryNode,
  categoryPriceRange,
  everyCategory,
  listCategoryProducts,
  listCategoryTree,
  type ProductFilter,
} from '../db/queries/catalogue.ts';
import type { Category, Database, Product } from '../db/schema.ts';

/**
 * How long the cached catalogue is trusted: the shop changes no category or price while it runs
 * (the catalogue is written by the seed and the migrations, before it serves), so this only bounds
 * how long a change made to the database from outside (an import, a hand edit, another instance's
 * deploy) takes to show.
 */
export const CATALOGUE_CACHE_TTL_MS = 60_000;

/**
 * How many pieces one reading keeps (listing windows, rendered category trees and listings): the
 * parameters a page reads choose the keys (a price filter is any number), so past this many the
 * piece read longest ago goes. Parameters a page does not read are never part of a key.
 */
export const CATALOGUE_KEPT_LIMIT = 2000;

type PriceRange = Awaited<ReturnType<typeof categoryPriceRange>>;

/** One reading of the catalogue; dropped whole when it expires or is invalidated. */
interface Snapshot {
  readonly loadedAt: number;
  readonly tree: Promise<{ tree: CategoryNode[]; bySlug: Map<string, Category> }>;
  readonly priceRanges: Map<number, Promise<PriceRange>>;
  readonly kept: Map<string, unknown>;
}

function bySlug(tree: readonly CategoryNode[]): Map<string, Category> {
  return new Map(everyCategory(tree).map((category) => [category.slug, category]));
}

/**
 * What every visitor sees alike and only the catalogue changes — the category tree, a category by
 * its slug, a category's price range — read once and shared by the requests (docs/demo.md,
 * "Caching"). Nothing of a visitor (session, basket, lists) is kept here. `invalidate()` drops it
 * at once: whatever writes categories or prices calls it.
 */
export class CatalogueCache {
  #snapshot: Snapshot | undefined;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
    private readonly ttlMs = CATALOGUE_CACHE_TTL_MS,
  ) {}

  #current(): Snapshot {
    const now = this.now();
    const kept = this.#snapshot;
    if (kept && now - kept.loadedAt < this.ttlMs) return kept;
    const tree = listCategoryTree(this.db).then((nodes) => ({ tree: nodes, bySlug: bySlug(nodes) }));
    const snapshot: Snapshot = { loadedAt: now, tree, priceRanges: new Map(), kept: new Map() };
    this.#snapshot = snapshot;
    // A failed read is not kept: the next request reads again.
    tree.catch(() => {
      if (this.#snapshot === snapshot) this.#snapshot = undefined;
    });
    return snapshot;
  }

  /** Every category as a tree (top categories in order, each with its sub-categories). */
  async tree(): Promise<readonly CategoryNode[]> {
    return (await this.#current().tree).tree;
  }

  async category(slug: string): Promise<Category | undefined> {
    return (await this.#current().tree).bySlug.get(slug);
  }

  /** The lowest and highest price in the category; null when it is empty. */
  priceRange(category: Category): Promise<PriceRange> {
    const { priceRanges } = this.#current();
    let range = priceRanges.get(category.id);
    if (!range) {
      range = categoryPriceRange(this.db, category);
      priceRanges.set(category.id, range);
      range.catch(() => priceRanges.delete(category.id));
    }
    return range;
  }

  /**
   * What `make` gives, made once per reading of the catalogue and `key`: for a piece made from the
   * catalogue alone (and the key), such as a rendered category tree. Never anything of a visitor.
   */
  kept<T>(key: string, make: () => T): T {
    const { kept } = this.#current();
    if (kept.has(key)) {
      // Read again: now the newest, so pages in use stay while addresses read once go first.
      const value = kept.get(key) as T;
      kept.delete(key);
      kept.set(key, value);
      return value;
    }
    const value = make();
    if (kept.size >= CATALOGUE_KEPT_LIMIT) kept.delete(kept.keys().next().value as string);
    kept.set(key, value);
    return value;
  }

  /**
   * One window of a category's listing and the listing's total. A window depends on the catalogue
   * and the address alone (category, price filter, sort, page), never on the visitor.
   */
  listing(
    category: Category,
    filter: ProductFilter,
    offset: number,
    limit: number,
  ): Promise<{ products: Product[]; total: number }> {
    const key = `listing ${category.id} ${filter.minCents} ${filter.maxCents} ${filter.sort} ${offset} ${limit}`;
    const { kept } = this.#current();
    return this.kept(key, () => {
      const read = listCategoryProducts(this.db, category, filter, offset, limit);
      // A failed read is not kept.
      read.catch(() => kept.delete(key));
      return read;
    });
  }

  /** The keys of the pieces the current reading keeps, least recently read first (tests and diagnostics). */
  keptKeys(): readonly string[] {
    return [...(this.#snapshot?.kept.keys() ?? [])];
  }

  /** Forget everything read: the next request reads the catalogue again. */
  invalidate(): void {
    this.#snapshot = undefined;
  }
}
