import type { Kysely } from 'kysely';

/** The periodic session sweep deletes by expiry every minute: an index keeps that from scanning every row. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_expires_at').execute();
}
