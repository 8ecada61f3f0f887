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

/** The auth capability's tables, assembled into Database by plugins/db. */
export interface AuthTables {
  staff_users: StaffUsersTable
}
