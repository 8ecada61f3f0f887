import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import type { DB } from '#infra/db/database.js'
import type { MailDelivery } from '#schemas/mail.js'
import type { StaffOrder } from '#schemas/orders.js'
import { backoffMs, createSenderLoop } from '#server/sender-loop.js'
import {
  claimMail,
  dueMails,
  enqueueMail,
  mailsOf,
  markDelivered,
  markFailedAttempt,
  type OutboxRow,
  retryFailed,
} from './repository.js'
import type { MailKind } from './tables.js'
import { type MailOrder, type MailParams, mailOrder, renderMail } from './templates.js'

export interface MailServiceOptions {
  db: DB
  log: FastifyBaseLogger
  now: () => Date
  publicUrl: string
  from: string
  /** smtp:// or smtps:// URL; null: messages are recorded (and logged), not sent. */
  smtpUrl: string | null
  /** An smtp:// server must offer STARTTLS, else nothing is sent (production: config.mail.requireTls). */
  requireTls?: boolean
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

/** 'zofia.nowak@example.pl' → 'z***@example.pl', wherever an address appears in the text. */
function maskEmails(text: string): string {
  return text.replace(
    /([^\s<>"'(),;:@[\]]+)@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g,
    (_address, local: string, domain: string) => `${local[0]}***@${domain}`,
  )
}

/** A file sent with an e-mail, made when the e-mail is sent (the outbox keeps no files). */
interface MailAttachment {
  filename: string
  content: Buffer
  contentType: string
}

/** Makes the files of one kind of e-mail for an order, at each attempt (the same bytes each time). */
export type AttachmentSource = (orderId: string) => Promise<MailAttachment[]>

/** The order an e-mail is about, and its recipient. */
type Addressee = (StaffOrder | MailOrder) & { customer: { email: string } }

/**
 * Order e-mails through an outbox. The order workflow writes a row in the same transaction as the
 * order (or the payment, or the status change) it announces, with what the message shows; a sender
 * takes each due row with a lease, sends it with nodemailer and marks it SENT, retrying with
 * exponential backoff while the SMTP server fails. A process killed mid-way leaves the row PENDING
 * or with an expired lease, and the next run sends it. Every attempt of a row carries the same
 * Message-ID.
 */
export function createMailService(options: MailServiceOptions) {
  const { db, log, now, publicUrl, from } = options
  const recordOnly = !options.smtpUrl
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        requireTLS: options.requireTls ?? false,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : nodemailer.createTransport({ jsonTransport: true })
  const backoffBaseMs = options.backoffBaseMs ?? 30_000
  const maxBackoffMs = options.maxBackoffMs ?? 30 * 60_000
  const maxAttempts = options.maxAttempts ?? 20
  const leaseMs = options.leaseMs ?? 2 * 60_000
  const pollMs = options.pollMs ?? 5_000
  const domain = new URL(publicUrl).hostname
  const attachmentSources = new Map<MailKind, AttachmentSource>()

  const messageId = (orderId: string, kind: MailKind) =>
    `<${orderId.toLowerCase()}.${kind.toLowerCase()}@${domain}>`

  async function enqueue(
    trx: DB,
    order: Addressee,
    kind: MailKind,
    extra: Omit<MailParams, 'order'> = {},
    options: { rearm?: boolean } = {},
  ) {
    const at = now()
    const id = messageId(order.id, kind)
    await enqueueMail(
      trx,
      {
        orderId: order.id,
        kind,
        recipient: order.customer.email,
        params: { order: mailOrder(order), ...extra } satisfies MailParams,
        // A re-armed kind is sent again: each sending gets its own Message-ID.
        messageId: options.rearm ? id.replace('@', `.${randomUUID().slice(0, 8)}@`) : id,
        at,
      },
      options,
    )
    kick()
  }

  async function deliver(row: OutboxRow): Promise<boolean> {
    const params = JSON.parse(row.params) as Partial<MailParams>
    if (!params.order) {
      await markFailedAttempt(db, row.id, 'Zamówienie nie istnieje.', { final: true })
      return false
    }
    const mail = renderMail(row.kind, params as MailParams, publicUrl)
    try {
      // Made again at each attempt: a failure to make them is a failed attempt, retried like SMTP's.
      const attachments = (await attachmentSources.get(row.kind)?.(row.order_id)) ?? []
      const info = await transport.sendMail({
        attachments,
        from,
        to: row.recipient,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        messageId: row.message_id,
      })
      if (recordOnly) {
        // No SMTP_URL: the message is kept in the outbox as RECORDED and shown here, never dropped.
        // Its text and recipient are the guest's data: the log names the e-mail, not its content.
        log.info(
          {
            mailId: row.id,
            kind: row.kind,
            recipientDomain: row.recipient.slice(row.recipient.lastIndexOf('@') + 1),
            subject: mail.subject,
          },
          'e-mail recorded (SMTP_URL is not set, nothing was sent)',
        )
      } else {
        log.info({ orderId: row.order_id, kind: row.kind, messageId: info.messageId }, 'e-mail sent')
      }
      await markDelivered(db, row.id, recordOnly ? 'RECORDED' : 'SENT', now())
      return true
    } catch (error) {
      // The transport's rejection names the recipient: staff see it masked, the log only its code.
      const message = maskEmails(error instanceof Error ? error.message : String(error))
      const final = row.attempts >= maxAttempts
      const retryAt = new Date(now().getTime() + backoffMs(row.attempts, backoffBaseMs, maxBackoffMs))
      await markFailedAttempt(db, row.id, message, final ? { final: true } : { retryAt })
      const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown }
      log.warn(
        {
          orderId: row.order_id,
          kind: row.kind,
          attempts: row.attempts,
          errorCode: typeof code === 'string' ? code : null,
          responseCode: typeof responseCode === 'number' ? responseCode : null,
          retryAt: final ? null : retryAt,
        },
        final ? 'e-mail delivery failed for good' : 'e-mail delivery failed, will retry',
      )
      return false
    }
  }

  /** Sends every due e-mail; how many were delivered (or recorded). */
  async function sendDue(closing: () => boolean): Promise<number> {
    let delivered = 0
    for (;;) {
      const rows = await dueMails(db, now(), 20)
      if (rows.length === 0) return delivered
      for (const row of rows) {
        if (closing()) return delivered
        if (!(await claimMail(db, row, now(), leaseMs))) continue
        if (await deliver({ ...row, attempts: row.attempts + 1 })) delivered++
      }
    }
  }

  const loop = createSenderLoop({ log, name: 'mail outbox', pollMs, kickMs: 20, pass: sendDue })
  const { run, kick } = loop

  return {
    /** In the caller's transaction: the guest's confirmation (once per order). */
    confirmation: (trx: DB, order: Addressee) => enqueue(trx, order, 'CONFIRMATION'),
    /** In the caller's transaction: staff accepted the order, ready at about `estimatedReadyAt`. */
    accepted: (trx: DB, order: Addressee, estimatedReadyAt: string) =>
      enqueue(trx, order, 'ACCEPTED', { estimatedReadyAt }),
    /**
     * In the caller's transaction: staff changed the expected time. Each change is a new e-mail
     * (its own Message-ID); a change not yet sent is replaced by the newer one.
     */
    timeChanged: (trx: DB, order: Addressee, estimatedReadyAt: string) =>
      enqueue(trx, order, 'TIME_CHANGED', { estimatedReadyAt }, { rearm: true }),
    /** In the caller's transaction: staff cancelled the order, for `reason`. */
    cancelled: (trx: DB, order: Addressee, reason: string) => enqueue(trx, order, 'CANCELLED', { reason }),
    /**
     * In the caller's transaction (the one that records the invoice as issued): the buyer's
     * invoice, once per order; its PDF is attached by the source registered for INVOICE.
     */
    invoiceIssued: (trx: DB, order: Addressee, invoice: NonNullable<MailParams['invoice']>) =>
      enqueue(trx, order, 'INVOICE', { invoice }),

    /** The files sent with one kind of e-mail (the invoices service attaches the invoice's PDF). */
    attach(kind: MailKind, source: AttachmentSource): void {
      attachmentSources.set(kind, source)
    },

    /** Each e-mail of some orders, with the error of a failing one (staff see them), by order id. */
    async of(orderIds: string[]): Promise<Map<string, MailDelivery[]>> {
      const rows = await mailsOf(db, orderIds)
      const byOrder = new Map<string, MailDelivery[]>(orderIds.map((id) => [id, []]))
      for (const r of rows) {
        byOrder.get(r.order_id)?.push({
          kind: r.kind,
          to: r.recipient,
          status: r.status,
          attempts: r.attempts,
          lastError: r.last_error,
          sentAt: r.sent_at,
        })
      }
      return byOrder
    },

    /** Staff: an order's failed e-mails go back to the queue and are sent now; how many there were. */
    async retryFailed(orderId: string): Promise<number> {
      const count = await retryFailed(db, orderId, now())
      if (count > 0) await run()
      return count
    },

    run,
    kick,

    /** Starts the sender: a run now, then one every `pollMs` and right after each new e-mail. */
    start: loop.start,

    async stop(): Promise<void> {
      await loop.stop()
      transport.close()
    },
  }
}

export type MailService = ReturnType<typeof createMailService>
