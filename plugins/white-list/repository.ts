/** The White List's cache and daily count: queries over Kysely<Database> (or a transaction). */
import { type Kysely, sql } from 'kysely'
import type { Database } from '#infra/db/database.js'
import type { Company } from './service.js'

export interface CachedLookup {
  company: Company | null
  fetchedAt: string
}

/** The kept answer for a NIP fetched at or after `since`, or undefined. */
export async function cachedLookup(
  db: Kysely<Database>,
  nip: string,
  since: string,
): Promise<CachedLookup | undefined> {
  const row = await db
    .selectFrom('white_list_companies')
    .selectAll()
    .where('nip', '=', nip)
    .where('fetched_at', '>=', since)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    company: Number(row.found) === 1 && row.company ? (JSON.parse(row.company) as Company) : null,
    fetchedAt: String(row.fetched_at),
  }
}

export async function storeLookup(db: Kysely<Database>, nip: string, company: Company | null, at: string) {
  const values = { found: company ? 1 : 0, company: company ? JSON.stringify(company) : null, fetched_at: at }
  await db
    .insertInto('white_list_companies')
    .values({ nip, ...values })
    .onConflict((oc) => oc.column('nip').doUpdateSet(values))
    .execute()
}

/** Counts one search on `day` and returns the day's count with it (one statement: safe across instances). */
export async function countCall(db: Kysely<Database>, day: string): Promise<number> {
  const row = await db
    .insertInto('white_list_calls')
    .values({ day, calls: 1 })
    .onConflict((oc) => oc.column('day').doUpdateSet({ calls: sql`white_list_calls.calls + 1` }))
    .returning('calls')
    .executeTakeFirstOrThrow()
  return Number(row.calls)
}

/** Forgets answers older than `before` and counts of days before `beforeDay`. */
export async function pruneLookups(db: Kysely<Database>, before: string, beforeDay: string) {
  await db.deleteFrom('white_list_companies').where('fetched_at', '<', before).execute()
  await db.deleteFrom('white_list_calls').where('day', '<', beforeDay).execute()
}
