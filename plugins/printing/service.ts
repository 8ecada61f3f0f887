/**
 * Kitchen printing (docs/printing.md): the printers' settings, the jobs the order workflow writes in
 * its transactions, the sender for printers on the network (queue.ts), the CloudPRNT answers
 * (cloudprnt.ts) and each printer's state for the board.
 */
import { randomBytes } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Insertable } from 'kysely'
import type { TicketOrder } from '#domain/order-presenter.js'
import { refusedPrinterHost } from '#domain/printer-hosts.js'
import type { DB } from '#infra/db/database.js'
import { HttpError } from '#infra/http/errors.js'
import type { PrintJobKind, PrintJobStatus } from '#schemas/enums.js'
import type {
  Printer,
  PrinterBody,
  PrinterPatch,
  PrinterState,
  PrintJob,
  ReprintBody,
} from '#schemas/printing.js'
import { createQueue, type QueueOptions } from './queue.js'
import * as repo from './repository.js'
import type { PrintersTable } from './tables.js'
import type { TicketPayload } from './ticket.js'
import { jobView, printerView } from './views.js'

export interface PrintingServiceOptions extends Omit<QueueOptions, 'db' | 'log' | 'now'> {
  db: DB
  log: FastifyBaseLogger
  now: () => Date
  publicUrl: string
}

/** The order as a ticket shows it, kept with each job (the workflow's StaffOrder fits). */
export type PrintOrder = TicketOrder & { id: string }

/** A printed job's copy of the order is cleared after two days. */
const PAYLOAD_DAYS = 2

const newSecret = () => randomBytes(18).toString('base64url')

const notFound = () => new HttpError(404, 'Nie ma takiej drukarki.', 'PRINTER_NOT_FOUND')

