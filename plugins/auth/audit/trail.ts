/**
 * The audit trail (docs/security.md, "Audit trail"): every staff action that changes something, with
 * who, when, from which address and what changed (before → after). Never a guest's personal data:
 * callers pass ids, settings and statuses, not names, phones, e-mails or addresses. Rows are kept
 * for AUDIT_RETENTION_DAYS and removed by the retention job.
 */
import type { Kysely } from 'kysely'
import type { Database } from '#infra/db/database.js'
import type { AuditAction } from '#schemas/enums.js'
import type { AuditResponse } from '#schemas/staff.js'

/** One recorded action, as written. */
export interface AuditEntry {
  action: AuditAction
  /** Who did it (a username); null when unknown (a failed sign-in to no account, the command line). */
  username: string | null
  /** The caller's address (null for the command line). */
  address: string | null
  /** What it was done to: an order id, a product id, a date, a username, a promo code. */
  target?: string | null
  /** What it was before and after (plain JSON values; omitted when there was nothing). */
  before?: unknown
  after?: unknown
}

type AuditRecord = AuditResponse['entries'][number]

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value))

export async function recordAudit(db: Kysely<Database>, entry: AuditEntry, now: Date): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: now.toISOString(),
      username: entry.username,
      action: entry.action,
      target: entry.target ?? null,
      address: entry.address,
      before: json(entry.before),
      after: json(entry.after),
    })
    .execute()
}

/** At most this many entries per page. */
export const AUDIT_PAGE_LIMIT = 500

/** Entries from `from` (inclusive) to `to` (exclusive), newest first, optionally of one username. */
export async function listAudit(
  db: Kysely<Database>,
  filter: { from: string; to: string; username?: string },
): Promise<AuditRecord[]> {
  let query = db
    .selectFrom('audit_log')
    .selectAll()
    .where('at', '>=', filter.from)
    .where('at', '<', filter.to)
  if (filter.username) query = query.where('username', '=', filter.username)
  const rows = await query.orderBy('at', 'desc').orderBy('id', 'desc').limit(AUDIT_PAGE_LIMIT).execute()
  return rows.map((row) => ({
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    action: row.action as AuditAction,
    username: row.username,
    address: row.address,
    target: row.target,
    before: row.before === null ? null : JSON.parse(row.before),
    after: row.after === null ? null : JSON.parse(row.after),
  }))
}
