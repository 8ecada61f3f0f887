import type { FastifyBaseLogger, FastifyInstance } from 'fastify'
import nodemailer, { type Transporter } from 'nodemailer'
import type { StaffOrder } from '../../schemas/orders.js'
import type { DB } from '../db/database.js'
import {
  claimMail,
  dueMails,
  enqueueMail,
  mailsOf,
  markDelivered,
  markFailedAttempt,
  type OutboxRow,
} from './repository.js'
import type { MailKind } from './tables.js'
import { type MailParams, renderMail } from './templates.js'

// The orders capability's hook types, read from the decorators it registers (app.orderHooks).
type OrderHooks = FastifyInstance['orderHooks']
type OrderAccess = FastifyInstance['orderAccess']
type PlacedOrder = Parameters<OrderHooks['placed'][number]>[1]
type OrderMove = Parameters<OrderHooks['moving'][number]>[1]

export interface MailServiceOptions {
  db: DB
  orders: OrderAccess
  log: FastifyBaseLogger
  now: () => Date
  publicUrl: string
  from: string
  /** smtp:// or smtps:// URL; null: messages are recorded (and logged), not sent. */
  smtpUrl: string | null
  /** First retry after this long, doubling each time (default 30 s), at most `maxBackoffMs` (30 min). */
  backoffBaseMs?: number
  maxBackoffMs?: number
  /** After this many failed attempts an e-mail is marked FAILED (default 20: about 8 hours). */
  maxAttempts?: number
  /** How long one attempt may hold an e-mail before another run takes it again (default 2 min). */
  leaseMs?: number
  /** The sender looks at the outbox this often, besides right after each new e-mail (default 5 s). */
  pollMs?: number
}

/**
 * The delay before attempt n+1 after n failed attempts: base · 2^(n−1), capped.
 * @internal Exported for its tests; production uses it within this module.
 */
export function backoffMs(attempts: number, base: number, max: number): number {
  return Math.min(base * 2 ** Math.max(attempts - 1, 0), max)
}

/**
 * Order e-mails through an outbox. Rows are written in the same transaction as the order (or the
 * payment, or the status change) they announce; a sender takes each due row with a lease, sends it
 * with nodemailer and marks it SENT, retrying with exponential backoff while the SMTP server fails.
 * A process killed mid-way leaves the row PENDING or with an expired lease, and the next run sends
 * it. Every attempt of a row carries the same Message-ID.
 */
export class MailService {
  private readonly transport: Transporter
  private readonly recordOnly: boolean
  private timer: NodeJS.Timeout | undefined
  private running: Promise<number> | null = null
  private again = false
  private stopped = true
  private closing = false
  private readonly backoffBaseMs: number
  private readonly maxBackoffMs: number
  private readonly maxAttempts: number
  private readonly leaseMs: number
  private readonly pollMs: number
  private readonly domain: string

