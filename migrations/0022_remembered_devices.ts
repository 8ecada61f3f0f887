import type { Kysely } from 'kysely'
import { columnTypes } from './dialect.js'

// Remembered devices: a staff member who ticks "Remember this device" at sign-in (a kitchen tablet)
// gets a device session of its own, kept in an httpOnly cookie, from which a reload of /manage/ gets a
// fresh token held in the page's memory (docs/security.md, "Staff sessions").
// Frozen in time: no application types; values spelled out.
// - staff_devices: id (random UUID, shown to the owner), secret_hash (SHA-256 hex of the cookie's
//   secret; the secret itself is never stored), username, version (the account's updated_at when
//   the device was remembered: a password, role or state change forgets it), label (the browser, as
//   its User-Agent names it, cut to 120 characters), created_at, last_seen_at, expires_at, ended_at.
// - staff_sessions.device_id: the device a token was issued from (null: a sign-in with a password).
export async function up(db: Kysely<unknown>): Promise<void> {
  const { instant } = columnTypes(db)
  await db.schema
    .createTable('staff_devices')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('secret_hash', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('version', 'text', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .addColumn('created_at', instant, (c) => c.notNull())
    .addColumn('last_seen_at', instant, (c) => c.notNull())
    .addColumn('expires_at', instant, (c) => c.notNull())
    .addColumn('ended_at', instant)
    .execute()
  await db.schema.createIndex('staff_devices_username').on('staff_devices').column('username').execute()
  await db.schema.alterTable('staff_sessions').addColumn('device_id', 'text').execute()
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('staff_sessions').dropColumn('device_id').execute()
  await db.schema.dropTable('staff_devices').execute()
}
