/**
 * "The sessions of staff member X ended": one signal that long-lived sessions (the order stream)
 * listen to, so that `passwd`, `disable` and `enable` cut them off at once instead of when the
 * token expires.
 *
 * An account change bumps the account's version (`staff_users.updated_at`, carried by every token
 * as `ver`). The staff CLI changes the database from another process, so this process learns of it
 * by reading the versions of the accounts that have an open session (one query every
 * `checkEveryMs`, only while sessions are open); a change, or a step the account must now do first
 * (two-factor the owner's policy has just required of its role), calls `end(username)`, which is also the
 * one entry point for anything else that ends sessions (another instance's message, later).
 * `isCurrent` re-reads one account, for a check right before something is sent.
 */
import { EventEmitter } from 'node:events'
import type { Kysely } from 'kysely'
import type { Database } from '#infra/db/database.js'
import type { StaffRole } from '#schemas/enums.js'
import { normalizeUsername } from '../service.js'
import { endedSessions, useSession } from './session-store.js'

/** How often open sessions' accounts are re-read. */
const SESSION_CHECK_MS = 1_000

interface StaffSession {
  username: string
  /** The account version the session's token was issued for. */
  version: string
  /** The token's session (session-store.ts): signed out or idle ends it. */
  sessionId?: string
}

export interface StaffSessions {
  /** Ends every open session of `username` in this process (listeners of `onEnded` are called). */
  end(username: string): void
  /** Calls `listener` when the sessions of `session.username` end; returns the unsubscribe function. */
  watch(session: StaffSession, listener: () => void): () => void
  /**
   * True while the account exists, is enabled, still has the session's version and has no pending
   * step (a first password, two-factor its role now requires).
   */
  isCurrent(session: StaffSession): Promise<boolean>
  /**
   * The session was used now (an open order stream's heartbeat): its idle time starts again, as
   * with a request. False when it has already ended (signed out, idle, never started).
   */
  keepAlive(session: StaffSession & { sessionId: string }): Promise<boolean>
  /** Stops the periodic check (on close). */
  close(): void
}

interface Watch {
  session: StaffSession
  listener: () => void
}

interface AccountRow {
  disabled: number
  updated_at: string
  role: StaffRole
  must_change_password: number
  totp_enabled_at: string | null
  totp_secret: string | null
}

/**
 * The session's account still exists, is enabled, has the session's version and no step to do
 * first: a first password to change, or two-factor that its role now requires (the owner's policy
 * changed while a stream was open: it must not go on delivering guests' data).
 */
function stillCurrent(
  row: AccountRow | undefined,
  session: StaffSession,
  totpRequiredRoles: readonly StaffRole[],
): boolean {
  if (row === undefined || row.disabled !== 0 || row.updated_at !== session.version) return false
  if (row.must_change_password !== 0) return false
  const totpOn = row.totp_enabled_at !== null && row.totp_secret !== null
  return totpOn || !totpRequiredRoles.includes(row.role)
}

export function createStaffSessions(
  db: Kysely<Database>,
  options: {
    checkEveryMs?: number
    idleMs?: number
    onError?: (error: unknown) => void
    now?: () => Date
    /** The roles that must use two-factor sign-in (the owner's policy), read at each check. */
    totpRequiredRoles?: () => Promise<readonly StaffRole[]>
  } = {},
): StaffSessions {
  const events = new EventEmitter<{ ended: [username: string] }>()
  events.setMaxListeners(0)
  const watches = new Set<Watch>()
  const now = options.now ?? (() => new Date())
  let timer: NodeJS.Timeout | undefined
  let checking = false

  const requiredRoles = options.totpRequiredRoles ?? (async () => [])

  async function versions(usernames: string[]) {
    const rows = await db
      .selectFrom('staff_users')
      .select([
        'username',
        'disabled',
        'updated_at',
        'role',
        'must_change_password',
        'totp_enabled_at',
        'totp_secret',
      ])
      .where('username', 'in', usernames)
      .execute()
    return new Map(rows.map((row) => [row.username, row]))
  }

  async function check() {
    if (checking || watches.size === 0) return
    checking = true
    try {
      const current = await versions([...new Set([...watches].map((w) => w.session.username))])
      const required = await requiredRoles()
      const ended = new Set<string>()
      for (const { session } of watches) {
        if (!stillCurrent(current.get(session.username), session, required)) ended.add(session.username)
      }
      for (const username of ended) sessions.end(username)
      const ids = [...watches].flatMap((w) => (w.session.sessionId ? [w.session.sessionId] : []))
      const over = await endedSessions(db, ids, now(), options.idleMs)
      for (const watch of [...watches]) {
        if (watch.session.sessionId && over.has(watch.session.sessionId)) watch.listener()
      }
    } catch (error) {
      options.onError?.(error)
    } finally {
      checking = false
    }
  }

  function schedule() {
    if (timer || watches.size === 0) return
    timer = setInterval(() => void check(), options.checkEveryMs ?? SESSION_CHECK_MS)
    timer.unref()
  }

  const sessions: StaffSessions = {
    end(username) {
      events.emit('ended', normalizeUsername(username))
    },
    watch(session, listener) {
      const watch: Watch = {
        session: { ...session, username: normalizeUsername(session.username) },
        listener,
      }
      const onEnded = (username: string) => {
        if (username === watch.session.username) listener()
      }
      watches.add(watch)
      events.on('ended', onEnded)
      schedule()
      return () => {
        watches.delete(watch)
        events.off('ended', onEnded)
        if (watches.size === 0 && timer) {
          clearInterval(timer)
          timer = undefined
        }
      }
    },
    async isCurrent(session) {
      const username = normalizeUsername(session.username)
      const row = (await versions([username])).get(username)
      if (!stillCurrent(row, session, await requiredRoles())) return false
      if (!session.sessionId) return true
      return !(await endedSessions(db, [session.sessionId], now(), options.idleMs)).has(session.sessionId)
    },
    keepAlive(session) {
      return useSession(db, session.sessionId, normalizeUsername(session.username), now(), options.idleMs)
    },
    close() {
      if (timer) clearInterval(timer)
      timer = undefined
    },
  }
  return sessions
}
