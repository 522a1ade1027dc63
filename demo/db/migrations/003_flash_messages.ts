import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { generatedId } from '../dialect.ts';

/**
 * Flash messages: notices an action leaves in the visitor's session for the next page render
 * (after a redirect too). They follow the session row: gone with it, moved with it on sign-in.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('flash_messages')
    .addColumn('id', 'integer', generatedId(db))
    .addColumn('session_id', 'text', (c) =>
      c.notNull().references('sessions.id').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('success', 'info', 'error')`))
    .addColumn('text', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('flash_messages_session').on('flash_messages').column('session_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('flash_messages').execute();
}
