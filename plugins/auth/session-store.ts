/**
 * Staff sessions in the database (table staff_sessions), so that every instance sees a sign-out at
 * once and a session nobody used for an hour ends (docs/security.md, "Staff sessions"). A session
 * is a token: its id is the SHA-256 of the token, so nothing that could sign in is stored.
 */
import { createHash } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '../db/database.js'

/**
 * A session with no request for this long is over.
 * @internal Exported for its tests; production uses it within this module.
 */
export const SESSION_IDLE_MS = 60 * 60_000
/** last_seen_at is written at most this often per session (not on every request). */
const TOUCH_EVERY_MS = 60_000
/** Rows are kept this long after their last use (a token lives 12 hours), then deleted. */
const KEEP_MS = 13 * 60 * 60_000

export function sessionIdOf(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

export async function startSession(db: Kysely<Database>, id: string, username: string, now: Date) {
  const at = now.toISOString()
  await db
    .insertInto('staff_sessions')
    .values({ id, username, created_at: at, last_seen_at: at, ended_at: null })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
  await db
    .deleteFrom('staff_sessions')
    .where('last_seen_at', '<', new Date(now.getTime() - KEEP_MS).toISOString())
    .execute()
}

function idleSince(now: Date): string {
  return new Date(now.getTime() - SESSION_IDLE_MS).toISOString()
}

/**
 * A request with the session's token: false when the session was signed out or idle too long;
 * otherwise its last use is now (written at most once a minute). A valid token this server signed
 * that has no row yet (issued before sessions were stored) starts one.
 */
export async function useSession(db: Kysely<Database>, id: string, username: string, now: Date) {
  const row = await db
    .selectFrom('staff_sessions')
    .select(['ended_at', 'last_seen_at'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) {
    await startSession(db, id, username, now)
    return true
  }
  if (row.ended_at !== null || row.last_seen_at < idleSince(now)) return false
  if (Date.parse(row.last_seen_at) < now.getTime() - TOUCH_EVERY_MS) {
    await db
      .updateTable('staff_sessions')
      .set({ last_seen_at: now.toISOString() })
      .where('id', '=', id)
      .where('ended_at', 'is', null)
      .execute()
  }
  return true
}

/** Signs a session out (every instance refuses its token from now on). */
export async function endSession(db: Kysely<Database>, id: string, now: Date) {
  await db
    .updateTable('staff_sessions')
    .set({ ended_at: now.toISOString() })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .execute()
}

/** Of `ids`, those signed out or idle too long (long-lived streams check their session with it). */
export async function endedSessions(db: Kysely<Database>, ids: string[], now: Date): Promise<Set<string>> {
  if (ids.length === 0) return new Set()
  const rows = await db
    .selectFrom('staff_sessions')
    .select('id')
    .where('id', 'in', ids)
    .where((eb) => eb.or([eb('ended_at', 'is not', null), eb('last_seen_at', '<', idleSince(now))]))
    .execute()
  return new Set(rows.map((row) => row.id))
}
