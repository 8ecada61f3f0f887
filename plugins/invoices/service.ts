/**
 * Invoices in KSeF through a queue in the database, like the e-mail outbox (docs/invoices.md):
 * the order workflow writes an invoice row in the transaction that completes the order, with its
 * number, its XML and the XML's hash fixed there; a sender takes each due row with a lease (one
 * instance at a time), opens a KSeF session, sends it, waits for the KSeF number and stores it with
 * the UPO. KSeF down, a 5xx, a timeout, a 429 or a process killed mid-way leave the row to be tried
 * again with backoff; the same file under the same number is sent every time, and a row whose file
 * KSeF accepted before is asked about before it is sent again, so KSeF never holds it twice.
 */
import type { FastifyBaseLogger } from 'fastify'
import { warsawDate } from '#domain/hours.js'
import { buildCorrectionXml, buildInvoiceXml } from '#domain/invoices/fa3.js'
import { invoiceFromOrder, notInvoiceable } from '#domain/invoices/from-order.js'
import type { CorrectionInvoice, Invoice } from '#domain/invoices/model.js'
import { expandPattern, sequencePeriod } from '#domain/invoices/numbering.js'
import { base64ToBase64Url, verificationLink } from '#domain/invoices/verification-link.js'
import type { DB } from '#infra/db/database.js'
import { HttpError } from '#infra/http/errors.js'
import type { InvoiceKind } from '#schemas/enums.js'
import type { ConnectionCheck, FailingInvoices, OrderInvoiceState } from '#schemas/invoices.js'
import type { StaffOrder } from '#schemas/orders.js'
import type { InvoicingConfig } from '#server/config.js'
import { backoffMs, createSenderLoop } from '#server/sender-loop.js'
import {
  type AccessToken,
  type InvoiceAccepted,
  KsefClient,
  type KsefClientOptions,
  KsefError,
} from './ksef-client.js'
import { sha256Base64 } from './ksef-crypto.js'
import { connectionProblem, failureReason } from './messages.js'
import {
  claimInvoice,
  dueInvoices,
  failedInvoices,
  findInvoice,
  type InvoiceRow,
  insertInvoice,
  invoicesOf,
  markFailedAttempt,
  markIssued,
  recordReferences,
  requeue,
  takeNumber,
} from './repository.js'
import { createInvoiceSettings, type EffectiveSettings } from './settings.js'

export interface InvoiceServiceOptions {
  db: DB
  log: FastifyBaseLogger
  now: () => Date
  config: InvoicingConfig
  /** JWT_SECRET: the stored KSeF token's key is derived from it (secret-box.ts). */
  secret: string
  /** The KSeF client's timeouts and polling (tests make them short). */
  client?: Omit<KsefClientOptions, 'apiUrl'>
  /** First retry after this long (default 1 min), doubling, at most `maxBackoffMs` (30 min). */
  backoffBaseMs?: number
  maxBackoffMs?: number
  /** Failures for this long (default a day) and the invoice is FAILED: staff issue it by hand. */
  giveUpAfterMs?: number
  /** How long one attempt may hold an invoice (default 10 min: KSeF's checks may take minutes). */
  leaseMs?: number
  pollMs?: number
}

/** The order as the queue needs it. */
type CompletedOrder = Pick<
  StaffOrder,
  'id' | 'number' | 'paymentMethod' | 'items' | 'totals' | 'invoice' | 'createdAt'
>

const DAY = 24 * 60 * 60_000

/** An order's invoice was just recorded as issued, in `trx`: once per invoice. */
export type IssuedListener = (
  trx: DB,
  orderId: string,
  invoice: { number: string; ksefNumber: string },
) => Promise<void>

