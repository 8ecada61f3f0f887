import type { Generated } from 'kysely'

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
}

/** A signed-in token (session-store.ts): id is the token's SHA-256, never the token itself. */
interface StaffSessionsTable {
  id: string
  username: string
  created_at: string
  /** The last request with the token (written at most once a minute). */
  last_seen_at: string
  /** When it was signed out; null while it may be used. */
  ended_at: string | null
}

/** The auth capability's tables, assembled into Database by plugins/db. */
export interface AuthTables {
  staff_users: StaffUsersTable
  staff_sessions: StaffSessionsTable
}
