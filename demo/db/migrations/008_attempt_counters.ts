import type { Kysely } from 'kysely';
import { timestampType } from '../dialect.ts';

/**
 * Attempt counters kept in the database, so that instances sharing it count one visitor's logins,
 * registrations and validation calls together (demo/server/database-attempt-limiter.ts). One row
 * per counter and key: the count of the current window and when it ends.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('attempt_counters')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', timestampType(db), (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('attempt_counters_window_ends_at')
    .on('attempt_counters')
    .column('window_ends_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('attempt_counters').execute();
}
