import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely'

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

/**
 * Adds named CHECK constraints to an existing table. PostgreSQL: ALTER TABLE … ADD CONSTRAINT.
 * SQLite cannot add a constraint to a table, so the table is rebuilt (rebuildSqliteTable) from its own
 * DDL plus the checks. A row that breaks a new check stops the migration and leaves the table as it was.
 */
export async function addChecks(
  db: Kysely<unknown>,
  table: string,
  checks: Record<string, string>,
): Promise<void> {
  if (isPostgres(db)) {
    for (const [name, condition] of Object.entries(checks)) {
      await sql`alter table ${sql.table(table)} add constraint ${sql.id(name)} check (${sql.raw(condition)})`.execute(
        db,
      )
    }
    return
  }
  const constraints = Object.entries(checks).map(
    ([name, condition]) => `, constraint "${name}" check (${condition})`,
  )
  await rebuildSqliteTable(db, table, (body) => `${body}${constraints.join('')}`)
}

/**
 * Replaces named CHECK constraints (a list of allowed values that grew). PostgreSQL: DROP and ADD
 * CONSTRAINT; SQLite: the table is rebuilt with each named constraint's condition replaced.
 */
export async function replaceChecks(
  db: Kysely<unknown>,
  table: string,
  checks: Record<string, string>,
): Promise<void> {
  if (isPostgres(db)) {
    for (const [name, condition] of Object.entries(checks)) {
      await sql`alter table ${sql.table(table)} drop constraint ${sql.id(name)}`.execute(db)
      await sql`alter table ${sql.table(table)} add constraint ${sql.id(name)} check (${sql.raw(condition)})`.execute(
        db,
      )
    }
    return
  }
  await rebuildSqliteTable(db, table, (body) => {
    let result = body
    for (const [name, condition] of Object.entries(checks)) {
      const head = `constraint "${name}" check (`
      const start = result.indexOf(head)
      if (start < 0) throw new Error(`replaceChecks: no constraint ${name} on ${table}`)
      // The condition ends at the parenthesis that closes "check (".
      let depth = 0
      let end = start + head.length - 1
      for (; end < result.length; end++) {
        if (result[end] === '(') depth++
        else if (result[end] === ')' && --depth === 0) break
      }
      result = `${result.slice(0, start)}${head}${condition})${result.slice(end + 1)}`
    }
    return result
  })
}

/**
 * SQLite cannot change a table's constraints, so the table is rebuilt the way SQLite documents
 * (https://sqlite.org/lang_altertable.html#otheralter): foreign keys off, then in one transaction a
 * copy created from the table's own DDL as `change` rewrites its body, every row copied, the old table
 * dropped, the copy renamed, its indexes and triggers re-created, the foreign keys verified; then
 * foreign keys on again.
 */
async function rebuildSqliteTable(
  db: Kysely<unknown>,
  table: string,
  change: (body: string) => string,
): Promise<void> {
  const schema = await sql<{ type: string; sql: string }>`
    select type, sql from sqlite_master where tbl_name = ${table} and sql is not null`.execute(db)
  const create = schema.rows.find((row) => row.type === 'table')?.sql
  if (!create) throw new Error(`rebuilding ${table}: no such table`)
  const copy = `${table}_rebuilt`
  const body = change(create.slice(create.indexOf('('), create.lastIndexOf(')')))
  const others = schema.rows.filter((row) => row.type !== 'table').map((row) => row.sql)

  // An AUTOINCREMENT table's counter (order numbers) continues where it was, not after the last row.
  const counted = await sql`select 1 from sqlite_master where name = 'sqlite_sequence'`.execute(db)
  const sequence = counted.rows.length
    ? (await sql<{ seq: number }>`select seq from sqlite_sequence where name = ${table}`.execute(db)).rows[0]
        ?.seq
    : undefined

  await sql`pragma foreign_keys = off`.execute(db)
  try {
    await sql`begin`.execute(db)
    try {
      await sql.raw(`create table "${copy}" ${body})`).execute(db)
      await sql.raw(`insert into "${copy}" select * from "${table}"`).execute(db)
      await sql.raw(`drop table "${table}"`).execute(db)
      await sql.raw(`alter table "${copy}" rename to "${table}"`).execute(db)
      for (const statement of others) await sql.raw(statement).execute(db)
      if (sequence !== undefined) {
        await sql`delete from sqlite_sequence where name in (${table}, ${copy})`.execute(db)
        await sql`insert into sqlite_sequence (name, seq) values (${table}, ${sequence})`.execute(db)
      }
      const broken = await sql`pragma foreign_key_check`.execute(db)
      if (broken.rows.length > 0) throw new Error(`foreign keys broken after rebuilding ${table}`)
      await sql`commit`.execute(db)
    } catch (error) {
      await sql`rollback`.execute(db)
      throw error
    }
  } finally {
    await sql`pragma foreign_keys = on`.execute(db)
  }
}

