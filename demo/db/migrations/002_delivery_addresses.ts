import type { Kysely } from 'kysely';
import { timestampType } from '../dialect.ts';

/**
 * The delivery address of the checkout, one per session (the basket belongs to the session too).
 * It follows the session when a login renames it, and goes with it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('delivery_addresses')
    .addColumn('session_id', 'text', (c) =>
      c.primaryKey().references('sessions.id').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('postal_code', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('updated_at', timestampType(db), (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('delivery_addresses').execute();
}
