import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import {
  type Dialect,
  Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresDialect,
  SqliteDialect,
} from 'kysely';
import pg from 'pg';
import * as initial from './migrations/001_initial.ts';
import * as deliveryAddresses from './migrations/002_delivery_addresses.ts';
import * as flashMessages from './migrations/003_flash_messages.ts';
import * as sessionExpiryIndex from './migrations/004_session_expiry_index.ts';
import * as productImages from './migrations/005_product_images.ts';
import * as categoryTree from './migrations/006_category_tree.ts';
import * as storeCoordinates from './migrations/007_store_coordinates.ts';
import * as attemptCounters from './migrations/008_attempt_counters.ts';
import * as sessionOpenedBy from './migrations/009_session_opened_by.ts';
import type { Database } from './schema.ts';
import { seedDatabase } from './seed.ts';
import { withStatementCache } from './statement-cache.ts';

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
      '008_attempt_counters': attemptCounters,
      '009_session_opened_by': sessionOpenedBy,
    };
  },
};

/** Where the shop's data is: a SQLite file (or `:memory:`), or a PostgreSQL `postgres://` URL. */
export type DatabaseLocation = string;

/** Whether the location names a PostgreSQL database rather than a SQLite file. */
export function isPostgresUrl(location: DatabaseLocation): boolean {
  return /^postgres(ql)?:\/\//.test(location);
}

/** Connections per instance: a few requests' queries at once, and room for several instances. */
const POSTGRES_POOL_SIZE = 10;

/**
 * PostgreSQL answers bigint (the timestamps, count(*)) and numeric (sum) as strings, so that no
 * precision is lost; the shop's values are far below 2^53, so they are read as numbers, as SQLite
 * gives them.
 */
const postgresTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC) return Number;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

function dialectFor(location: DatabaseLocation): Dialect {
  if (isPostgresUrl(location)) {
    const pool = new pg.Pool({ connectionString: location, max: POSTGRES_POOL_SIZE, types: postgresTypes });
    // An idle connection the server ends (a restart, a terminated backend) is dropped from the pool
    // and replaced by the next query; unhandled, its error would end the process.
    pool.on('error', (error) => console.error(`PostgreSQL connection closed: ${error.message}`));
    return new PostgresDialect({ pool });
  }
  if (location !== ':memory:') mkdirSync(dirname(location), { recursive: true });
  const sqlite = new SQLite(location);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  return new SqliteDialect({ database: withStatementCache(sqlite) });
}

/**
 * Open (creating if needed) the shop database, bring it to the latest schema and seed it when
 * empty. On PostgreSQL several instances may start at once: the migrator and the seed take locks.
 */
export async function openDatabase(location: DatabaseLocation): Promise<Kysely<Database>> {
  const db = new Kysely<Database>({ dialect: dialectFor(location) });
  const { error, results } = await new Migrator({ db, provider: migrationProvider }).migrateToLatest();
  if (error) {
    await db.destroy();
    throw error instanceof Error ? error : new Error(String(error));
  }
  const failed = results?.find((result) => result.status === 'Error');
  if (failed) {
    await db.destroy();
    throw new Error(`Migration ${failed.migrationName} failed`);
  }
  const seeded = await db.selectFrom('categories').select('id').limit(1).executeTakeFirst();
  if (!seeded) await seedDatabase(db);
  return db;
}