/**
 * Removes named CHECK constraints that `addChecks` added (so that the column they read can be
 * dropped). PostgreSQL: ALTER TABLE … DROP CONSTRAINT. SQLite: the table is rebuilt
 * (rebuildSqliteTable) from its own DDL without the constraints' clauses.
 */
export async function dropChecks(db: Kysely<unknown>, table: string, names: string[]): Promise<void> {
  if (isPostgres(db)) {
    for (const name of names) {
      await sql`alter table ${sql.table(table)} drop constraint ${sql.id(name)}`.execute(db)
    }
    return
  }
  await rebuildSqliteTable(db, table, (body) => names.reduce(withoutConstraint, body))
}

/** The DDL without `, constraint "name" check (…)`: the clause ends where its parentheses close. */
function withoutConstraint(create: string, name: string): string {
  const start = create.indexOf(`, constraint "${name}" check (`)
  if (start === -1) throw new Error(`dropChecks: no constraint ${name}`)
  let depth = 0
  for (let i = create.indexOf('(', start); i < create.length; i++) {
    if (create[i] === '(') depth++
    else if (create[i] === ')' && --depth === 0) return create.slice(0, start) + create.slice(i + 1)
  }
  throw new Error(`dropChecks: unbalanced constraint ${name}`)
}

/** Bytes: BLOB on SQLite, bytea on PostgreSQL (both read back as a Buffer). */
export function binaryType(db: Kysely<unknown>) {
  return isPostgres(db) ? ('bytea' as const) : ('blob' as const)
}

/**
 * Replaces a column's own CHECK (one written with the column, unnamed in the DDL): PostgreSQL named
 * it `<table>_<column>_check`, which is dropped and added again with `to`; SQLite's table is rebuilt
 * with `check (from)` in the column's DDL replaced by `check (to)`. Both conditions are given as
 * they were written, so that a table whose DDL is not what was expected stops the migration.
 */
export async function replaceColumnCheck(
  db: Kysely<unknown>,
  table: string,
  column: string,
  from: string,
  to: string,
): Promise<void> {
  if (isPostgres(db)) {
    const name = `${table}_${column}_check`
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(name)}`.execute(db)
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(name)} check (${sql.raw(to)})`.execute(
      db,
    )
    return
  }
  await rebuildSqliteTable(db, table, (body) => {
    const head = `"${column}" `
    const at = body.indexOf(head)
    const old = `check (${from})`
    const checkAt = at === -1 ? -1 : body.indexOf(old, at)
    const nextColumn = at === -1 ? -1 : body.indexOf(', "', at + head.length)
    if (checkAt === -1 || (nextColumn !== -1 && checkAt > nextColumn))
      throw new Error(`replaceColumnCheck: no check (${from}) on ${table}.${column}`)
    return `${body.slice(0, checkAt)}check (${to})${body.slice(checkAt + old.length)}`
  })
}
