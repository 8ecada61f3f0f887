import type { Kysely } from 'kysely'
import type { DB } from './database.js'

/**
 * The durable queues that send something outside (the mail outbox, the KSeF invoices) share one
 * lease: a row is due when its time has come (PENDING) or its sender died mid-way (SENDING past its
 * lease), and one instance takes it for an attempt with a conditional write on its status and its
 * attempt count (docs/architecture.md, "Invoices" beside "E-mails").
 */
type LeasedTable = 'mail_outbox' | 'invoices'
interface LeasedRow {
  id: number
  status: string
  attempts: number
}
interface LeasedColumns {
  id: number
  status: string
  attempts: number
  next_attempt_at: string
  locked_until: string | null
}
/** The two tables seen through the columns the lease reads and writes. */
const leased = (db: DB) => db as unknown as Kysely<Record<LeasedTable, LeasedColumns>>

/** The rows due now, oldest first. */
export async function dueRows<Row>(db: DB, table: LeasedTable, now: Date, limit: number): Promise<Row[]> {
  const at = now.toISOString()
  const rows = await leased(db)
    .selectFrom(table)
    .selectAll()
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'PENDING'), eb('next_attempt_at', '<=', at)]),
        eb.and([eb('status', '=', 'SENDING'), eb('locked_until', '<', at)]),
      ]),
    )
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows as Row[]
}

/** Takes a row for one attempt (a lease); false when another instance took it first. */
export async function claimRow(
  db: DB,
  table: LeasedTable,
  row: LeasedRow,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const result = await leased(db)
    .updateTable(table)
    .set({
      status: 'SENDING',
      attempts: row.attempts + 1,
      locked_until: new Date(now.getTime() + leaseMs).toISOString(),
    })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .where('attempts', '=', row.attempts)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}