  constructor(private readonly options: MailServiceOptions) {
    this.recordOnly = !options.smtpUrl
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({
          url: options.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : nodemailer.createTransport({ jsonTransport: true })
    this.backoffBaseMs = options.backoffBaseMs ?? 30_000
    this.maxBackoffMs = options.maxBackoffMs ?? 30 * 60_000
    this.maxAttempts = options.maxAttempts ?? 20
    this.leaseMs = options.leaseMs ?? 2 * 60_000
    this.pollMs = options.pollMs ?? 5_000
    this.domain = new URL(options.publicUrl).hostname
  }

  private messageId(orderId: string, kind: MailKind): string {
    return `<${orderId.toLowerCase()}.${kind.toLowerCase()}@${this.domain}>`
  }

  private async enqueue(
    trx: DB,
    order: { id: string; email: string },
    kind: MailKind,
    params: MailParams = {},
  ) {
    await enqueueMail(trx, {
      orderId: order.id,
      kind,
      recipient: order.email,
      params,
      messageId: this.messageId(order.id, kind),
      at: this.options.now(),
    })
    this.kick()
  }

  /** Placed CASH or CARD order: its confirmation (an ONLINE order's waits for the payment). */
  async placed(trx: DB, order: PlacedOrder): Promise<void> {
    if (order.paymentMethod !== 'ONLINE') await this.enqueue(trx, order, 'CONFIRMATION')
  }

  /** ONLINE order paid: its confirmation (not for an order cancelled before the money came). */
  async paid(trx: DB, order: PlacedOrder): Promise<void> {
    if (order.status !== 'CANCELLED') await this.enqueue(trx, order, 'CONFIRMATION')
  }

  /** Staff accept (with the estimate) or cancel (with the reason) a confirmed order. */
  async moving(trx: DB, move: OrderMove): Promise<void> {
    const { order } = move
    const confirmed = order.paymentMethod !== 'ONLINE' || order.payment?.status === 'PAID'
    if (!confirmed) return
    const recipient = { id: order.id, email: order.customer.email }
    if (move.to === 'ACCEPTED') {
      await this.enqueue(trx, recipient, 'ACCEPTED', {
        estimatedReadyAt: move.estimatedReadyAt ?? order.estimatedReadyAt ?? order.expectedAt,
      })
    } else if (move.to === 'CANCELLED') {
      await this.enqueue(trx, recipient, 'CANCELLED', { reason: move.reason ?? '' })
    }
  }

  /** Staff see each e-mail of an order, with the error of a failing one. */
  async details(orders: StaffOrder[], view: 'staff' | 'guest'): Promise<void> {
    if (view !== 'staff' || orders.length === 0) return
    const rows = await mailsOf(
      this.options.db,
      orders.map((o) => o.id),
    )
    for (const order of orders) {
      order.emails = rows
        .filter((r) => r.order_id === order.id)
        .map((r) => ({
          kind: r.kind,
          to: r.recipient,
          status: r.status,
          attempts: r.attempts,
          lastError: r.last_error,
          sentAt: r.sent_at,
        }))
    }
  }

  /** Starts the sender: a run now, then one every `pollMs` and right after each new e-mail. */
  start(): void {
    this.stopped = false
    this.schedule(0)
  }

  async stop(): Promise<void> {
    this.stopped = true
    this.closing = true
    clearTimeout(this.timer)
    await this.running
    this.transport.close()
  }

  /** Asks for a run soon (after the current transaction has committed). */
  kick(): void {
    if (!this.stopped) this.schedule(20)
  }

  private schedule(ms: number): void {
    clearTimeout(this.timer)
    this.timer = setTimeout(() => void this.run(), ms)
    this.timer.unref()
  }

  /** Sends every due e-mail; resolves with how many were delivered (or recorded). */
  async run(): Promise<number> {
    if (this.running) {
      this.again = true
      return this.running
    }
    this.running = (async () => {
      let delivered = 0
      try {
        do {
          this.again = false
          delivered += await this.sendDue()
        } while (this.again)
      } catch (err) {
        this.options.log.error({ err }, 'mail outbox run failed')
      } finally {
        this.running = null
        if (!this.stopped) this.schedule(this.pollMs)
      }
      return delivered
    })()
    return this.running
  }

  private async sendDue(): Promise<number> {
    const { db, now } = this.options
    let delivered = 0
    for (;;) {
      const rows = await dueMails(db, now(), 20)
      if (rows.length === 0) return delivered
      for (const row of rows) {
        if (this.closing) return delivered
        if (!(await claimMail(db, row, now(), this.leaseMs))) continue
        if (await this.deliver({ ...row, attempts: row.attempts + 1 })) delivered++
      }
    }
  }

  private async deliver(row: OutboxRow): Promise<boolean> {
    const { db, now, log, orders } = this.options
    const order = await orders.find(row.order_id)
    if (!order) {
      await markFailedAttempt(db, row.id, 'Zamówienie nie istnieje.', { final: true })
      return false
    }
    const mail = renderMail(row.kind, order, JSON.parse(row.params) as MailParams, this.options.publicUrl)
    try {
      const info = await this.transport.sendMail({
        from: this.options.from,
        to: row.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: row.message_id,
      })
      if (this.recordOnly) {
        // No SMTP_URL: the message is kept in the outbox as RECORDED and shown here, never dropped.
        log.info(
          {
            orderId: row.order_id,
            kind: row.kind,
            to: row.recipient,
            subject: mail.subject,
            text: mail.text,
          },
          'e-mail recorded (SMTP_URL is not set, nothing was sent)',
        )
      } else {
        log.info({ orderId: row.order_id, kind: row.kind, messageId: info.messageId }, 'e-mail sent')
      }
      await markDelivered(db, row.id, this.recordOnly ? 'RECORDED' : 'SENT', now())
      return true
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      const final = row.attempts >= this.maxAttempts
      const retryAt = new Date(
        now().getTime() + backoffMs(row.attempts, this.backoffBaseMs, this.maxBackoffMs),
      )
      await markFailedAttempt(db, row.id, message, final ? { final: true } : { retryAt })
      log.warn(
        {
          orderId: row.order_id,
          kind: row.kind,
          attempts: row.attempts,
          err: error,
          retryAt: final ? null : retryAt,
        },
        final ? 'e-mail delivery failed for good' : 'e-mail delivery failed, will retry',
      )
      return false
    }
  }
}
