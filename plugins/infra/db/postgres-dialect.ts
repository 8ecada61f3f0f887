/**
 * PostgreSQL as this server uses it: a site's tables live in ONE schema, the one the connection's
 * search_path names (`public` in production; a schema per test app in the test suites, which run
 * side by side in one database). Kysely's dialect is kept, with two pieces narrowed to that schema:
 *
 * - Introspection (the migrator asks it whether its own tables exist). Kysely's reads the columns of
 *   every schema, calling pg_get_serial_sequence on each; when another schema is created or dropped
 *   meanwhile that call fails ("schema t_… does not exist", "column … does not exist"), and the
 *   query grows with the number of schemas.
 * - The migration lock. Kysely's is one advisory lock for the whole database; this one is keyed by
 *   the schema, so instances of one site still apply each migration exactly once, and sites in other
 *   schemas do not queue behind each other.
 */
import {
  type DatabaseIntrospector,
  type DatabaseMetadata,
  type DatabaseMetadataOptions,
  type Kysely,
  PostgresAdapter,
  PostgresDialect,
  PostgresIntrospector,
  type SchemaMetadata,
  sql,
  type TableMetadata,
} from 'kysely'

/** Long enough for any migration, so that a second instance waits instead of failing. */
const LOCK_TIMEOUT_MS = 60 * 60 * 1000
const lockKey = sql`hashtext('sakana-migrations:' || current_schema())`

class SchemaLockAdapter extends PostgresAdapter {
  override async acquireMigrationLock(db: Kysely<unknown>): Promise<void> {
    // As Kysely's: the timeout is set for this statement only, then the lock is taken.
    await sql`
      with set_timeout as (select set_config('lock_timeout', ${String(LOCK_TIMEOUT_MS)}, true) as value)
      select pg_advisory_lock(${lockKey}) from set_timeout`.execute(db)
  }

  override async releaseMigrationLock(db: Kysely<unknown>): Promise<void> {
    await sql`select pg_advisory_unlock(${lockKey})`.execute(db)
  }
}

interface ColumnRow {
  table: string
  table_type: string
  schema: string
  column: string
  not_null: boolean
  has_default: boolean
  type: string
  type_schema: string
  column_description: string | null
  auto_incrementing: string | null
}

class SchemaIntrospector implements DatabaseIntrospector {
  readonly #db: Kysely<unknown>
  readonly #all: PostgresIntrospector

  constructor(db: Kysely<unknown>) {
    this.#db = db
    this.#all = new PostgresIntrospector(db)
  }

  getSchemas(): Promise<SchemaMetadata[]> {
    return this.#all.getSchemas()
  }

  /** The tables and views of the connection's schema (the migrator's own included when asked). */
  async getTables(
    options: DatabaseMetadataOptions = { withInternalKyselyTables: false },
  ): Promise<TableMetadata[]> {
    const { rows } = await sql<ColumnRow>`
      select c.relname as table, c.relkind as table_type, ns.nspname as schema,
             a.attname as column, a.attnotnull as not_null, a.atthasdef as has_default,
             typ.typname as type, dtns.nspname as type_schema,
             col_description(a.attrelid, a.attnum) as column_description,
             pg_get_serial_sequence(quote_ident(ns.nspname) || '.' || quote_ident(c.relname), a.attname)
               as auto_incrementing
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on a.attrelid = c.oid
      join pg_catalog.pg_namespace ns on c.relnamespace = ns.oid
      join pg_catalog.pg_type typ on a.atttypid = typ.oid
      join pg_catalog.pg_namespace dtns on typ.typnamespace = dtns.oid
      where ns.nspname = current_schema()
        and c.relkind in ('r', 'v', 'p')
        and a.attnum >= 0 and not a.attisdropped
      order by c.relname, a.attnum`.execute(this.#db)
    const internal = new Set(['kysely_migration', 'kysely_migration_lock'])
    const tables = new Map<
      string,
      { name: string; schema: string; isView: boolean; columns: TableMetadata['columns'][number][] }
    >()
    for (const row of rows) {
      if (!options.withInternalKyselyTables && internal.has(row.table)) continue
      let table = tables.get(row.table)
      if (!table) {
        table = { name: row.table, schema: row.schema, isView: row.table_type === 'v', columns: [] }
        tables.set(row.table, table)
      }
      table.columns.push({
        name: row.column,
        dataType: row.type,
        dataTypeSchema: row.type_schema,
        isNullable: !row.not_null,
        hasDefaultValue: row.has_default,
        isAutoIncrementing: row.auto_incrementing !== null,
        comment: row.column_description ?? undefined,
      })
    }
    return [...tables.values()]
  }

  async getMetadata(options?: DatabaseMetadataOptions): Promise<DatabaseMetadata> {
    return { tables: await this.getTables(options) }
  }
}

/** Kysely's PostgreSQL dialect, its introspection and migration lock narrowed to the connection's schema. */
export class SchemaPostgresDialect extends PostgresDialect {
  override createAdapter(): PostgresAdapter {
    return new SchemaLockAdapter()
  }

  override createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SchemaIntrospector(db)
  }
}
