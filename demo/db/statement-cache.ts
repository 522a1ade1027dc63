import type SQLite from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** How many prepared statements are kept: the shop's queries are a few dozen distinct texts. */
export const STATEMENT_CACHE_SIZE = 200;

/** Statements worth keeping: the data queries, not the schema changes of the migrations. */
const CACHEABLE = /^\s*(?:select|insert|update|delete|with)\b/i;

/**
 * The SQLite database as Kysely sees it, with each query text prepared once and its statement
 * reused: Kysely prepares every query it runs, and preparing costs more than running the shop's
 * small queries. The oldest statement goes when the cache is full; a statement still iterating (a
 * streamed query) is not handed out again, a fresh one is prepared instead.
 */
export function withStatementCache(sqlite: SQLite.Database, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(sql) {
      const kept = statements.get(sql);
      if (kept && !kept.busy) return kept;
      const statement = sqlite.prepare(sql);
      if (kept || !CACHEABLE.test(sql)) return statement;
      if (statements.size >= size) statements.delete(statements.keys().next().value as string);
      statements.set(sql, statement);
      return statement;
    },
  };
}
