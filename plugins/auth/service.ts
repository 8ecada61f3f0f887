/**
 * Staff accounts and login: the rules. Used by the auth plugin, the staff CLI (server/staff.ts) and
 * the tests.
 *
 * Usernames are case-insensitive: stored trimmed and lower-case. There is no default account; the
 * first one is made with the CLI. `updated_at` changes on every change to an account (password,
 * disable, enable) and doubles as the account's version: tokens carry the version they were issued
 * for, so such a change signs every session of that account out.
 */

import { setTimeout as sleep } from 'node:timers/promises'
import type { Kysely, Selectable } from 'kysely'
import type { Database } from '#infra/db/database.js'
import { addressKey } from '#infra/http/address.js'
import type { StaffRole } from '#schemas/enums.js'
import {
  findStaffRow,
  insertStaffRow,
  listStaffRows,
  updateStaffRow,
  updateStaffRowKeepingAnOwner,
} from './repository.js'
import {
  dummyPasswordHash,
  HashBusyError,
  hashesBusy,
  hashPassword,
  verifyPassword,
} from './sign-in/password.js'
import type { LoginLimiter } from './sign-in/shared-throttle.js'
import type { StaffUsersTable } from './tables.js'
import type { TotpSecretBox } from './two-factor/secret-box.js'
import { checkSecondFactor, disableTwoFactor } from './two-factor/state.js'

export const PASSWORD_MIN_LENGTH = 10
/** Same bound as POST /api/login accepts, so every password that can be set can also be typed. */
const PASSWORD_MAX_LENGTH = 256
const USERNAME_PATTERN = /^[a-z0-9._@-]{2,64}$/

type StaffErrorCode = 'DUPLICATE_USER' | 'UNKNOWN_USER' | 'INVALID_USERNAME' | 'INVALID_PASSWORD'

/** A refused staff-account change, with a message fit for the CLI. */
export class StaffError extends Error {
  constructor(
    readonly code: StaffErrorCode,
    message: string,
  ) {
    super(message)
    this.name = 'StaffError'
  }
}

/** A staff account without its password hash. */
export interface StaffUser {
  id: number
  username: string
  role: StaffRole
  disabled: boolean
  /** The password was set by the owner: it must be changed before anything else. */
  mustChangePassword: boolean
  /** Two-factor sign-in is on (confirmed with a first code). */
  totpEnabled: boolean
  createdAt: string
  /** Last change to the account (ISO 8601); also the version that tokens carry. */
  updatedAt: string
}

/** A staff account with its password hash and TOTP state (for login). */
export interface StaffRecord extends StaffUser {
  passwordHash: string
  totpSecret: string | null
  totpLastStep: number | null
}

/** ' Ania ' → 'ania' */
export function normalizeUsername(username: string): string {
  return username.trim().toLowerCase()
}

/** Throws StaffError('INVALID_USERNAME') unless the normalized username is 2-64 of a-z 0-9 . _ @ - */
function validateUsername(username: string): string {
  const normalized = normalizeUsername(username)
  if (!USERNAME_PATTERN.test(normalized)) {
    throw new StaffError(
      'INVALID_USERNAME',
      `Login „${username}” jest niepoprawny: 2–64 znaki, litery a–z, cyfry, „.”, „_”, „@” albo „-”.`,
    )
  }
  return normalized
}

/** Throws StaffError('INVALID_PASSWORD') unless the password has 10 to 256 characters. */
export function validatePassword(password: string): void {
  const length = [...password].length
  if (length < PASSWORD_MIN_LENGTH) {
    throw new StaffError(
      'INVALID_PASSWORD',
      `Hasło jest za krótkie: potrzeba co najmniej ${PASSWORD_MIN_LENGTH} znaków.`,
    )
  }
  if (length > PASSWORD_MAX_LENGTH) {
    throw new StaffError('INVALID_PASSWORD', `Hasło jest za długie: najwyżej ${PASSWORD_MAX_LENGTH} znaków.`)
  }
}

function toUser(row: Selectable<StaffUsersTable>): StaffUser {
  return {
    id: row.id,
    username: row.username,
    role: row.role,
    disabled: row.disabled !== 0,
    mustChangePassword: row.must_change_password !== 0,
    totpEnabled: row.totp_enabled_at !== null && row.totp_secret !== null,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  }
}

/** The account named `username` (case-insensitive), with its hash; undefined when there is none. */
export async function findStaffByUsername(
  db: Kysely<Database>,
  username: string,
): Promise<StaffRecord | undefined> {
  const row = await findStaffRow(db, normalizeUsername(username))
  return row
    ? {
        ...toUser(row),
        passwordHash: row.password_hash,
        totpSecret: row.totp_secret,
        totpLastStep: row.totp_last_step === null ? null : Number(row.totp_last_step),
      }
    : undefined
}

