/** Stored rows → the API's order shapes (schemas/orders.ts). Money: grosze in, PLN out. */

import { toPln } from '#domain/money.js'
import { type LineOption, lineOptionText } from '#domain/option-words.js'
import type { Totals } from '#domain/pricing.js'
import type { RateTotal } from '#domain/vat.js'
import type { VatRate } from '#schemas/enums.js'
import type { OrderCreated, PublicOrder, StaffOrder } from '#schemas/orders.js'
import { detailsView } from './placement/checkout-details.js'
import type { OrderEventRow, OrderLineRow, OrderRow } from './repository.js'

/** A line's stored options (JSON, or null without) with the kitchen's words for each. */
function storedLineOptions(json: string | null) {
  if (!json) return []
  return (JSON.parse(json) as LineOption[]).map((o) => ({ ...o, text: lineOptionText(o) }))
}

/** The five amounts of the API, in PLN. */
function totalsInPln(totals: Pick<Totals, 'products' | 'discount' | 'delivery' | 'deposits' | 'total'>) {
  return {
    products: toPln(totals.products),
    discount: toPln(totals.discount),
    delivery: toPln(totals.delivery),
    deposits: toPln(totals.deposits),
    total: toPln(totals.total),
  }
}

/** The stored per-rate split (grosze JSON) in PLN; empty on orders placed before it was kept. */
function storedByRate(json: string | null): { rate: VatRate; gross: number; net: number; vat: number }[] {
  if (!json) return []
  return (JSON.parse(json) as RateTotal[]).map((r) => ({
    rate: r.rate,
    gross: toPln(r.gross),
    net: toPln(r.net),
    vat: toPln(r.vat),
  }))
}

/** The 201 answer of POST /api/order. */
export function createdAnswer(
  saved: { id: string; number: number },
  totals: Totals,
  expectedAt: string,
): OrderCreated {
  return { id: saved.id, number: saved.number, status: 'NEW', totals: totalsInPln(totals), expectedAt }
}

/** The staff view of stored orders, with their lines and history. */
export function toStaffOrders(
  rows: OrderRow[],
  lines: OrderLineRow[],
  events: OrderEventRow[],
): StaffOrder[] {
  return rows.map((row) => ({
    id: row.id,
    number: row.number,
    status: row.status,
    deliveryType: row.delivery_type,
    paymentMethod: row.payment_method,
    orderTimeType: row.order_time_type,
    orderTime: row.order_time,
    items: lines
      .filter((l) => l.order_id === row.id)
      .map((l) => ({
        productId: l.product_id,
        name: l.name,
        ...(l.name_en === null ? {} : { nameEn: l.name_en }),
        price: toPln(l.unit_price_grosze),
        count: l.count,
        lineTotal: toPln(l.line_total_grosze),
        vatRate: l.vat_rate as VatRate | null,
        gross: l.gross_grosze === null ? null : toPln(l.gross_grosze),
        deposit: toPln(l.deposit_grosze),
        options: storedLineOptions(l.options),
      })),
    totals: {
      ...totalsInPln({
        products: row.products_grosze,
        discount: row.discount_grosze,
        delivery: row.delivery_grosze,
        deposits: row.deposits_grosze,
        total: row.total_grosze,
      }),
      byRate: storedByRate(row.vat_by_rate),
    },
    expectedAt: row.expected_at,
    estimatedReadyAt: row.estimated_ready_at,
    createdAt: row.created_at,
    customer: { name: row.customer_name, phone: row.customer_phone, email: row.customer_email },
    address:
      row.delivery_type === 'COURIER' && row.address_street
        ? {
            street: row.address_street,
            buildingNumber: row.address_building ?? '',
            apartment: row.address_apartment,
            floor: row.address_floor,
            postalCode: row.address_postal_code ?? '',
            city: row.address_city ?? '',
          }
        : null,
    comment: row.comment,
    ...detailsView(row),
    promoCode: row.promo_code,
    cancelReason: row.cancel_reason,
    language: row.language,
    // An ONLINE order's payment is added by the payments service (reads.ts).
    payment: null,
    events: events
      .filter((e) => e.order_id === row.id)
      .map((e) => ({
        fromStatus: e.from_status,
        toStatus: e.to_status,
        reason: e.reason,
        actor: e.actor,
        at: e.at,
      })),
  }))
}

/** What the guest sees of an order (GET /api/order/{id}): no personal data. */
export function publicView(order: StaffOrder): PublicOrder {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    deliveryType: order.deliveryType,
    paymentMethod: order.paymentMethod,
    orderTimeType: order.orderTimeType,
    items: order.items,
    totals: order.totals,
    expectedAt: order.expectedAt,
    estimatedReadyAt: order.estimatedReadyAt,
    createdAt: order.createdAt,
    extras: order.extras,
    payment: order.payment
      ? {
          provider: order.payment.provider,
          status: order.payment.status,
          ...(order.payment.blik ? { blik: order.payment.blik } : {}),
        }
      : null,
  }
}

/**
 * The kitchen's copy of an order: the guest's e-mail address is the managers' and the owner's
 * (docs/security.md, "Roles"), so it is left out of the contact and of the e-mails sent: in the
 * list, in one order and on the live stream alike.
 */
export function withoutGuestEmail<T extends { customer: { email: string }; emails?: { to: string }[] }>(
  order: T,
): T {
  return {
    ...order,
    customer: { ...order.customer, email: '' },
    ...(order.emails ? { emails: order.emails.map((email) => ({ ...email, to: '' })) } : {}),
  }
}