export function createPrintingService(options: PrintingServiceOptions) {
  const { db, log, now, publicUrl } = options
  const allowedHosts = options.allowedHosts ?? []
  /** A 400 naming `host` for a loopback or link-local address PRINTER_HOSTS does not name. */
  const refuseHost = (host: string | undefined | null) => {
    if (host && refusedPrinterHost(host, allowedHosts))
      throw new HttpError(
        400,
        `Adres drukarki „${host}” to ten serwer albo adres lokalny łącza: podaj adres drukarki w sieci restauracji (np. 192.168.1.50) albo dopisz go do PRINTER_HOSTS.`,
        'VALIDATION',
        'host',
      )
  }
  const queue = createQueue(options)

  async function printers(): Promise<Printer[]> {
    const [rows, counts, expired] = await Promise.all([
      repo.listPrinters(db),
      repo.openCounts(db),
      repo.expiredCounts(db, startOfToday()),
    ])
    return rows.map((p) => printerView(p, counts.get(p.id) ?? 0, expired.get(p.id) ?? 0, now(), publicUrl))
  }

  /** Jobs created since this instant count as today's (for the expired count): the last 16 hours. */
  const startOfToday = () => new Date(now().getTime() - 16 * 3600_000)

  async function printer(id: number): Promise<Printer> {
    const found = (await printers()).find((p) => p.id === id)
    if (!found) throw notFound()
    return found
  }

  /** Adds jobs for an order on the printers that print `kind` at this moment. */
  async function enqueue(
    trx: DB,
    order: PrintOrder,
    picks: (p: repo.PrinterRow) => { kind: PrintJobKind; copies: number }[],
    reprint: (p: repo.PrinterRow) => Promise<number> | number,
  ): Promise<number> {
    let jobs = 0
    const payload: TicketPayload = { order }
    for (const p of await repo.listPrinters(trx)) {
      for (const { kind, copies } of picks(p)) {
        const round = await reprint(p)
        for (let copy = 1; copy <= copies; copy++) {
          await repo.insertJob(trx, {
            printerId: p.id,
            orderId: order.id,
            kind,
            copy,
            reprint: round,
            payload,
            at: now(),
          })
          jobs++
        }
      }
    }
    return jobs
  }

  /** In the event's transaction: the tickets the printers print at `moment`. */
  async function orderEvent(trx: DB, order: PrintOrder, moment: 'PLACED' | 'ACCEPTED'): Promise<void> {
    const courier = order.deliveryType === 'COURIER'
    const added = await enqueue(
      trx,
      order,
      (p) => {
        const picks: { kind: PrintJobKind; copies: number }[] = []
        if (p.kitchen_ticket === moment) picks.push({ kind: 'KITCHEN', copies: p.copies })
        // The courier copy comes with the kitchen ticket (or when placed, on a printer without one).
        const courierMoment = p.kitchen_ticket === 'NONE' ? 'PLACED' : p.kitchen_ticket
        if (courier && p.courier_copy === 1 && courierMoment === moment)
          picks.push({ kind: 'COURIER', copies: 1 })
        return picks
      },
      () => 0,
    )
    if (added > 0) queue.kick()
  }

  function settingsRow(body: PrinterBody | PrinterPatch): Partial<Insertable<PrintersTable>> {
    const row: Partial<Insertable<PrintersTable>> = {}
    if (body.name !== undefined) row.name = body.name.trim()
    if (body.host !== undefined) row.host = body.host
    if (body.port !== undefined) row.port = body.port
    if (body.paperWidth !== undefined) row.paper_width = body.paperWidth
    if (body.copies !== undefined) row.copies = body.copies
    if (body.kitchenTicket !== undefined) row.kitchen_ticket = body.kitchenTicket
    if (body.courierCopy !== undefined) row.courier_copy = body.courierCopy ? 1 : 0
    if (body.codepage !== undefined) row.codepage = body.codepage
    if (body.ticketLanguage !== undefined) row.ticket_language = body.ticketLanguage
    if (body.maxAgeMinutes !== undefined) row.max_age_minutes = body.maxAgeMinutes
    return row
  }

  return {
    queue,
    /** In the transaction that confirms an order (placed cash or card, paid online). */
    orderConfirmed: (trx: DB, order: PrintOrder) => orderEvent(trx, order, 'PLACED'),
    /** In the transaction in which staff accept an order. */
    orderAccepted: (trx: DB, order: PrintOrder) => orderEvent(trx, order, 'ACCEPTED'),

    /** Staff: an order's ticket again (one copy), on one printer or every printer; how many jobs. */
    async reprint(order: PrintOrder, body: ReprintBody): Promise<number> {
      const kind = body.kind ?? 'KITCHEN'
      const all = await repo.listPrinters(db)
      if (body.printerId !== undefined && !all.some((p) => p.id === body.printerId)) throw notFound()
      if (all.length === 0)
        throw new HttpError(409, 'Nie ma żadnej drukarki: dodaj ją w ustawieniach drukarek.', 'NO_PRINTER')
      if (kind === 'COURIER' && order.deliveryType !== 'COURIER')
        throw new HttpError(
          422,
          'Kopia dla kuriera jest tylko dla zamówień z dostawą.',
          'NOT_A_DELIVERY',
          'kind',
        )
      const jobs = await db.transaction().execute((trx) =>
        enqueue(
          trx,
          order,
          (p) => (body.printerId === undefined || p.id === body.printerId ? [{ kind, copies: 1 }] : []),
          (p) => repo.nextReprint(trx, p.id, order.id),
        ),
      )
      queue.kick()
      log.info({ orderId: order.id, kind, jobs }, 'ticket printed again on request')
      return jobs
    },

    printers,
    printer,

    /** The board's view: each printer's state (no settings, no secrets). */
    async states(): Promise<PrinterState[]> {
      return (await printers()).map((p) => ({
        id: p.id,
        name: p.name,
        kind: p.kind,
        status: p.status,
        offlineSince: p.offlineSince,
        lastError: p.lastError,
        lastSeenAt: p.lastSeenAt,
        waiting: p.waiting,
        expired: p.expired,
        alarm: p.alarm,
      }))
    },

    async create(body: PrinterBody): Promise<Printer> {
      const direct = body.kind === 'DIRECT'
      if (direct && !body.host) throw new HttpError(400, 'Podaj adres drukarki (host).', 'VALIDATION', 'host')
      if (direct) refuseHost(body.host)
      const at = now().toISOString()
      const id = await repo.insertPrinter(db, {
        paper_width: 80,
        copies: 1,
        kitchen_ticket: 'PLACED',
        courier_copy: 0,
        codepage: 'cp852',
        max_age_minutes: 30,
        ...settingsRow(body),
        name: body.name.trim(),
        kind: body.kind,
        host: direct ? (body.host ?? null) : null,
        port: direct ? (body.port ?? 9100) : null,
        secret: direct ? null : newSecret(),
        created_at: at,
        updated_at: at,
      })
      log.info({ printerId: id, kind: body.kind }, 'printer added')
      return printer(id)
    },

    async update(id: number, patch: PrinterPatch): Promise<Printer> {
      const found = await repo.findPrinter(db, id)
      if (!found) throw notFound()
      const row = settingsRow(patch)
      if (found.kind === 'CLOUDPRNT' && (row.host !== undefined || row.port !== undefined))
        throw new HttpError(
          400,
          'Drukarka CloudPRNT nie ma adresu: to ona łączy się z nami.',
          'NOT_DIRECT',
          'host',
        )
      if (found.kind === 'DIRECT') refuseHost(patch.host)
      if (found.kind === 'DIRECT' && patch.newSecret)
        throw new HttpError(400, 'Tylko drukarka CloudPRNT ma sekret.', 'NOT_CLOUDPRNT', 'newSecret')
      await repo.updatePrinter(db, id, {
        ...row,
        ...(patch.newSecret ? { secret: newSecret() } : {}),
        // New settings: try again now.
        retry_at: null,
        updated_at: now().toISOString(),
      })
      await repo.retryNow(db, id, now())
      queue.kick()
      return printer(id)
    },

    async remove(id: number): Promise<void> {
      if (!(await repo.deletePrinter(db, id))) throw notFound()
      log.info({ printerId: id }, 'printer removed')
    },

    /** A test page on one printer. */
    async test(id: number): Promise<number> {
      const found = await repo.findPrinter(db, id)
      if (!found) throw notFound()
      const at = now()
      await repo.insertJob(db, {
        printerId: id,
        orderId: null,
        kind: 'TEST',
        copy: 1,
        reprint: 0,
        payload: { test: { printer: found.name, at: at.toISOString() } } satisfies TicketPayload,
        at,
      })
      queue.kick()
      return 1
    },

    /** Jobs of one status, or every job not printed; newest first. */
    async jobs(status?: PrintJobStatus): Promise<PrintJob[]> {
      const statuses: PrintJobStatus[] = status ? [status] : ['WAITING', 'SENDING', 'FAILED', 'EXPIRED']
      const [rows, all] = await Promise.all([repo.listJobs(db, statuses, 200), repo.listPrinters(db)])
      const names = new Map(all.map((p) => [p.id, p.name]))
      return rows.map((row) => jobView(row, names))
    },

    /** Clears the order copies of finished jobs older than two days (guests' data). */
    clearOldPayloads: () => repo.clearPayloads(db, new Date(now().getTime() - PAYLOAD_DAYS * 86_400_000)),
  }
}

export type PrintingService = ReturnType<typeof createPrintingService>