export function createInvoiceService(options: InvoiceServiceOptions) {
  const { db, log, now } = options
  const settings = createInvoiceSettings({ db, config: options.config, secret: options.secret, now })
  const backoffBaseMs = options.backoffBaseMs ?? 60_000
  const maxBackoffMs = options.maxBackoffMs ?? 30 * 60_000
  const giveUpAfterMs = options.giveUpAfterMs ?? DAY
  const leaseMs = options.leaseMs ?? 10 * 60_000
  const pollMs = options.pollMs ?? 15_000
  const clients = new Map<string, KsefClient>()
  const issuedListeners: IssuedListener[] = []

  function clientFor(apiUrl: string): KsefClient {
    let client = clients.get(apiUrl)
    if (!client) {
      client = new KsefClient({ ...options.client, apiUrl })
      clients.set(apiUrl, client)
    }
    return client
  }

  /**
   * Takes the next number and writes the invoice row (in the caller's transaction): the number, the
   * data, the XML and its hash are fixed here, before any attempt.
   */
  async function queue(
    trx: DB,
    s: EffectiveSettings,
    orderId: string,
    kind: InvoiceKind,
    build: (number: string, issueDate: string) => { data: Invoice | CorrectionInvoice; xml: string },
  ): Promise<void> {
    const at = now()
    const issueDate = warsawDate(at)
    const n = await takeNumber(trx, s.numberPattern, sequencePeriod(s.numberPattern, issueDate))
    const number = expandPattern(s.numberPattern, issueDate, n)
    const { data, xml } = build(number, issueDate)
    await insertInvoice(
      trx,
      {
        order_id: orderId,
        kind,
        number,
        issue_date: issueDate,
        data: JSON.stringify(data),
        xml,
        xml_hash: sha256Base64(xml),
      },
      at,
    )
  }

  function invoiceOf(
    order: CompletedOrder,
    s: EffectiveSettings,
    number: string,
    issueDate: string,
  ): Invoice {
    if (!s.seller) throw new Error('no seller')
    return invoiceFromOrder(order, {
      seller: s.seller,
      number,
      issueDate,
      saleDate: issueDate,
      orderDate: warsawDate(new Date(order.createdAt)),
      createdAt: now().toISOString(),
    })
  }

  /**
   * In the transaction that completes an order: its invoice joins the queue when it asked for one,
   * invoicing is on and the order can be invoiced; otherwise it stays REQUESTED (staff may issue
   * it by hand later). True when a row was written.
   */
  async function orderCompleted(trx: DB, order: CompletedOrder): Promise<boolean> {
    if (!order.invoice || notInvoiceable(order)) return false
    const s = await settings.effective(trx)
    if (!s.active) return false
    if (await findInvoice(trx, order.id, 'INVOICE')) return false
    await queue(trx, s, order.id, 'INVOICE', (number, issueDate) => {
      const data = invoiceOf(order, s, number, issueDate)
      return { data, xml: buildInvoiceXml(data) }
    })
    loop.kick()
    return true
  }

  /** KSeF says the file is in: its number, then the UPO (a failure there does not undo the number). */
  async function finish(
    client: KsefClient,
    access: AccessToken,
    row: InvoiceRow,
    sessionRef: string,
    invoiceRef: string,
    accepted: InvoiceAccepted,
  ) {
    let upo: string | null = null
    try {
      await client.closeSession(access, sessionRef).catch(() => undefined)
      upo = await client.getUpo(access, sessionRef, invoiceRef)
    } catch {
      upo = null
    }
    // The buyer's e-mail is written in the same transaction as the number: both, or neither, and
    // only by the attempt that records it (a late sender's write changes nothing).
    await db.transaction().execute(async (trx) => {
      const recorded = await markIssued(trx, row, { ksefNumber: accepted.ksefNumber, upo, at: now() })
      if (recorded && row.kind === 'INVOICE')
        for (const listener of issuedListeners)
          await listener(trx, row.order_id, { number: row.number, ksefNumber: accepted.ksefNumber })
    })
    log.info(
      { invoiceId: row.id, orderId: row.order_id, kind: row.kind, duplicate: accepted.duplicate },
      'invoice issued in KSeF',
    )
  }

  /** One attempt at one invoice. */
  async function send(row: InvoiceRow): Promise<boolean> {
    const s = await settings.effective()
    try {
      if (!s.token || !s.seller)
        throw new KsefError(`Fakturowanie nie ma: ${s.missing.join(', ')}.`, 'RETRYABLE', 'settings')
      const client = clientFor(s.apiUrl)
      const access = await client.authenticate(s.seller.nip, s.token)
      // A file KSeF took before (a crash or a timeout after it was sent): ask about it first.
      if (row.ksef_session_ref && row.ksef_invoice_ref) {
        try {
          const accepted = await client.waitForInvoice(
            access,
            row.ksef_session_ref,
            row.ksef_invoice_ref,
            row.xml_hash,
          )
          await finish(client, access, row, row.ksef_session_ref, row.ksef_invoice_ref, accepted)
          return true
        } catch (err) {
          // KSeF failed on its side (500, 550): the file is sent again. Anything else decides the attempt.
          const ownFailure =
            err instanceof KsefError &&
            err.operation === 'invoice' &&
            err.kind === 'RETRYABLE' &&
            err.info.code !== undefined
          if (!ownFailure) throw err
        }
      }
      const session = await client.openSession(access)
      const sent = await client.sendInvoice(access, session, row.xml)
      if (sent.invoiceHash !== row.xml_hash) throw new Error('the XML sent is not the one stored')
      await recordReferences(db, row, { session: session.referenceNumber, invoice: sent.referenceNumber })
      let accepted: InvoiceAccepted
      try {
        accepted = await client.waitForInvoice(
          access,
          session.referenceNumber,
          sent.referenceNumber,
          sent.invoiceHash,
        )
      } catch (err) {
        await client.closeSession(access, session.referenceNumber).catch(() => undefined)
        throw err
      }
      await finish(client, access, row, session.referenceNumber, sent.referenceNumber, accepted)
      return true
    } catch (error) {
      const at = now()
      const reason = failureReason(error)
      const permanent = error instanceof KsefError && error.kind === 'PERMANENT'
      const since = row.first_failed_at ? Date.parse(row.first_failed_at) : at.getTime()
      const final = permanent || at.getTime() - since >= giveUpAfterMs
      const wait = Math.max(
        backoffMs(row.attempts, backoffBaseMs, maxBackoffMs),
        (error instanceof KsefError ? (error.info.retryAfterSeconds ?? 0) : 0) * 1000,
      )
      const retryAt = new Date(at.getTime() + wait)
      await markFailedAttempt(db, row, reason, final ? { final: true, at } : { retryAt, at })
      log.warn(
        {
          invoiceId: row.id,
          orderId: row.order_id,
          kind: row.kind,
          attempts: row.attempts,
          operation: error instanceof KsefError ? error.operation : null,
          status: error instanceof KsefError ? (error.info.status ?? error.info.code ?? null) : null,
          retryAt: final ? null : retryAt,
        },
        final ? 'invoice failed: staff must issue it by hand' : 'invoice attempt failed, will retry',
      )
      return false
    }
  }

  async function sendDue(closing: () => boolean): Promise<number> {
    let issued = 0
    for (;;) {
      const rows = await dueInvoices(db, now(), 10)
      if (rows.length === 0) return issued
      let taken = 0
      for (const row of rows) {
        if (closing()) return issued
        if (!(await claimInvoice(db, row, now(), leaseMs))) continue
        taken++
        if (await send({ ...row, attempts: row.attempts + 1 })) issued++
      }
      // Every due row was taken by another instance meanwhile: nothing left for this pass.
      if (taken === 0) return issued
    }
  }

  const loop = createSenderLoop({ log, name: 'invoice queue', pollMs, kickMs: 50, pass: sendDue })

  function stateOf(rows: InvoiceRow[]): Omit<OrderInvoiceState, never> {
    const invoice = rows.find((r) => r.kind === 'INVOICE')
    const correction = rows.find((r) => r.kind === 'CORRECTION')
    const queueState = (r: InvoiceRow) =>
      r.status === 'ISSUED' ? 'ISSUED' : r.status === 'FAILED' ? 'FAILED' : 'ISSUING'
    if (!invoice)
      return {
        status: 'REQUESTED',
        number: null,
        ksefNumber: null,
        issuedAt: null,
        lastError: null,
        correction: null,
      }
    const status =
      invoice.status === 'ISSUED' && correction?.status === 'ISSUED' ? 'CORRECTED' : queueState(invoice)
    return {
      status,
      number: invoice.number,
      ksefNumber: invoice.ksef_number,
      issuedAt: invoice.issued_at,
      lastError: invoice.status === 'ISSUED' ? (correction?.last_error ?? null) : invoice.last_error,
      correction: correction
        ? { number: correction.number, ksefNumber: correction.ksef_number, status: queueState(correction) }
        : null,
    }
  }

  return {
    settings,
    orderCompleted,

    /** Called in the transaction that records an order's invoice as issued (the buyer's e-mail). */
    onIssued(listener: IssuedListener): void {
      issuedListeners.push(listener)
    },

    /** Staff: the invoice of a completed order issued by hand: queued when it never was, or a failed one sent again. */
    async issueByHand(order: CompletedOrder & Pick<StaffOrder, 'status'>): Promise<'QUEUED' | 'REQUEUED'> {
      if (!order.invoice)
        throw new HttpError(409, 'To zamówienie nie prosi o fakturę.', 'NO_INVOICE_REQUESTED')
      if (order.status !== 'COMPLETED')
        throw new HttpError(409, 'Fakturę wystawia się po zakończeniu zamówienia.', 'ORDER_NOT_COMPLETED')
      const s = await settings.effective()
      if (!s.active)
        throw new HttpError(
          409,
          `Fakturowanie jest wyłączone albo nie ma: ${s.missing.join(', ') || 'zgody właściciela'}.`,
          'INVOICING_OFF',
        )
      const problem = notInvoiceable(order)
      if (problem) throw new HttpError(409, problem, 'NOT_INVOICEABLE')
      const existing = (await invoicesOf(db, [order.id])).filter((r) => r.status === 'FAILED')
      if (existing.length > 0) {
        for (const row of existing) {
          // KSeF refused the file (its content, e.g. the seller's data): rebuilt from today's settings
          // under the same number; after outages the same file goes again (KSeF may hold it already).
          const refused = row.last_error?.startsWith('KSeF odrzucił') ?? false
          await requeue(db, row.id, now(), refused ? rebuild(row, s) : undefined)
        }
        void loop.run()
        return 'REQUEUED'
      }
      const queued = await db.transaction().execute((trx) => orderCompleted(trx, order))
      if (!queued)
        throw new HttpError(
          409,
          'Faktura tego zamówienia jest już w kolejce albo wystawiona.',
          'INVOICE_EXISTS',
        )
      void loop.run()
      return 'QUEUED'
    },

    /**
     * A correcting invoice (FA(3) KOR) that reverses the whole of an issued one (a cancelled or
     * refunded order), through the same queue; false when the order's invoice is not issued.
     */
    async correct(trx: DB, orderId: string, reason: string): Promise<'QUEUED' | 'NOT_ISSUED' | 'EXISTS'> {
      const original = await findInvoice(trx, orderId, 'INVOICE')
      if (!original?.ksef_number || original.status !== 'ISSUED') return 'NOT_ISSUED'
      if (await findInvoice(trx, orderId, 'CORRECTION')) return 'EXISTS'
      const s = await settings.effective(trx)
      const ksefNumber = original.ksef_number
      await queue(trx, s, orderId, 'CORRECTION', (number, issueDate) => {
        const data: CorrectionInvoice = {
          number,
          issueDate,
          createdAt: now().toISOString(),
          reason,
          original: JSON.parse(original.data) as Invoice,
          originalKsefNumber: ksefNumber,
        }
        return { data, xml: buildCorrectionXml(data) }
      })
      loop.kick()
      return 'QUEUED'
    },

    /** What became of each order's invoice, by order id (orders with no row are REQUESTED). */
    async of(orderIds: string[]): Promise<Map<string, OrderInvoiceState>> {
      const rows = await invoicesOf(db, orderIds)
      return new Map(orderIds.map((id) => [id, stateOf(rows.filter((r) => r.order_id === id))]))
    },

    /** The order's invoice is issued in KSeF: its PDF can be downloaded. */
    async isIssued(orderId: string): Promise<boolean> {
      const row = await findInvoice(db, orderId, 'INVOICE')
      return row?.status === 'ISSUED' && row.ksef_number !== null
    },

    /**
     * The buyer's PDF of an order's issued invoice (docs/invoices.md, "The buyer's copy"), or
     * undefined while it is not issued (or the order asked for none). KOD I is built over the hash
     * of the XML stored and sent, on the QR address of the environment set now.
     */
    async pdf(orderId: string): Promise<{ number: string; bytes: Buffer } | undefined> {
      const row = await findInvoice(db, orderId, 'INVOICE')
      if (row?.status !== 'ISSUED' || !row.ksef_number) return undefined
      const invoice = JSON.parse(row.data) as Invoice
      const s = await settings.effective()
      const link = verificationLink(
        s.qrUrl,
        invoice.seller.nip,
        row.issue_date,
        base64ToBase64Url(row.xml_hash),
      )
      // The PDF library is loaded with the first invoice a buyer downloads or is mailed.
      const { invoicePdf } = await import('./pdf.js')
      const bytes = await invoicePdf({ invoice, ksefNumber: row.ksef_number, verificationLink: link })
      return { number: row.number, bytes }
    },

    /** The board's alert: invoices that failed for good (KSeF refused them, or a day of failures). */
    async failing(): Promise<FailingInvoices> {
      const rows = await failedInvoices(db)
      return {
        invoices: rows.map((r) => ({
          orderId: r.orderId,
          orderNumber: Number(r.orderNumber),
          number: r.number,
          kind: r.kind,
          lastError: r.lastError,
          since: r.firstFailedAt ?? r.createdAt,
        })),
      }
    },

    /** "Sprawdź połączenie": authenticates with the current settings and says in Polish what is wrong. */
    async checkConnection(): Promise<ConnectionCheck> {
      const s = await settings.effective()
      if (!s.token || !s.sellerParts.nip)
        return {
          ok: false,
          message: `Brakuje: ${s.missing.filter((m) => m.startsWith('token') || m.startsWith('NIP')).join(', ')}.`,
        }
      try {
        await clientFor(s.apiUrl).checkConnection(s.sellerParts.nip, s.token)
        return {
          ok: true,
          message: `Połączenie działa: KSeF (${ENVIRONMENT_NAMES[s.environment]}) przyjął token dla NIP ${s.sellerParts.nip}.`,
        }
      } catch (error) {
        return { ok: false, message: connectionProblem(error, s.sellerParts.nip) }
      }
    },

    run: loop.run,
    start: loop.start,
    stop: loop.stop,
  }

  function rebuild(
    row: InvoiceRow,
    s: EffectiveSettings,
  ): Pick<InvoiceRow, 'data' | 'xml' | 'xml_hash'> | undefined {
    if (!s.seller) return undefined
    if (row.kind === 'INVOICE') {
      const data: Invoice = {
        ...(JSON.parse(row.data) as Invoice),
        seller: s.seller,
        createdAt: now().toISOString(),
      }
      const xml = buildInvoiceXml(data)
      return { data: JSON.stringify(data), xml, xml_hash: sha256Base64(xml) }
    }
    const data = JSON.parse(row.data) as CorrectionInvoice
    const xml = buildCorrectionXml({ ...data, createdAt: now().toISOString() })
    return { data: JSON.stringify(data), xml, xml_hash: sha256Base64(xml) }
  }
}

const ENVIRONMENT_NAMES = {
  test: 'środowisko testowe',
  demo: 'środowisko przedprodukcyjne',
  production: 'produkcja',
} as const

export type InvoiceService = ReturnType<typeof createInvoiceService>
