/** Switched-off products and categories (table menu_availability): queries over Kysely<Database>. */
import type { Kysely } from 'kysely'
import type { Database } from '#infra/db/database.js'

export type MarkKind = 'PRODUCT' | 'CATEGORY'

export interface MarkRow {
  kind: MarkKind
  key: string
  expiresAt: string | null
}

/** Every switch-off that still holds at `now` (expired rows are left until replaced). */
export async function activeMarks(db: Kysely<Database>, now: Date): Promise<MarkRow[]> {
  return db
    .selectFrom('menu_availability')
    .select(['kind', 'key', 'expires_at as expiresAt'])
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now.toISOString())]))
    .orderBy('kind')
    .orderBy('key')
    .execute()
}

/** Switches a product or category off (replacing an earlier switch-off of it). */
export async function upsertMark(
  db: Kysely<Database>,
  row: MarkRow & { createdBy: string; at: string },
): Promise<void> {
  const values = { expires_at: row.expiresAt, created_by: row.createdBy, created_at: row.at }
  await db
    .insertInto('menu_availability')
    .values({ kind: row.kind, key: row.key, ...values })
    .onConflict((oc) => oc.columns(['kind', 'key']).doUpdateSet(values))
    .execute()
}

/** Switches a product or category back on. */
export async function deleteMark(db: Kysely<Database>, kind: MarkKind, key: string): Promise<void> {
  await db.deleteFrom('menu_availability').where('kind', '=', kind).where('key', '=', key).execute()
}
