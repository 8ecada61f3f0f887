/**
 * Staff accounts (table staff_users): queries only, plain functions over Kysely<Database>. The rules
 * (valid usernames and passwords, versions, duplicates) are in service.ts.
 */
import { type Insertable, type Kysely, sql, type Updateable } from 'kysely'
import { dialectOf } from '#infra/db/connection.js'
import type { Database } from '#infra/db/database.js'
import type { StaffUsersTable } from './tables.js'

/** The row of `username` (already normalized), if any. */
export function findStaffRow(db: Kysely<Database>, username: string) {
  return db.selectFrom('staff_users').selectAll().where('username', '=', username).executeTakeFirst()
}

/** Every row, by username. */
export function listStaffRows(db: Kysely<Database>) {
  return db.selectFrom('staff_users').selectAll().orderBy('username').execute()
}

/** Inserts an account unless the username is taken; the id, or undefined when it was taken. */
export async function insertStaffRow(
  db: Kysely<Database>,
  row: Insertable<StaffUsersTable>,
): Promise<number | undefined> {
  const result = await db
    .insertInto('staff_users')
    .values(row)
    .onConflict((oc) => oc.column('username').doNothing())
    // RETURNING, not insertId: PostgreSQL has no last-insert id.
    .returning('id')
    .executeTakeFirst()
  return result?.id
}

export async function updateStaffRow(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<StaffUsersTable>,
): Promise<void> {
  await db.updateTable('staff_users').set(changes).where('id', '=', id).execute()
}

/**
 * Applies a change that leaves account `id` no enabled OWNER (a demotion, disabling) only when it
 * was none, or another enabled OWNER remains: one conditional UPDATE, so there is no moment between counting the
 * owners and writing (docs/security.md, "Staff accounts"). On PostgreSQL two such changes are also
 * taken one after the other (a transaction's advisory lock): at read committed, two owners demoting
 * each other at once would each still see the other as an owner. SQLite writes one at a time
 * already. False when nothing was written (the last owner, or no such account).
 */
export async function updateStaffRowKeepingAnOwner(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<StaffUsersTable>,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (dialectOf(trx) === 'postgres')
      await sql`select pg_advisory_xact_lock(hashtext('staff_owners'))`.execute(trx)
    const result = await trx
      .updateTable('staff_users')
      .set(changes)
      .where('id', '=', id)
      .where(({ eb, exists, or, selectFrom }) =>
        or([
          // Not an enabled owner now: nothing is lost.
          eb('role', '<>', 'OWNER'),
          eb('disabled', '=', 1),
          exists(
            selectFrom('staff_users as other')
              .select(sql<number>`1`.as('one'))
              .where('other.role', '=', 'OWNER')
              .where('other.disabled', '=', 0)
              .where('other.id', '<>', id),
          ),
        ]),
      )
      .executeTakeFirst()
    return Number(result.numUpdatedRows) > 0
  })
}