/** Every account, by username. */
export async function listStaff(db: Kysely<Database>): Promise<StaffUser[]> {
  return (await listStaffRows(db)).map(toUser)
}

/**
 * A version stamp for `updated_at`: now as ISO 8601, but always later than the previous one, so two
 * changes within the same millisecond still give tokens different versions.
 */
function nextVersion(previous: string | undefined, now: Date): string {
  const t = now.getTime()
  const before = previous ? Date.parse(previous) : Number.NaN
  return new Date(Number.isFinite(before) && before >= t ? before + 1 : t).toISOString()
}

/**
 * Creates an account (an OWNER unless `options.role` says otherwise; `mustChangePassword` for a
 * first password set by someone else); throws StaffError for a bad username or password, or when
 * the user exists.
 */
export async function createStaff(
  db: Kysely<Database>,
  username: string,
  password: string,
  now: Date = new Date(),
  options: { role?: StaffRole; mustChangePassword?: boolean } = {},
): Promise<StaffUser> {
  const name = validateUsername(username)
  validatePassword(password)
  if (await findStaffByUsername(db, name)) throw duplicate(name)
  const passwordHash = await hashPassword(password)
  const at = now.toISOString()
  const id = await insertStaffRow(db, {
    username: name,
    password_hash: passwordHash,
    disabled: 0,
    role: options.role ?? 'OWNER',
    must_change_password: options.mustChangePassword ? 1 : 0,
    totp_secret: null,
    totp_enabled_at: null,
    totp_last_step: null,
    created_at: at,
    updated_at: at,
  })
  // Another process may have created it while the password was being hashed.
  if (id === undefined) throw duplicate(name)
  return {
    id,
    username: name,
    role: options.role ?? 'OWNER',
    disabled: false,
    mustChangePassword: options.mustChangePassword ?? false,
    totpEnabled: false,
    createdAt: at,
    updatedAt: at,
  }
}

function duplicate(username: string): StaffError {
  return new StaffError('DUPLICATE_USER', `Konto obsługi „${username}” już istnieje.`)
}

function unknown(username: string): StaffError {
  return new StaffError('UNKNOWN_USER', `Nie ma konta obsługi „${normalizeUsername(username)}”.`)
}

/**
 * Sets a new password (and signs the account's sessions out); `firstPassword` when someone else set
 * it (it must then be changed at the next sign-in). Throws StaffError when unknown or invalid.
 */
export async function setPassword(
  db: Kysely<Database>,
  username: string,
  password: string,
  now: Date = new Date(),
  firstPassword = false,
): Promise<string> {
  validatePassword(password)
  const user = await findStaffByUsername(db, username)
  if (!user) throw unknown(username)
  const passwordHash = await hashPassword(password)
  const updatedAt = nextVersion(user.updatedAt, now)
  await updateStaffRow(db, user.id, {
    password_hash: passwordHash,
    must_change_password: firstPassword ? 1 : 0,
    updated_at: updatedAt,
  })
  return updatedAt
}

/**
 * Changes an account's role and/or state (disabled, enabled) in one write, signing its sessions
 * out; a disabled account cannot sign in. A change that leaves the account no enabled OWNER is
 * written only while another enabled OWNER remains: the answer is then 'LAST_OWNER' and nothing
 * changed. The one path for such changes: the owner's API and the command line
 * (`npm run staff -- disable`) alike. Throws StaffError when unknown.
 */
export async function changeRoleOrState(
  db: Kysely<Database>,
  username: string,
  change: { role?: StaffRole; disabled?: boolean },
  now: Date = new Date(),
): Promise<StaffUser | 'LAST_OWNER'> {
  const user = await findStaffByUsername(db, username)
  if (!user) throw unknown(username)
  const role = change.role ?? user.role
  const disabled = change.disabled ?? user.disabled
  const updatedAt = nextVersion(user.updatedAt, now)
  const changes = { role, disabled: disabled ? 1 : 0, updated_at: updatedAt }
  if (role !== 'OWNER' || disabled) {
    if (!(await updateStaffRowKeepingAnOwner(db, user.id, changes))) return 'LAST_OWNER'
  } else await updateStaffRow(db, user.id, changes)
  return { ...toPublic(user), role, disabled, updatedAt }
}

