import { type Kysely, sql } from 'kysely';
import {
  ACTION_COUNT,
  CATEGORY_SLUGS,
  DEMO_USERS,
  DOWNLOAD_SECTIONS,
  NEWS_COUNT,
  NEWS_TEMPLATE_COUNT,
  PRODUCT_COUNT,
} from './catalogue.ts';
import { plantCategoryTree } from './category-tree.ts';
import { dialectOf, resetIdSequences } from './dialect.ts';
import { SEEDED_STORE_POSITIONS } from './migrations/007_store_coordinates.ts';
import { productImageRows } from './product-images.ts';
import { between, createRandom, pick } from './random.ts';
import type { Database } from './schema.ts';

const MODEL_NAMES = [
  'Aurora',
  'Borealis',
  'Cascade',
  'Delta',
  'Ember',
  'Fjord',
  'Granite',
  'Harbor',
  'Iris',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Meridian',
  'Nimbus',
  'Orbit',
  'Pebble',
  'Quarry',
  'Ridge',
  'Sierra',
  'Tundra',
] as const;

const SEED = 20260101;
const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2026, 0, 1);

function isoDay(offsetDays: number): string {
  return new Date(FIRST_DAY + offsetDays * DAY_MS).toISOString().slice(0, 10);
}

function parametersFor(slug: string, random: () => number): [string, string][] {
  const parameters: [string, string][] = [
    ['width', `${between(random, 3, 18) * 10} cm`],
    ['height', `${between(random, 2, 20) * 10} cm`],
    ['weight', `${(between(random, 5, 250) / 10).toFixed(1)} kg`],
    ['warranty', `${pick(random, [24, 24, 24, 36, 60])}`],
  ];
  if (slug === 'lamps' || slug === 'kitchen') {
    parameters.push(['power', `${between(random, 1, 40) * 5} W`]);
    parameters.push(['energyClass', pick(random, ['A', 'B', 'C', 'D'])]);
  }
  return parameters;
}

/** Any number the instances sharing a PostgreSQL database agree on: the lock that lets one of them seed. */
const SEED_LOCK = 20260101;

/**
 * Fill an empty database with the demo shop; deterministic. Several instances starting together on
 * one PostgreSQL database take turns, and only the first finds it empty.
 */
export async function seedDatabase(db: Kysely<Database>): Promise<void> {
  const random = createRandom(SEED);
  await db.transaction().execute(async (trx) => {
    if (dialectOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
    const seeded = await trx.selectFrom('categories').select('id').limit(1).executeTakeFirst();
    if (seeded) return;
    await trx
      .insertInto('categories')
      .values(CATEGORY_SLUGS.map((slug, index) => ({ id: index + 1, slug, position: index })))
      .execute();
    // The sub-categories that follow take generated ids after the explicit ones.
    await resetIdSequences(trx);
    const products = Array.from({ length: PRODUCT_COUNT }, (_, index) => {
      const categoryIndex = index % CATEGORY_SLUGS.length;
      const model = MODEL_NAMES[Math.floor(index / CATEGORY_SLUGS.length) % MODEL_NAMES.length]!;
      return {
        id: index + 1,
        category_id: categoryIndex + 1,
        code: `SF-${String(index + 1).padStart(4, '0')}`,
        name: `${model} ${between(random, 1, 9) * 100 + between(random, 0, 9) * 10}`,
        price_cents: between(random, 9, 499) * 100 + pick(random, [0, 50, 90, 99]),
        stock: pick(random, [0, 3, 12, 25, 40, 100]),
        image_count: between(random, 2, 4),
        hue: between(random, 0, 359),
        popularity: between(random, 1, 1000),
      };
    });
    await trx.insertInto('products').values(products).execute();
    await plantCategoryTree(trx);
    const parameterRows = products.flatMap((product) =>
      parametersFor(CATEGORY_SLUGS[product.category_id - 1]!, random).map(([parameter, value], position) => ({
        product_id: product.id,
        parameter,
        value,
        position,
      })),
    );
    await trx.insertInto('product_parameters').values(parameterRows).execute();
    await trx
      .insertInto('product_images')
      .values(productImageRows(products.map((product) => product.id)))
      .execute();
    await trx
      .insertInto('users')
      .values(
        DEMO_USERS.map((user, index) => ({
          id: index + 1,
          email: user.email,
          name: user.name,
          password_hash: user.passwordHash,
          created_at: FIRST_DAY,
        })),
      )
      .execute();
    await trx
      .insertInto('shopping_lists')
      .values({ id: 1, user_id: 1, name: 'Obývák', created_at: FIRST_DAY })
      .execute();
    await trx
      .insertInto('shopping_list_items')
      .values(
        [1, 8, 15].map((productId) => ({
          list_id: 1,
          product_id: productId,
          quantity: 1,
          added_at: FIRST_DAY,
        })),
      )
      .execute();
    const news = Array.from({ length: NEWS_COUNT }, (_, index) => ({
      kind: 'news' as const,
      template: index % NEWS_TEMPLATE_COUNT,
      product_id: between(random, 1, PRODUCT_COUNT),
      discount_percent: 0,
      published_on: isoDay(-index * 3),
      valid_until: null,
    }));
    const actions = Array.from({ length: ACTION_COUNT }, (_, index) => ({
      kind: 'action' as const,
      template: 0,
      product_id: between(random, 1, PRODUCT_COUNT),
      discount_percent: pick(random, [10, 15, 20, 25, 30, 40]),
      published_on: isoDay(-index * 5),
      valid_until: isoDay(30 - index * 2),
    }));
    await trx
      .insertInto('articles')
      .values([...news, ...actions])
      .execute();
    const downloads = DOWNLOAD_SECTIONS.flatMap((section, sectionIndex) =>
      Array.from({ length: 3 + sectionIndex }, (_, position) => ({
        section,
        name: `${section}-${String(position + 1).padStart(2, '0')}.txt`,
        size_bytes: between(random, 2, 900) * 1024,
        position,
      })),
    );
    await trx.insertInto('downloads').values(downloads).execute();
    await trx
      .insertInto('stores')
      .values(
        [
          { city: 'Praha', street: 'Václavské náměstí 12', opening: '9:00–20:00' },
          { city: 'Brno', street: 'Masarykova 4', opening: '9:00–19:00' },
          { city: 'Bratislava', street: 'Obchodná 21', opening: '9:00–19:00' },
          { city: 'Wien', street: 'Mariahilfer Straße 80', opening: '9:30–19:30' },
        ].map((store) => {
          const [latitude, longitude] = SEEDED_STORE_POSITIONS[store.city] ?? [null, null];
          return { ...store, latitude, longitude };
        }),
      )
      .execute();
    await resetIdSequences(trx);
  });
}
