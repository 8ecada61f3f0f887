/**
 * Remembered devices (docs/security.md, "Staff sessions"): a staff member who ticks "Zapamiętaj to
 * urządzenie" at sign-in gets a device session of its own — not the token — kept in an httpOnly
 * cookie (`id.secret`), from which a reload of /manage/ gets a fresh token held in the page's memory.
 * Only the secret's SHA-256 is stored. A device ends when signed out from, when the owner ends it,
 * when the account changes (its version), after the idle time with no use of a token issued from it
 * (an open order stream's heartbeat is a use), and at the latest `DEVICE_LIFETIME_MS` after sign-in.
 */
import { createHash, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { Database } from '#infra/db/database.js'

/** A kitchen's longest day, from opening the board to the last order's ticket. */
export const DEVICE_LIFETIME_MS = 16 * 60 * 60_000
/** Ended or expired devices are kept this long (the owner's list shows only live ones), then deleted. */
const KEEP_MS = 7 * 24 * 60 * 60_000
const LABEL_LENGTH = 120

const hash = (secret: string) => createHash('sha256').update(secret).digest('hex')

/** What the owner's list shows of a device; never its secret. */
export interface RememberedDevice {
  id: string
  username: string
  label: string
  createdAt: string
  lastSeenAt: string
  expiresAt: string
}

/** A device for the owner's list: "Chrome on Android", not the whole User-Agent. */
export function deviceLabel(userAgent: string | undefined): string {
  const ua = userAgent ?? ''
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /Firefox\//.test(ua)
      ? 'Firefox'
      : /Chrom(e|ium)\//.test(ua)
        ? 'Chrome'
        : /Safari\//.test(ua)
          ? 'Safari'
          : null
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPad|iPhone/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null
  const label = [browser, system].filter(Boolean).join(' · ')
  return (label || ua.trim() || '?').slice(0, LABEL_LENGTH)
}

/** Remembers a device for `username`; answers the cookie's value (`id.secret`), shown nowhere else. */
export async function rememberDevice(
  db: Kysely<Database>,
  device: { username: string; version: string; label: string; now: Date },
): Promise<{ id: string; cookie: string }> {
  const id = randomUUID()
  const secret = randomBytes(32).toString('base64url')
  const at = device.now.toISOString()
  await db
    .insertInto('staff_devices')
    .values({
      id,
      secret_hash: hash(secret),
      username: device.username,
      version: device.version,
      label: device.label,
      created_at: at,
      last_seen_at: at,
      expires_at: new Date(device.now.getTime() + DEVICE_LIFETIME_MS).toISOString(),
      ended_at: null,
    })
    .execute()
  await db
    .deleteFrom('staff_devices')
    .where('expires_at', '<', new Date(device.now.getTime() - KEEP_MS).toISOString())
    .execute()
  return { id, cookie: `${id}.${secret}` }
}

const toTime = (value: string | Date) => new Date(value).getTime()

/**
 * The live device a cookie names: its secret matches, it was not ended, it has not expired and a
 * token issued from it was used within the idle time. Null otherwise.
 */
export async function deviceOfCookie(
  db: Kysely<Database>,
  value: string | undefined,
  now: Date,
  idleMs: number,
): Promise<{ id: string; username: string; version: string } | null> {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '')
  if (!match) return null
  const [, id, secret] = match as unknown as [string, string, string]
  const row = await db
    .selectFrom('staff_devices')
    .select(['id', 'secret_hash', 'username', 'version', 'last_seen_at', 'expires_at', 'ended_at'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) return null
  const given = Buffer.from(hash(secret), 'hex')
  const stored = Buffer.from(row.secret_hash, 'hex')
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return null
  if (row.ended_at !== null || toTime(row.expires_at) <= now.getTime()) return null
  if (toTime(row.last_seen_at) < now.getTime() - idleMs) return null
  return { id: row.id, username: row.username, version: row.version }
}

/** A token issued from the device was used now: the device's idle time starts again. */
export async function touchDevice(db: Kysely<Database>, id: string, now: Date): Promise<void> {
  await db
    .updateTable('staff_devices')
    .set({ last_seen_at: now.toISOString() })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .execute()
}

/** Forgets a device and signs out every token issued from it (on every instance). */
export async function endDevice(db: Kysely<Database>, id: string, now: Date): Promise<boolean> {
  const at = now.toISOString()
  const ended = await db
    .updateTable('staff_devices')
    .set({ ended_at: at })
    .where('id', '=', id)
    .where('ended_at', 'is', null)
    .executeTakeFirst()
  await db
    .updateTable('staff_sessions')
    .set({ ended_at: at })
    .where('device_id', '=', id)
    .where('ended_at', 'is', null)
    .execute()
  return Number(ended.numUpdatedRows) > 0
}

/** The live devices, most recently used first (the owner's list). */
export async function liveDevices(
  db: Kysely<Database>,
  now: Date,
  idleMs: number,
): Promise<RememberedDevice[]> {
  const rows = await db
    .selectFrom('staff_devices')
    .innerJoin('staff_users', 'staff_users.username', 'staff_devices.username')
    .select([
      'staff_devices.id',
      'staff_devices.username',
      'staff_devices.label',
      'staff_devices.created_at',
      'staff_devices.last_seen_at',
      'staff_devices.expires_at',
      'staff_devices.version',
      'staff_users.updated_at',
    ])
    .where('staff_devices.ended_at', 'is', null)
    .where('staff_users.disabled', '=', 0)
    .execute()
  const iso = (value: string | Date) => new Date(value).toISOString()
  return rows
    .filter(
      (row) =>
        // The account unchanged since (compared here: on PostgreSQL one side is an instant, the
        // other the text the token carries).
        row.version === iso(row.updated_at) &&
        toTime(row.expires_at) > now.getTime() &&
        toTime(row.last_seen_at) >= now.getTime() - idleMs,
    )
    .sort((a, b) => toTime(b.last_seen_at) - toTime(a.last_seen_at))
    .map((row) => ({
      id: row.id,
      username: row.username,
      label: row.label,
      createdAt: iso(row.created_at),
      lastSeenAt: iso(row.last_seen_at),
      expiresAt: iso(row.expires_at),
    }))
}

/**
 * The account's own password change goes on in the same session (a new token, a new version): the
 * device it was issued from goes on with it.
 */
export async function carryDevice(db: Kysely<Database>, sessionId: string, version: string): Promise<void> {
  const session = await db
    .selectFrom('staff_sessions')
    .select('device_id')
    .where('id', '=', sessionId)
    .executeTakeFirst()
  if (!session?.device_id) return
  await db
    .updateTable('staff_devices')
    .set({ version })
    .where('id', '=', session.device_id)
    .where('ended_at', 'is', null)
    .execute()
}

/** The device a session's token was issued from, if any (a sign-out from it forgets the device). */
export async function deviceOfSession(db: Kysely<Database>, sessionId: string): Promise<string | null> {
  const row = await db
    .selectFrom('staff_sessions')
    .select('device_id')
    .where('id', '=', sessionId)
    .executeTakeFirst()
  return row?.device_id ?? null
}
