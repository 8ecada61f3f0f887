/** Staff overrides (tables site_overrides, site_override_events): queries over Kysely<Database>. */
import type { Kysely } from 'kysely'
import type { Override } from '#domain/hours.js'
import type { Database } from '#infra/db/database.js'
import type { OverrideAction, OverrideKind } from '#schemas/enums.js'

/** The override stored for a Warsaw date, if any. */
export async function findOverride(db: Kysely<Database>, date: string): Promise<Override | null> {
  const row = await db
    .selectFrom('site_overrides')
    .select(['date', 'kind'])
    .where('date', '=', date)
    .executeTakeFirst()
  return row ? { date: row.date, kind: row.kind } : null
}

export async function deleteOverride(db: Kysely<Database>, date: string): Promise<void> {
  await db.deleteFrom('site_overrides').where('date', '=', date).execute()
}

/** Sets the date's override (replacing the one it had). */
export async function upsertOverride(
  db: Kysely<Database>,
  row: { date: string; kind: OverrideKind; createdBy: string; at: string },
): Promise<void> {
  const values = { kind: row.kind, created_by: row.createdBy, created_at: row.at }
  await db
    .insertInto('site_overrides')
    .values({ date: row.date, ...values })
    .onConflict((oc) => oc.column('date').doUpdateSet(values))
    .execute()
}

/** Records who did what to which date, and when. */
export async function insertOverrideEvent(
  db: Kysely<Database>,
  event: { date: string; action: OverrideAction; username: string; at: string },
): Promise<void> {
  await db
    .insertInto('site_override_events')
    .values({ date: event.date, action: event.action, staff_username: event.username, at: event.at })
    .execute()
}
