/**
 * A lock row in the database (table job_locks), so that a job runs on one instance at a time on
 * SQLite and PostgreSQL alike: claiming is one INSERT … ON CONFLICT DO UPDATE … WHERE the current
 * holder's time is up, RETURNING the row only when this holder got it.
 */
import type { Kysely } from 'kysely'
import type { Database } from '#infra/db/database.js'

export async function claimLock(
  db: Kysely<Database>,
  name: string,
  holder: string,
  until: Date,
  now: Date,
): Promise<boolean> {
  const row = await db
    .insertInto('job_locks')
    .values({ name, holder, locked_until: until.toISOString() })
    .onConflict((oc) =>
      oc
        .column('name')
        .doUpdateSet({ holder, locked_until: until.toISOString() })
        .where('job_locks.locked_until', '<=', now.toISOString()),
    )
    .returning('holder')
    .executeTakeFirst()
  return row?.holder === holder
}

/** Gives the lock back (only if `holder` still has it). */
export async function releaseLock(db: Kysely<Database>, name: string, holder: string): Promise<void> {
  await db.deleteFrom('job_locks').where('name', '=', name).where('holder', '=', holder).execute()
}

/** Keeps the lock until `until` (the daily run marks the day as done this way). */
export async function holdLock(db: Kysely<Database>, name: string, holder: string, until: Date) {
  await db
    .updateTable('job_locks')
    .set({ locked_until: until.toISOString() })
    .where('name', '=', name)
    .where('holder', '=', holder)
    .execute()
}
