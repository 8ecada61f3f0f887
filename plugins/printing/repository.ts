/** Printers and print jobs (tables printers, print_jobs): queries over Kysely<Database>. */
import type { Insertable, Selectable, Updateable } from 'kysely'
import type { DB } from '#infra/db/database.js'
import type { PrintJobKind, PrintJobStatus } from '#schemas/enums.js'
import type { PrintersTable, PrintJobsTable } from './tables.js'

export type PrinterRow = Selectable<PrintersTable>
export type JobRow = Selectable<PrintJobsTable>

export function listPrinters(db: DB): Promise<PrinterRow[]> {
  return db.selectFrom('printers').selectAll().orderBy('id').execute()
}

export function findPrinter(db: DB, id: number): Promise<PrinterRow | undefined> {
  return db.selectFrom('printers').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function insertPrinter(db: DB, printer: Insertable<PrintersTable>): Promise<number> {
  const row = await db.insertInto('printers').values(printer).returning('id').executeTakeFirstOrThrow()
  return row.id
}

export async function updatePrinter(db: DB, id: number, set: Updateable<PrintersTable>): Promise<boolean> {
  const result = await db.updateTable('printers').set(set).where('id', '=', id).executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function deletePrinter(db: DB, id: number): Promise<boolean> {
  await db.deleteFrom('print_jobs').where('printer_id', '=', id).execute()
  const result = await db.deleteFrom('printers').where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) === 1
}

/** Adds a job (in the caller's transaction); an event seen twice adds nothing (the unique index). */
export async function insertJob(
  db: DB,
  job: {
    printerId: number
    orderId: string | null
    kind: PrintJobKind
    copy: number
    reprint: number
    payload: object
    at: Date
  },
): Promise<void> {
  const at = job.at.toISOString()
  await db
    .insertInto('print_jobs')
    .values({
      printer_id: job.printerId,
      order_id: job.orderId,
      kind: job.kind,
      copy: job.copy,
      reprint: job.reprint,
      payload: JSON.stringify(job.payload),
      status: 'WAITING',
      next_attempt_at: at,
      locked_until: null,
      last_error: null,
      created_at: at,
      printed_at: null,
    })
    .onConflict((oc) => oc.columns(['printer_id', 'order_id', 'kind', 'copy', 'reprint']).doNothing())
    .execute()
}

/** The next reprint number of an order on a printer. */
export async function nextReprint(db: DB, printerId: number, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('print_jobs')
    .select((eb) => eb.fn.max('reprint').as('last'))
    .where('printer_id', '=', printerId)
    .where('order_id', '=', orderId)
    .executeTakeFirst()
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1
}

/**
 * Takes a printer for one run (a lease): one instance sends to it at a time, so its queue prints in
 * order. False when another instance holds it, or it waits for its next retry.
 */
export async function leasePrinter(
  db: DB,
  id: number,
  owner: string,
  now: Date,
  leaseMs: number,
): Promise<boolean> {
  const at = now.toISOString()
  const result = await db
    .updateTable('printers')
    .set({ lease_owner: owner, lease_until: new Date(now.getTime() + leaseMs).toISOString() })
    .where('id', '=', id)
    .where((eb) =>
      eb.or([eb('lease_until', 'is', null), eb('lease_until', '<', at), eb('lease_owner', '=', owner)]),
    )
    .where((eb) => eb.or([eb('retry_at', 'is', null), eb('retry_at', '<=', at)]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1
}

export async function releasePrinter(db: DB, id: number, owner: string): Promise<void> {
  await db
    .updateTable('printers')
    .set({ lease_owner: null, lease_until: null })
    .where('id', '=', id)
    .where('lease_owner', '=', owner)
    .execute()
}

const OPEN: PrintJobStatus[] = ['WAITING', 'FAILED', 'SENDING']

/**
 * A printer's next job: its oldest one not printed, when it is due (waiting, failed and past its
 * backoff, or sending with a lease run out). None while the oldest is being sent or waits for its
 * retry: the queue keeps its order.
 */
export async function nextJob(db: DB, printerId: number, now: Date): Promise<JobRow | undefined> {
  const at = now.toISOString()
  const oldest = await db
    .selectFrom('print_jobs')
    .selectAll()
    .where('printer_id', '=', printerId)
    .where('status', 'in', OPEN)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()
  if (!oldest) return undefined
  if (oldest.status === 'SENDING') return oldest.locked_until && oldest.locked_until < at ? oldest : undefined
  if (oldest.status === 'FAILED' && oldest.next_attempt_at > at) return undefined
  return oldest
}

/** The owner changed the printer's settings: its failed jobs are tried again now. */
export async function retryNow(db: DB, printerId: number, now: Date): Promise<void> {
  await db
    .updateTable('print_jobs')
    .set({ next_attempt_at: now.toISOString() })
    .where('printer_id', '=', printerId)
    .where('status', '=', 'FAILED')
    .execute()
}

/**
 * Takes a job for one attempt; false when another instance took it first. A job taken while SENDING
 * (its sender died before the printer answered) is marked `interrupted`: it may have printed.
 * Answers the job as taken, or null.
 */
export async function claimJob(db: DB, job: JobRow, now: Date, leaseMs: number): Promise<JobRow | null> {
  const taken = {
    ...job,
    status: 'SENDING' as const,
    attempts: job.attempts + 1,
    locked_until: new Date(now.getTime() + leaseMs).toISOString(),
    interrupted: job.status === 'SENDING' ? 1 : job.interrupted,
  }
  const result = await db
    .updateTable('print_jobs')
    .set({
      status: taken.status,
      attempts: taken.attempts,
      locked_until: taken.locked_until,
      interrupted: taken.interrupted,
    })
    .where('id', '=', job.id)
    .where('status', '=', job.status)
    .where('attempts', '=', job.attempts)
    .executeTakeFirst()
  return Number(result.numUpdatedRows) === 1 ? taken : null
}

/** Whether the job's ticket (its order and kind) has already printed on its printer. */
export async function printedBefore(db: DB, job: JobRow): Promise<boolean> {
  if (job.order_id === null) return false
  const row = await db
    .selectFrom('print_jobs')
    .select('id')
    .where('printer_id', '=', job.printer_id)
    .where('order_id', '=', job.order_id)
    .where('kind', '=', job.kind)
    .where('status', '=', 'PRINTED')
    .where('id', '<', job.id)
    .limit(1)
    .executeTakeFirst()
  return row !== undefined
}

export function findJob(db: DB, id: number): Promise<JobRow | undefined> {
  return db.selectFrom('print_jobs').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function markPrinted(db: DB, job: JobRow, now: Date): Promise<boolean> {
  const at = now.toISOString()
  const result = await db
    .updateTable('print_jobs')
    .set({ status: 'PRINTED', printed_at: at, locked_until: null, last_error: null })
    .where('id', '=', job.id)
    .where('status', '=', 'SENDING')
    .executeTakeFirst()
  await db
    .updateTable('printers')
    .set({ offline_since: null, last_error: null, retry_at: null, last_seen_at: at })
    .where('id', '=', job.printer_id)
    .execute()
  return Number(result.numUpdatedRows) === 1
}

/** A failed attempt: the job waits for `retryAt`, and so does its printer (its queue keeps its order). */
export async function markFailed(
  db: DB,
  job: JobRow,
  error: string,
  now: Date,
  retryAt: Date,
): Promise<void> {
  const message = error.slice(0, 300)
  await db
    .updateTable('print_jobs')
    .set({
      status: 'FAILED',
      next_attempt_at: retryAt.toISOString(),
      locked_until: null,
      last_error: message,
      interrupted: job.interrupted,
    })
    .where('id', '=', job.id)
    .where('status', '=', 'SENDING')
    .execute()
  await printerFailed(db, job.printer_id, message, now, retryAt)
}

export async function printerFailed(db: DB, id: number, error: string, now: Date, retryAt: Date | null) {
  await db
    .updateTable('printers')
    .set((eb) => ({
      offline_since: eb.fn.coalesce('offline_since', eb.val(now.toISOString())),
      last_error: error.slice(0, 300),
      retry_at: retryAt?.toISOString() ?? null,
    }))
    .where('id', '=', id)
    .execute()
}

/** A printer that polls fine (CloudPRNT) is seen, and online again. */
export async function printerSeen(db: DB, id: number, now: Date): Promise<void> {
  await db
    .updateTable('printers')
    .set({ last_seen_at: now.toISOString(), offline_since: null, last_error: null })
    .where('id', '=', id)
    .execute()
}

/** Open jobs older than their printer's limit are not printed by themselves: EXPIRED, for reprint. */
export async function expireOld(db: DB, printer: PrinterRow, now: Date): Promise<number> {
  const before = new Date(now.getTime() - printer.max_age_minutes * 60_000).toISOString()
  const result = await db
    .updateTable('print_jobs')
    .set({ status: 'EXPIRED', locked_until: null })
    .where('printer_id', '=', printer.id)
    .where('status', 'in', OPEN)
    .where('created_at', '<', before)
    .where((eb) => eb.or([eb('status', '!=', 'SENDING'), eb('locked_until', '<', now.toISOString())]))
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Open jobs per printer: how many, and since when the oldest failing one has failed. */
export async function openCounts(db: DB): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('print_jobs')
    .select(['printer_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('status', 'in', OPEN)
    .groupBy('printer_id')
    .execute()
  return new Map(rows.map((r) => [r.printer_id, Number(r.n)]))
}

export function listJobs(db: DB, statuses: PrintJobStatus[], limit: number): Promise<JobRow[]> {
  return db
    .selectFrom('print_jobs')
    .selectAll()
    .where('status', 'in', statuses)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute()
}

/** A finished job's copy of the order (names, phones, addresses) is not kept longer than needed. */
export async function clearPayloads(db: DB, before: Date): Promise<number> {
  const result = await db
    .updateTable('print_jobs')
    .set({ payload: '{}' })
    .where('status', 'in', ['PRINTED', 'EXPIRED'])
    .where('created_at', '<', before.toISOString())
    .where('payload', '!=', '{}')
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

/** Expired jobs per printer created since `since` (offered for reprint on the board). */
export async function expiredCounts(db: DB, since: Date): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('print_jobs')
    .select(['printer_id', (eb) => eb.fn.countAll<string | number>().as('n')])
    .where('status', '=', 'EXPIRED')
    .where('created_at', '>=', since.toISOString())
    .groupBy('printer_id')
    .execute()
  return new Map(rows.map((r) => [r.printer_id, Number(r.n)]))
}
