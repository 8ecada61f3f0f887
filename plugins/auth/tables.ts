import type { Generated } from 'kysely'
import type { StaffRole } from '#schemas/enums.js'

/** A staff account. `updated_at` changes with every change to it and is the version tokens carry. */
export interface StaffUsersTable {
  id: Generated<number>
  /** Trimmed and lower-case. */
  username: string
  /** scrypt$… (password.ts). */
  password_hash: string
  /** 0 or 1. */
  disabled: number
  created_at: string
  updated_at: string
  role: Generated<StaffRole>
  /** 1 while the password is a first one (set by the owner): it must be changed before anything else. */
  must_change_password: Generated<number>
  /** base32 TOTP secret: pending while totp_enabled_at is null, in force once confirmed. */
  totp_secret: string | null
  totp_enabled_at: string | null
  /** The last 30-second step a code was accepted for: a code is accepted once. */
  totp_last_step: number | null
}

/** A one-time recovery code of an account with two-factor sign-in (stored hashed). */
interface StaffRecoveryCodesTable {
  id: Generated<number>
  username: string
  code_hash: string
  created_at: string
  used_at: string | null
}

/** One row (id 1): which roles must use two-factor sign-in (comma-separated; empty = none). */
interface StaffPolicyTable {
  id: number
  totp_required_roles: string
  updated_by: string
  updated_at: string
}

/** A staff action that changed something (audit.ts): never a guest's personal data. */
interface AuditLogTable {
  id: Generated<number>
  at: string
  /** Who did it; null for a failed sign-in to an unknown account or the command line. */
  username: string | null
  action: string
  /** What it was done to (an order id, a product, a date, an account), if anything. */
  target: string | null
  /** The caller's address, kept as the logs keep addresses. */
  address: string | null
  /** JSON of what changed, before and after (null when nothing was there). */
  before: string | null
  after: string | null
}

/** A signed-in token (session-store.ts): id is the token's verified `jti`, never the token itself. */
interface StaffSessionsTable {
  id: string
  username: string
  created_at: string
  /** The last request with the token (written at most once a minute). */
  last_seen_at: string
  /** When it was signed out; null while it may be used. */
  ended_at: string | null
  /** The remembered device the token was issued from (devices.ts); null: a sign-in with a password. */
  device_id: string | null
}

/**
 * A remembered device (devices.ts): a credential of its own, kept in an httpOnly cookie, from which a
 * reload gets a fresh token. Only the secret's SHA-256 is stored.
 */
interface StaffDevicesTable {
  id: string
  secret_hash: string
  username: string
  /** The account's version when the device was remembered: any later change of it forgets the device. */
  version: string
  /** The browser, as its User-Agent names it (for the owner's list). */
  label: string
  created_at: string
  /** The last use of a token issued from it (its idle time starts there). */
  last_seen_at: string
  expires_at: string
  ended_at: string | null
}

/** The auth capability's tables, assembled into Database by plugins/db. */
export interface AuthTables {
  staff_users: StaffUsersTable
  staff_sessions: StaffSessionsTable
  staff_devices: StaffDevicesTable
  staff_recovery_codes: StaffRecoveryCodesTable
  staff_policy: StaffPolicyTable
  audit_log: AuditLogTable
}
