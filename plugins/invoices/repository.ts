import type { Selectable } from 'kysely'
import type { DB } from '#infra/db/database.js'
import { claimRow, dueRows } from '#infra/db/leased-queue.js'
import type { InvoiceKind } from '#schemas/enums.js'
import type { InvoiceSettingsTable, InvoicesTable } from './tables.js'

export type InvoiceRow = Selectable<InvoicesTable>
export type SettingsRow = Selectable<InvoiceSettingsTable>

export async function readSettingsRow(db: DB): Promise<SettingsRow | undefined> {
  return db.selectFrom('invoice_settings').selectAll().where('id', '=', 1).executeTakeFirst()
}

export async function writeSettingsRow(db: DB, values: Omit<SettingsRow, 'id'>): Promise<void> {
  await db
    .insertInto('invoice_settings')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute()
}

/**
 * The next number of a (pattern, period), in the caller's transaction: one conditional write
 * (insert the first, or add one to the last) that returns the number. The row stays locked until
 * the transaction ends, so two instances never get the same number, and a rolled-back transaction
 * gives its number back: no gaps, no repeats (docs/invoices.md, "Numbering").
 */
export async function takeNumber(trx: DB, pattern: string, period: string): Promise<number> {
  const row = await trx
    .insertInto('invoice_counters')
    .values({ pattern, period, last_number: 1 })
    .onConflict((oc) =>
      oc
        .columns(['pattern', 'period'])
        .doUpdateSet((eb) => ({ last_number: eb('invoice_counters.last_number', '+', 1) })),
    )
    .returning('last_number')
    .executeTakeFirstOrThrow()
  return Number(row.last_number)
}

/** The number the next invoice of a (pattern, period) would get, without taking it. */
export async function peekNumber(db: DB, pattern: string, period: string): Promise<number> {
  const row = await db
    .selectFrom('invoice_counters')
    .select('last_number')
    .where('pattern', '=', pattern)
    .where('period', '=', period)
    .executeTakeFirst()
  return Number(row?.last_number ?? 0) + 1
}

export async function findInvoice(
  db: DB,
  orderId: string,
  kind: InvoiceKind,
): Promise<InvoiceRow | undefined> {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('kind', '=', kind)
    .executeTakeFirst()
}

/** A new invoice in the queue, due now. Throws on a second row of the same (order, kind). */
export async function insertInvoice(
  trx: DB,
  invoice: Pick<InvoiceRow, 'order_id' | 'kind' | 'number' | 'issue_date' | 'data' | 'xml' | 'xml_hash'>,
  at: Date,
): Promise<void> {
  await trx
    .insertInto('invoices')
    .values({
      ...invoice,
      status: 'PENDING',
      next_attempt_at: at.toISOString(),
      locked_until: null,
      last_error: null,
      first_failed_at: null,
      ksef_session_ref: null,
      ksef_invoice_ref: null,
      ksef_number: null,
      upo: null,
      created_at: at.toISOString(),
      issued_at: null,
    })
    .execute()
}

/** Due now: pending ones whose time has come, and those whose sender died mid-way (the shared lease). */
export const dueInvoices = (db: DB, now: Date, limit: number) =>
  dueRows<InvoiceRow>(db, 'invoices', now, limit)

/** Takes one for an attempt (a lease); false when another instance took it first. */
export const claimInvoice = (db: DB, row: InvoiceRow, now: Date, leaseMs: number) =>
  claimRow(db, 'invoices', row, now, leaseMs)

/** KSeF took the file: its references, so that a retry asks about it before sending again. */
export async function recordReferences(
  db: DB,
  row: Held,
  refs: { session: string | null; invoice: string | null },
): Promise<void> {
  await db
    .updateTable('invoices')
    .set({ ksef_session_ref: refs.session, ksef_invoice_ref: refs.invoice })
    .where('id', '=', row.id)
    .where('status', '=', 'SENDING')
    .where('attempts', '=', row.attempts)
    .execute()
}

/**
 * The attempt a row was claimed for: an instance that outlived its lease (stalled, then woke up)
 * writes nothing over the attempt that took the row after it.
 */
type Held = Pick<InvoiceRow, 'id' | 'attempts'>

export async function markIssued(
  db: DB,
  row: Held,
  issued: { ksefNumber: string; upo: string | null; at: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('invoices')
    .set({
      status: 'ISSUED',
      ksef_number: issued.ksefNumber,
      upo: issued.upo,
      issued_at: issued.at.toISOString(),
      locked_until: null,
      last_error: null,
      first_failed_at: null,
    })
    .where('id', '=', row.id)
    .where('status', '=', 'SENDING')
    .where('attempts', '=', row.attempts)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function markFailedAttempt(
  db: DB,
  row: Held & Pick<InvoiceRow, 'first_failed_at'>,
  error: string,
  next: { retryAt: Date; at: Date } | { final: true; at: Date },
): Promise<void> {
  await db
    .updateTable('invoices')
    .set({
      status: 'final' in next ? 'FAILED' : 'PENDING',
      next_attempt_at: 'final' in next ? undefined : next.retryAt.toISOString(),
      locked_until: null,
      last_error: error.slice(0, 1000),
      first_failed_at: row.first_failed_at ?? next.at.toISOString(),
    })
    .where('id', '=', row.id)
    .where('status', '=', 'SENDING')
    .where('attempts', '=', row.attempts)
    .execute()
}

export async function invoicesOf(db: DB, orderIds: string[]): Promise<InvoiceRow[]> {
  if (orderIds.length === 0) return []
  return db.selectFrom('invoices').selectAll().where('order_id', 'in', orderIds).orderBy('id').execute()
}

/** Staff: a failed invoice goes back to the queue, due now, its failures forgotten. */
export async function requeue(
  db: DB,
  id: number,
  now: Date,
  rebuilt?: Pick<InvoiceRow, 'data' | 'xml' | 'xml_hash'>,
): Promise<boolean> {
  const result = await db
    .updateTable('invoices')
    .set({
      ...rebuilt,
      ...(rebuilt ? { ksef_session_ref: null, ksef_invoice_ref: null } : {}),
      status: 'PENDING',
      next_attempt_at: now.toISOString(),
      attempts: 0,
      first_failed_at: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'FAILED')
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

/** Failed invoices with their order's number, oldest failure first (the board's alert). */
export async function failedInvoices(db: DB) {
  return db
    .selectFrom('invoices')
    .innerJoin('orders', 'orders.id', 'invoices.order_id')
    .select([
      'invoices.order_id as orderId',
      'orders.number as orderNumber',
      'invoices.number as number',
      'invoices.kind as kind',
      'invoices.last_error as lastError',
      'invoices.first_failed_at as firstFailedAt',
      'invoices.created_at as createdAt',
    ])
    .where('invoices.status', '=', 'FAILED')
    .orderBy('invoices.id')
    .limit(100)
    .execute()
}
