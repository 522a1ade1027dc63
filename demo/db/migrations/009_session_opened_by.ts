import type { Kysely } from 'kysely';

/**
 * `opened_by`: a digest of the CSRF secret whose request opened an anonymous session, unique, so
 * that a new visitor's simultaneous first requests (no session cookie yet, the same secret) open
 * one session between them (demo/server/session.ts). NULL once the session is signed in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('opened_by', 'text').execute();
  await db.schema.createIndex('sessions_opened_by').on('sessions').column('opened_by').unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('sessions_opened_by').execute();
  await db.schema.alterTable('sessions').dropColumn('opened_by').execute();
}
