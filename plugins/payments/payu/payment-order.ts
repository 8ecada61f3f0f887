/**
 * Creating an order's payment at PayU: the page the guest pays on, or a BLIK code typed on our page
 * (docs/checkout.md, BLIK). Each attempt is a new PayU order: `extOrderId` is the order id, then
 * `<order id>-2`, `-3` … for the attempts after a refused or expired code.
 */
import type { FastifyBaseLogger } from 'fastify'
import { toGrosze } from '#domain/money.js'
import type { DB } from '#infra/db/database.js'
import { HttpError } from '#infra/http/errors.js'
import type { StaffOrder } from '#schemas/orders.js'
import type { BlikAttempt, PaymentStart } from '#schemas/payments.js'
import { insertAttempt, type PaymentRow, updatePayment } from '../repository.js'
import { type PayuClient, PayuError } from './client.js'

/** What the order needs to be paid for: PayU lists its lines and the buyer. */
export type PayableOrder = Pick<StaffOrder, 'id' | 'number' | 'language' | 'items' | 'totals' | 'customer'>

/** How long a BLIK code waits for the guest's confirmation in the bank app (BLIK: 2 minutes). */
const BLIK_CODE_SECONDS = 120

function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/)
  return parts.length > 1
    ? { firstName: parts.slice(0, -1).join(' '), lastName: parts.at(-1)! }
    : { firstName: parts[0] ?? name, lastName: '' }
}

/** The extOrderId of an attempt: the order id, then `<id>-<attempt>`. */
const extOrderIdOf = (orderId: string, attempt: number) => (attempt > 1 ? `${orderId}-${attempt}` : orderId)

/** The order id of an extOrderId (ours have no dash; the attempt follows one). */
export const orderIdOfExt = (extOrderId: string) => extOrderId.replace(/-\d+$/, '')

/** The BLIK attempt as the guest sees it, or null for a payment on PayU's page. */
export function blikAttemptOf(row: PaymentRow, now: Date): BlikAttempt | null {
  if (row.method !== 'BLIK' || !row.blik_status) return null
  const expires = Date.parse(row.attempt_at ?? row.updated_at) + BLIK_CODE_SECONDS * 1000
  return {
    status: row.blik_status,
    expiresAt: new Date(expires).toISOString(),
    secondsLeft: Math.max(0, Math.min(BLIK_CODE_SECONDS, Math.ceil((expires - now.getTime()) / 1000))),
  }
}

/** The answer of a started payment: the page to pay on, or the BLIK code's attempt. */
export function paymentStartOf(row: PaymentRow, now: Date): PaymentStart | undefined {
  const blik = blikAttemptOf(row, now)
  if (blik) return { provider: 'PAYU', status: 'PENDING', blik }
  return row.redirect_url ? { provider: 'PAYU', status: 'PENDING', redirectUrl: row.redirect_url } : undefined
}

function unavailable(refused: boolean, pl: boolean): HttpError {
  if (refused) {
    return new HttpError(
      502,
      pl
        ? 'PayU odrzuciło płatność za to zamówienie. Zamówienie nie zostało przekazane do realizacji — wybierz płatność gotówką lub kartą albo spróbuj ponownie później.'
        : 'PayU refused the payment for this order. The order has not been sent to the kitchen — please choose cash or card, or try again later.',
      'PAYMENT_REFUSED',
      'paymentMethod',
    )
  }
  return new HttpError(
    502,
    pl
      ? 'Nie udało się połączyć z PayU. Zamówienie nie zostało przekazane do realizacji — spróbuj ponownie za chwilę albo wybierz płatność gotówką lub kartą.'
      : 'PayU could not be reached. The order has not been sent to the kitchen — please try again in a moment, or choose cash or card.',
    'PAYMENT_UNAVAILABLE',
    'paymentMethod',
  )
}

/**
 * Creates the PayU order of the payment's current attempt. A BLIK code PayU refuses is recorded as
 * REFUSED and answered (the guest types another); other refusals and PayU out of reach: 502.
 */
export async function createPayuOrder(
  context: { db: DB; now: () => Date; publicUrl: string },
  payu: PayuClient,
  order: PayableOrder,
  payment: PaymentRow,
  log: FastifyBaseLogger,
  blikCode?: string,
): Promise<PaymentStart> {
  const { db, now, publicUrl } = context
  const pl = order.language !== 'en'
  const products = order.items.map((item) => ({
    name: item.name,
    unitPrice: String(toGrosze(item.price)),
    quantity: String(item.count),
  }))
  if (order.totals.delivery > 0) {
    products.push({ name: 'Dostawa', unitPrice: String(toGrosze(order.totals.delivery)), quantity: '1' })
  }
  const attemptAt = now().toISOString()
  try {
    const created = await payu.createOrder({
      notifyUrl: `${publicUrl}/api/payments/payu/notify`,
      continueUrl: `${publicUrl}/dziekujemy/?id=${encodeURIComponent(order.id)}`,
      customerIp: payment.customer_ip,
      description: `Sakana Sushi — zamówienie nr ${order.number}`,
      currencyCode: 'PLN',
      totalAmount: String(payment.amount_grosze),
      extOrderId: extOrderIdOf(order.id, payment.attempt),
      buyer: {
        email: order.customer.email,
        phone: order.customer.phone,
        ...splitName(order.customer.name),
        language: pl ? 'pl' : 'en',
      },
      products,
      ...(blikCode
        ? { payMethods: { payMethod: { type: 'PBL', value: 'blik', authorizationCode: blikCode } } }
        : {}),
    })
    const row = {
      provider_order_id: created.orderId,
      redirect_url: created.redirectUri,
      last_error: null,
      method: blikCode ? ('BLIK' as const) : null,
      blik_status: blikCode ? ('WAITING' as const) : null,
      attempt_at: attemptAt,
      locked_until: null,
    }
    // Every attempt's PayU order is kept, so that PayU's word about it finds the order.
    await insertAttempt(db, {
      providerOrderId: created.orderId,
      orderId: order.id,
      attempt: payment.attempt,
      at: now(),
    })
    await updatePayment(db, order.id, row, now(), { attempt: payment.attempt })
    log.info(
      { orderId: order.id, payuOrderId: created.orderId, blik: Boolean(blikCode) },
      'PayU order created',
    )
    return paymentStartOf({ ...payment, ...row }, now())!
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const refused = error instanceof PayuError && error.kind === 'REFUSED'
    if (blikCode && refused) {
      // A wrong code: the guest types another (no PayU order exists for it).
      const row = {
        last_error: message.slice(0, 500),
        method: 'BLIK' as const,
        blik_status: 'REFUSED' as const,
      }
      const refused = { ...row, attempt_at: attemptAt, redirect_url: null, locked_until: null }
      await updatePayment(db, order.id, refused, now(), { attempt: payment.attempt })
      log.warn({ orderId: order.id }, 'PayU refused the BLIK code')
      return paymentStartOf({ ...payment, ...row, attempt_at: attemptAt }, now())!
    }
    const failed = { last_error: message.slice(0, 500), locked_until: null }
    await updatePayment(db, order.id, failed, now(), { attempt: payment.attempt })
    log.error({ orderId: order.id, err: error }, 'PayU order creation failed')
    throw unavailable(refused, pl)
  }
}
