/**
 * Staff accounts (table staff_users): queries only, plain functions over Kysely<Database>. The rules
 * (valid usernames and passwords, versions, duplicates) are in service.ts.
 */
import type { Insertable, Kysely, Updateable } from 'kysely'
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
