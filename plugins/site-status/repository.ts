import type { Override } from '../../domain/hours.js'
import type { OverrideAction } from '../../schemas/enums.js'
import type { DB } from '../db/database.js'

/** Today's staff override, if any (only the row of the given Warsaw date matters). */
export async function findOverride(db: DB, date: string): Promise<Override | null> {
  const row = await db
    .selectFrom('site_overrides')
    .select(['date', 'kind'])
    .where('date', '=', date)
    .executeTakeFirst()
  return row ? { date: row.date, kind: row.kind } : null
}

/** Applies a staff action to a date and records who did it and when, in one transaction. */
export async function applyOverrideAction(
  db: DB,
  action: OverrideAction,
  date: string,
  username: string,
  at: Date,
): Promise<void> {
  const iso = at.toISOString()
  await db.transaction().execute(async (trx) => {
    if (action === 'RESET_OVERRIDES') {
      await trx.deleteFrom('site_overrides').where('date', '=', date).execute()
    } else {
      const kind = action === 'OPEN_TODAY' ? 'OPEN' : 'CLOSED'
      await trx
        .insertInto('site_overrides')
        .values({ date, kind, created_by: username, created_at: iso })
        .onConflict((oc) => oc.column('date').doUpdateSet({ kind, created_by: username, created_at: iso }))
        .execute()
    }
    await trx
      .insertInto('site_override_events')
      .values({ date, action, staff_username: username, at: iso })
      .execute()
  })
}

/** The history of staff actions for a date, oldest first. */
export async function overrideEvents(db: DB, date: string) {
  return db
    .selectFrom('site_override_events')
    .select(['action', 'staff_username as staffUsername', 'at'])
    .where('date', '=', date)
    .orderBy('id')
    .execute()
}