/**
 * A new version of the account (its `updated_at`), which signs its sessions and remembered devices
 * out; the caller may issue a token for one session with it (the account's own change: two-factor
 * turned on). Answers the version.
 */
export async function newVersion(db: Kysely<Database>, user: StaffUser, now: Date): Promise<string> {
  const version = nextVersion(user.updatedAt, now)
  await updateStaffRow(db, user.id, { updated_at: version })
  return version
}

/**
 * Turns two-factor sign-in off for an account that lost its phone and its recovery codes (the
 * owner's reset, `npm run staff -- totp-reset`): the secret and the recovery codes go, and a new
 * version signs its sessions and remembered devices out. Whether it was on; throws StaffError when
 * unknown.
 */
export async function resetTwoFactor(
  db: Kysely<Database>,
  username: string,
  now: Date = new Date(),
): Promise<boolean> {
  const user = await findStaffByUsername(db, username)
  if (!user) throw unknown(username)
  await disableTwoFactor(db, user)
  await newVersion(db, user, now)
  return user.totpEnabled
}

/** An account without its secrets. */
function toPublic(user: StaffRecord): StaffUser {
  const { passwordHash: _hash, totpSecret: _secret, totpLastStep: _step, ...rest } = user
  return rest
}

/** What a login attempt comes to. */
type LoginOutcome =
  | {
      ok: true
      user: StaffRecord
      /** Which second factor let the account in: a recovery code may mean a lost phone. */
      secondFactor: 'totp' | 'recovery-code' | null
    }
  | { ok: false; throttled: true; retryAfterSeconds: number }
  | {
      ok: false
      throttled: false
      reason:
        | 'unknown user'
        | 'disabled'
        | 'wrong password'
        | 'totp required'
        | 'wrong code'
        | 'used code'
        | 'totp locked'
      /** This wrong code reached the account's cap (the owner is told once). */
      lockedNow?: boolean
    }

/** An IPv6 address counts by its /64: one subscriber's whole network is one address. */
const LOGIN_IPV6_PREFIX = 64

/**
 * Checks a login: the throttle first (counted before the password is checked; an attempt on a
 * username under attack waits the throttle's delay first), then the password. Unknown users are
 * checked against a dummy hash: the same scrypt work, the same time. A successful login clears the
 * (address, username) count.
 */
export async function checkLogin(
  db: Kysely<Database>,
  guard: LoginLimiter,
  address: string,
  username: string,
  password: string,
  factor: { totp?: string; recoveryCode?: string; now: Date; secrets: TotpSecretBox },
): Promise<LoginOutcome> {
  // A full hashing queue refuses at once, before counting or looking anything up (password.ts).
  if (hashesBusy()) throw new HashBusyError()
  const name = normalizeUsername(username)
  const counted = addressKey(address, LOGIN_IPV6_PREFIX)
  const decision = await guard.attempt(counted, name)
  if (!decision.allowed) return { ok: false, throttled: true, retryAfterSeconds: decision.retryAfterSeconds }
  if (decision.delayMs) await sleep(decision.delayMs)
  const user = await findStaffByUsername(db, name)
  const passwordOk = await verifyPassword(password, user?.passwordHash ?? dummyPasswordHash())
  if (!user || user.disabled || !passwordOk) {
    const reason = !user ? 'unknown user' : user.disabled ? 'disabled' : 'wrong password'
    return { ok: false, throttled: false, reason }
  }
  // The second factor. Its attempt stays counted when it is missing or wrong: a code guesser meets
  // the same lockouts as a password guesser.
  if (user.totpEnabled) {
    if (factor.totp === undefined && factor.recoveryCode === undefined)
      return { ok: false, throttled: false, reason: 'totp required' }
    // Past the account's cap of wrong codes only a recovery code is checked (docs/security.md,
    // "Two-factor sign-in"): a guesser spread over many addresses meets it too.
    const byCode = factor.totp !== undefined
    if (byCode && (await guard.codesLocked(name)))
      return { ok: false, throttled: false, reason: 'totp locked' }
    const second = await checkSecondFactor(db, user, factor, factor.now, factor.secrets)
    if (second === 'wrong' && byCode && (await guard.codeFailed(name)))
      return { ok: false, throttled: false, reason: 'totp locked', lockedNow: true }
    if (second !== 'ok')
      return { ok: false, throttled: false, reason: second === 'used' ? 'used code' : 'wrong code' }
    if (!byCode) await guard.codesCleared(name)
  }
  await guard.succeeded(counted, name)
  const secondFactor = !user.totpEnabled ? null : factor.totp !== undefined ? 'totp' : 'recovery-code'
  return { ok: true, user, secondFactor }
}
