/**
 * Staff sessions in the database (table staff_sessions), so that every instance sees a sign-out at
 * once and a session nobody used for an hour ends (docs/security.md, "Staff sessions"). A session
 * is a token: its id is the token's verified `jti` (a random UUID), never derived from the token's
 * text (the JWT library accepts several spellings of one signature), and nothing that could sign
 * in is stored.
 */
import type { Kysely } from 'kysely'
import type { Database } from '#infra/db/database.js'
import { deviceOfSession, endDevice, touchDevice } from './devices.js'

/**
 * A session with no request for this long is over, unless STAFF_IDLE_MINUTES says otherwise.
 * @internal Exported for its tests; production uses it within this module.
 */
export const SESSION_IDLE_MS = 60 * 60_000
/** last_seen_at is written at most this often per session (not on every request). */
const TOUCH_EVERY_MS = 60_000
/** Rows are kept this long after their last use (a token lives 12 hours), then deleted. */
const KEEP_MS = 13 * 60 * 60_000

/** Starts the session of a new token; `deviceId`: issued from a remembered device (devices.ts). */
export async function startSession(
  db: Kysely<Database>,
  id: string,
  username: string,
  now: Date,
  deviceId: string | null = null,
) {
  const at = now.toISOString()
  await db
    .insertInto('staff_sessions')
    .values({ id, username, created_at: at, last_seen_at: at, ended_at: null, device_id: deviceId })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
  await db
    .deleteFrom('staff_sessions')
    .where('last_seen_at', '<', new Date(now.getTime() - KEEP_MS).toISOString())
    .execute()
}

function idleSince(now: Date, idleMs: number): string {
  return new Date(now.getTime() - idleMs).toISOString()
}

/**
 * A request with the session's token: false when the session is missing (never started, or removed
 * after its token's lifetime), signed out or idle too long; otherwise its last use is now (written
 * at most once a minute). A token without a live session never starts one.
 */
export async function useSession(
  db: Kysely<Database>,
  id: string,
  username: string,
  now: Date,
  idleMs = SESSION_IDLE_MS,
) {
  const row = await db
    .selectFrom('staff_sessions')
    .select(['ended_at', 'last_seen_at', 'username', 'device_id'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row || row.username !== username) return false
  if (row.ended_at !== null || isIdle(row.last_seen_at, now, idleMs)) return false
  if (new Date(row.last_seen_at).getTime() < now.getTime() - Math.min(TOUCH_EVERY_MS, idleMs / 4)) {
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', id)
      .where('ended_at', 'is', null)
      .execute()
    // A use of a token issued from a remembered device (a request, the board's heartbeat) keeps the
    // device alive too: the kitchen's tablet stays remembered for the shift.
    if (row.device_id !== null) await touchDevice(db, row.device_id, now)
  }
  return true
}

function isIdle(lastSeenAt: string | Date, now: Date, idleMs: number): boolean {
  return new Date(lastSeenAt).getTime() < now.getTime() - idleMs
}

/** Signs a session out (every instance refuses its token from now on). */
async function endSession(db: Kysely<Database>, id: string, now: Date) {
  await db
    .updateTable('staff_sessions')
    .set({ ended_at: now.toISOString() })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .execute()
}

/**
 * Ends a session and forgets the remembered device its token came from, so that the device cannot
 * mint a fresh one: a sign-out, or a session ended for guessing at the current password.
 */
export async function endSessionAndDevice(db: Kysely<Database>, id: string, now: Date) {
  await endSession(db, id, now)
  const device = await deviceOfSession(db, id)
  if (device !== null) await endDevice(db, device, now)
}

/** Of `ids`, those signed out or idle too long (long-lived streams check their session with it). */
export async function endedSessions(
  db: Kysely<Database>,
  ids: string[],
  now: Date,
  idleMs = SESSION_IDLE_MS,
): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .selectFrom('staff_sessions')
    .select('id')
    .where('id', 'in', ids)
    .where((eb) => eb.or([eb('ended_at', 'is not', null), eb('last_seen_at', '<', idleSince(now, idleMs))]))
    .execute()
  return new Set(rows.map((row) => row.id))
}
