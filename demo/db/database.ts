import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { Kysely, type Migration, type MigrationProvider, Migrator, SqliteDialect } from 'kysely';
import * as initial from './migrations/001_initial.ts';
import * as deliveryAddresses from './migrations/002_delivery_addresses.ts';
import * as flashMessages from './migrations/003_flash_messages.ts';
import * as sessionExpiryIndex from './migrations/004_session_expiry_index.ts';
import * as productImages from './migrations/005_product_images.ts';
import * as categoryTree from './migrations/006_category_tree.ts';
import * as storeCoordinates from './migrations/007_store_coordinates.ts';
import type { Database } from './schema.ts';
import { seedDatabase } from './seed.ts';

export const DEFAULT_DATABASE_PATH = resolve(dirname(fileURLToPath(import.meta.url)), '../data/shop.sqlite');

/** Migrations listed in code: no directory scanning, and the bundle order is explicit. */
const migrationProvider: MigrationProvider = {
  async getMigrations(): Promise<Record<string, Migration>> {
    return {
      '001_initial': initial,
      '002_delivery_addresses': deliveryAddresses,
      '003_flash_messages': flashMessages,
      '004_session_expiry_index': sessionExpiryIndex,
      '005_product_images': productImages,
      '006_category_tree': categoryTree,
      '007_store_coordinates': storeCoordinates,
    };
  },
};

/** Open (creating if needed) the shop database, bring it to the latest schema and seed it when empty. */
export async function openDatabase(databasePath: string): Promise<Kysely<Database>> {
  if (databasePath !== ':memory:') mkdirSync(dirname(databasePath), { recursive: true });
  const sqlite = new SQLite(databasePath);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
  const failed = results?.find((result) => result.status === 'Error');
  if (failed) throw new Error(`Migration ${failed.migrationName} failed`);
  const seeded = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  if (!seeded) await seedDatabase(db);
  return db;
}
