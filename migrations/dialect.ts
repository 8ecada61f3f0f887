import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely'

// The only places where the DDL differs between SQLite and PostgreSQL. Frozen like the migrations
// that use it: change nothing here that an applied migration relies on; add new helpers instead.

function isPostgres(db: Kysely<unknown>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter
}

/** Column types: instants are ISO 8601 text on SQLite and timestamptz on PostgreSQL; Warsaw dates are 'YYYY-MM-DD' text or date. */
export function columnTypes(db: Kysely<unknown>) {
  const pg = isPostgres(db)
  return {
    instant: pg ? ('timestamptz' as const) : ('text' as const),
    date: pg ? ('date' as const) : ('text' as const),
  }
}

/** An integer primary key numbered by the database: AUTOINCREMENT on SQLite, an identity column on PostgreSQL. */
export function autoId(db: Kysely<unknown>) {
  const pg = isPostgres(db)
  return (c: ColumnDefinitionBuilder) =>
    pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()
}
