/**
 * The database connection: DATABASE_URL picks the engine.
 *
 * - a path, `file:` URL, `sqlite:` prefix or `:memory:` → SQLite (better-sqlite3, one process);
 * - `postgres://` or `postgresql://` → PostgreSQL (node-postgres with a pool), for several instances;
 * - any other `scheme://` is refused at start-up (it would otherwise open a SQLite file named like
 *   the URL).
 *
 * Repositories and services see only Kysely<Database>; the few places where the engines differ
 * (migrations' column types, the write path) ask `dialectOf(db)`.
 */
import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, Migrator, PostgresAdapter, SqliteDialect, sql } from 'kysely'
import type pg from 'pg'
import { migrationProvider } from '#migrations/index.js'
import type { Database } from './database.js'
import { SchemaPostgresDialect } from './postgres-dialect.js'

export type Dialect = 'sqlite' | 'postgres'

export type DatabaseLocation = { dialect: 'sqlite'; path: string } | { dialect: 'postgres'; url: string }

/** A DATABASE_URL that names no engine this server speaks. */
class DatabaseUrlError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'DatabaseUrlError'
  }
}

/** Which engine DATABASE_URL names, and where. Throws DatabaseUrlError for an unknown scheme. */
export function parseDatabaseUrl(databaseUrl: string): DatabaseLocation {
  if (databaseUrl === ':memory:') return { dialect: 'sqlite', path: databaseUrl }
  if (/^postgres(ql)?:\/\//i.test(databaseUrl)) return { dialect: 'postgres', url: databaseUrl }
  if (/^file:/i.test(databaseUrl)) {
    return { dialect: 'sqlite', path: decodeURIComponent(new URL(databaseUrl).pathname) }
  }
  if (/^sqlite:/i.test(databaseUrl)) {
    return { dialect: 'sqlite', path: databaseUrl.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '') }
  }
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(databaseUrl)?.[1]
  if (scheme) {
    throw new DatabaseUrlError(
      `unknown scheme "${scheme}:": use postgres://user:password@host:5432/database for PostgreSQL, or a file path (./data/sushi.db, file:…, sqlite:…) for SQLite`,
    )
  }
  return { dialect: 'sqlite', path: databaseUrl }
}

/** The engine behind a Kysely instance (or a transaction of it). */
export function dialectOf(db: Kysely<Database> | Kysely<unknown>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite'
}

/** node-postgres, loaded when a PostgreSQL database is opened: a site on SQLite never loads it. */
let pgModule: typeof pg | undefined
const loadPg = (): typeof pg => {
  pgModule ??= createRequire(import.meta.url)('pg') as typeof pg
  return pgModule
}

const TIMESTAMPTZ_OID = 1184
const TIMESTAMP_OID = 1114
const DATE_OID = 1082

/**
 * Column values as the repositories expect them on both engines: instants (timestamptz) as ISO 8601
 * UTC strings, Warsaw calendar dates (date) as 'YYYY-MM-DD'. Other types keep node-postgres'
 * parsers (bigint, as count(*) answers, stays a string: callers wrap it in Number()).
 */
const typeParsers = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === TIMESTAMPTZ_OID || oid === TIMESTAMP_OID) {
      const parse = loadPg().types.getTypeParser(oid) as (value: string) => Date
      return (value: string) => parse(value).toISOString()
    }
    if (oid === DATE_OID) return (value: string) => value
    return loadPg().types.getTypeParser(oid, format ?? 'text')
  },
}

export interface OpenOptions {
  /** PostgreSQL pool size per instance (default 10). */
  poolSize?: number
  /**
   * `:memory:` only: start from this process's migrated image when there is one (the app does;
   * a test of the migrations themselves wants the empty database it asks for).
   */
  fromMigratedImage?: boolean
}

/**
 * The first `:memory:` database the app migrates in a process is kept as an image (serialized
 * after the migrations, before anything else writes), and each later one opens a copy of it: the
 * migrator then finds nothing left to apply. A test process builds hundreds of apps; a copy takes
 * about 5 ms against about 50 ms of migrating. Files and PostgreSQL are migrated as they are.
 */
let migratedMemoryImage: Buffer | null = null
const imageCandidates = new WeakMap<Kysely<Database>, SQLite.Database>()

/** Opens the database DATABASE_URL names, with the settings the product relies on. */
export function openDatabase(databaseUrl: string, options: OpenOptions = {}): Kysely<Database> {
  const location = parseDatabaseUrl(databaseUrl)
  if (location.dialect === 'postgres') {
    const pool = new (loadPg().Pool)({
      connectionString: location.url,
      max: options.poolSize ?? 10,
      types: typeParsers,
      // A request never waits long for a connection; a dead server is noticed quickly.
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
      application_name: 'sakana-sushi',
    })
    // An idle client that loses its server emits 'error' on the pool; the next query reconnects.
    pool.on('error', () => undefined)
    return new Kysely<Database>({ dialect: new SchemaPostgresDialect({ pool }) })
  }
  const path = location.path
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const fromImage = path === ':memory:' && options.fromMigratedImage === true
  const sqlite = fromImage && migratedMemoryImage ? new SQLite(migratedMemoryImage) : new SQLite(path)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = FULL')
  sqlite.pragma('busy_timeout = 5000')
  sqlite.pragma('foreign_keys = ON')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) })
  if (fromImage && !migratedMemoryImage) imageCandidates.set(db, sqlite)
  return db
}

/**
 * Applies every pending migration; throws with the failing migration's name. On PostgreSQL,
 * Kysely's migrator holds an advisory lock (one per schema: postgres-dialect.ts) while it runs and
 * each migration is transactional, so instances that start at the same moment apply each migration
 * exactly once (the others wait, then find nothing left to do).
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Migrations are written against an untyped schema (they are frozen in time).
  const untyped = db as unknown as Kysely<unknown>
  // The migration tables live in the connection's own schema (search_path), which the migrator
  // otherwise cannot tell from another schema's tables of the same name.
  const migrationTableSchema =
    dialectOf(db) === 'postgres'
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(untyped)).rows[0]?.schema
      : undefined
  const migrator = new Migrator({ db: untyped, provider: migrationProvider, migrationTableSchema })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error) {
    const name = failed ? ` (${failed.migrationName})` : ''
    throw new Error(`Migration failed${name}: ${error instanceof Error ? error.message : String(error)}`)
  }
  const candidate = imageCandidates.get(db)
  if (candidate && !migratedMemoryImage) migratedMemoryImage = candidate.serialize()
  imageCandidates.delete(db)
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName)
}
