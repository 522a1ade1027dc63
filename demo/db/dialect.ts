import {
  type ColumnDataType,
  type ColumnDefinitionBuilder,
  type Expression,
  type ExpressionBuilder,
  type Kysely,
  PostgresAdapter,
  sql,
} from 'kysely';

/**
 * The two databases the demo runs on: SQLite (embedded, the default) and PostgreSQL (DATABASE_URL,
 * several instances on one database: docs/deploy.md). Queries are written once; the few places
 * where the two differ ask here.
 */
export type DialectName = 'sqlite' | 'postgres';

// biome-ignore lint/suspicious/noExplicitAny: any database schema (migrations see Kysely<unknown>)
export function dialectOf(db: Kysely<any>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/**
 * The generated integer key: SQLite's rowid alias, PostgreSQL's identity column. Both accept an
 * explicit id (the seed gives them), so PostgreSQL's sequence is moved past them afterwards
 * (`resetIdSequences`).
 */
// biome-ignore lint/suspicious/noExplicitAny: any database schema
export function generatedId(db: Kysely<any>): (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return dialectOf(db) === 'postgres'
    ? (column) => column.primaryKey().generatedByDefaultAsIdentity()
    : (column) => column.primaryKey().autoIncrement();
}

/** Milliseconds since the epoch pass 2^31: SQLite's integer is 64-bit already, PostgreSQL needs bigint. */
// biome-ignore lint/suspicious/noExplicitAny: any database schema
export function timestampType(db: Kysely<any>): ColumnDataType {
  return dialectOf(db) === 'postgres' ? 'bigint' : 'integer';
}

/** A double: SQLite's real is one, PostgreSQL's real is single precision. */
// biome-ignore lint/suspicious/noExplicitAny: any database schema
export function doubleType(db: Kysely<any>): ColumnDataType {
  return dialectOf(db) === 'postgres' ? 'double precision' : 'real';
}

/** The smaller of two values: SQLite's two-argument min(), PostgreSQL's least(). */
export function smallerOf<DB, TB extends keyof DB>(
  // biome-ignore lint/suspicious/noExplicitAny: any database schema
  db: Kysely<any>,
  eb: ExpressionBuilder<DB, TB>,
  a: Expression<number>,
  b: Expression<number>,
) {
  return eb.fn<number>(dialectOf(db) === 'postgres' ? 'least' : 'min', [a, b]);
}

/** Tables whose id is generated (`generatedId`). */
const TABLES_WITH_IDS = [
  'categories',
  'products',
  'users',
  'shopping_lists',
  'articles',
  'downloads',
  'stores',
  'flash_messages',
] as const;

/** After rows were inserted with explicit ids, PostgreSQL's sequences continue after the largest. */
// biome-ignore lint/suspicious/noExplicitAny: any database schema
export async function resetIdSequences(db: Kysely<any>): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  for (const table of TABLES_WITH_IDS) {
    await sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)`.execute(
      db,
    );
  }
}
