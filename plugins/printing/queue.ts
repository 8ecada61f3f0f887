/**
 * The print queue (docs/printing.md, The queue): jobs are rows written with the event that causes
 * them; a sender takes one printer at a time with a lease (one instance sends to it, in order), takes
 * its oldest job with a second lease, and marks it PRINTED once the printer has taken it. A printer
 * that fails keeps its jobs and is retried with backoff; jobs older than the printer's limit are
 * EXPIRED (offered for reprint), never printed by themselves.
 */
import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { DB } from '#infra/db/database.js'
import { backoffMs, createSenderLoop } from '#server/sender-loop.js'
import {
  claimJob,
  expireOld,
  type JobRow,
  leasePrinter,
  listPrinters,
  markFailed,
  markPrinted,
  nextJob,
  type PrinterRow,
  printedBefore,
  releasePrinter,
} from './repository.js'
import { encodeTicket, type PrinterLanguage, type TicketPayload } from './ticket.js'
import { type DirectError, type DirectTimeouts, sendDirect } from './transports/direct.js'

export interface QueueOptions extends Partial<DirectTimeouts> {
  db: DB
  log: FastifyBaseLogger
  now: () => Date
  /** First retry after this long, doubling, at most `maxBackoffMs` (defaults 5 s and 2 min). */
  backoffBaseMs?: number
  maxBackoffMs?: number
  /** How long one instance may hold a printer or a job before another takes it (default 60 s). */
  leaseMs?: number
  /** The queue is looked at this often, besides right after each new job (default 2 s). */
  pollMs?: number
  /** Loopback or link-local printer hosts let through (PRINTER_HOSTS; docs/printing.md, "Direct"). */
  allowedHosts?: readonly string[]
}

/**
 * The bytes of a job for a printer in one of its command languages, in the printer's words. A ticket
 * staff asked for again says so when the order's ticket has already printed there (not when the
 * first one expired unprinted).
 */
export async function jobBytes(
  db: DB,
  job: JobRow,
  printer: PrinterRow,
  language: PrinterLanguage,
): Promise<Uint8Array> {
  const reprint = job.reprint > 0 && (await printedBefore(db, job))
  return encodeTicket(
    job.kind,
    JSON.parse(job.payload) as TicketPayload,
    { paperWidth: printer.paper_width, codepage: printer.codepage, language },
    { words: printer.ticket_language, reprint, interrupted: job.interrupted === 1 },
  )
}

export function createQueue(options: QueueOptions) {
  const { db, log, now } = options
  const owner = randomUUID()
  const base = options.backoffBaseMs ?? 5_000
  const max = options.maxBackoffMs ?? 120_000
  const leaseMs = options.leaseMs ?? 60_000
  const pollMs = options.pollMs ?? 2_000
  const timeouts: DirectTimeouts = {
    timeoutMs: options.timeoutMs ?? 10_000,
    statusWaitMs: options.statusWaitMs ?? 700,
  }

  /**
   * A failed attempt: the job and its printer wait for the backoff. When the ticket had gone out
   * before the failure (no answer after it), the printer may have printed it: the job is marked
   * `interrupted`, and its next sending says so.
   */
  async function failed(job: JobRow, printer: PrinterRow, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error)
    const retryAt = new Date(now().getTime() + backoffMs(job.attempts, base, max))
    const maybePrinted = (error as Partial<DirectError>).maybePrinted === true
    await markFailed(db, maybePrinted ? { ...job, interrupted: 1 } : job, message, now(), retryAt)
    // The socket's own error (ECONNREFUSED, a timeout) goes to the log only: the row, and so the
    // board, keep the kitchen's word for it ("unreachable", "paper out").
    const detail = (error as Partial<DirectError>).detail ?? message
    log.warn(
      { printer: printer.name, jobId: job.id, attempts: job.attempts, error: detail, retryAt },
      'printer did not take the ticket, will retry',
    )
  }

  /** Sends a DIRECT printer's queue in order while it answers; how many tickets it took. */
  async function drainPrinter(printer: PrinterRow, closing: () => boolean): Promise<number> {
    let printed = 0
    for (;;) {
      if (closing()) return printed
      // The printer's lease, extended for each ticket (a long queue outlasts one lease).
      if (printed > 0 && !(await leasePrinter(db, printer.id, owner, now(), leaseMs))) return printed
      const job = await nextJob(db, printer.id, now())
      if (!job) return printed
      const taken = await claimJob(db, job, now(), leaseMs)
      if (!taken) return printed
      try {
        const bytes = await jobBytes(db, taken, printer, 'esc-pos')
        await sendDirect(
          { host: printer.host ?? '', port: printer.port ?? 9100 },
          bytes,
          timeouts,
          options.allowedHosts,
        )
      } catch (error) {
        await failed(taken, printer, error)
        return printed
      }
      await markPrinted(db, taken, now())
      log.info({ printer: printer.name, jobId: job.id, kind: job.kind, copy: job.copy }, 'ticket printed')
      printed++
    }
  }

  /** One pass over every printer; `closing()` turns true when the sender stops. */
  async function runOnce(closing: () => boolean): Promise<number> {
    let printed = 0
    for (const printer of await listPrinters(db)) {
      if (closing()) break
      const expired = await expireOld(db, printer, now())
      if (expired > 0) log.warn({ printer: printer.name, expired }, 'old print jobs offered for reprint')
      if (printer.kind !== 'DIRECT') continue
      if (!(await leasePrinter(db, printer.id, owner, now(), leaseMs))) continue
      try {
        printed += await drainPrinter(printer, closing)
      } finally {
        await releasePrinter(db, printer.id, owner)
      }
    }
    return printed
  }

  /** Prints what is due on every printer on the network; `run()` resolves with how many printed. */
  const loop = createSenderLoop({
    log,
    name: 'print queue',
    pollMs,
    kickMs: 30,
    pass: runOnce,
  })

  return {
    ...loop,
    leaseMs,
    backoff: (attempts: number) => backoffMs(attempts, base, max),
  }
}

export type Queue = ReturnType<typeof createQueue>
