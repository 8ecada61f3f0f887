/** The orders of some Warsaw dates, read for the report and the export (never written here). */
import type { Kysely } from 'kysely'
import type { Database } from '#infra/db/database.js'

/** Orders whose business date is within [from, to]; an ONLINE order only once it is paid, as on the board. */
export function ordersBetween(db: Kysely<Database>, from: string, to: string) {
  return (
    db
      .selectFrom('orders')
      .select([
        'id',
        'number',
        'status',
        'delivery_type as deliveryType',
        'payment_method as paymentMethod',
        'discount_grosze as discountGrosze',
        'delivery_grosze as deliveryGrosze',
        'total_grosze as totalGrosze',
        'deposits_grosze as depositsGrosze',
        'vat_by_rate as vatByRateJson',
        'promo_code as promoCode',
        'address_postal_code as postalCode',
        'invoice_nip as invoiceNip',
        'cancel_reason as cancelReason',
        'created_at as createdAt',
      ])
      .where('business_date', '>=', from)
      .where('business_date', '<=', to)
      // ONLINE orders once paid (the payment's state lives in payments.status only).
      .where((eb) =>
        eb.or([
          eb('orders.payment_method', '!=', 'ONLINE'),
          eb.exists(
            eb
              .selectFrom('payments')
              .select('payments.order_id')
              .whereRef('payments.order_id', '=', 'orders.id')
              .where('payments.status', '=', 'PAID'),
          ),
        ]),
      )
      .orderBy('number')
      .execute()
  )
}

/** The lines of those orders, in order. */
export async function linesOf(db: Kysely<Database>, ids: string[]) {
  if (ids.length === 0) return []
  const lines = []
  // In chunks: a database has a limit on the parameters of one statement.
  for (let i = 0; i < ids.length; i += 500) {
    lines.push(
      ...(await db
        .selectFrom('order_lines')
        .select(['order_id as orderId', 'product_id as productId', 'name', 'count', 'options'])
        .where('order_id', 'in', ids.slice(i, i + 500))
        .orderBy('order_id')
        .orderBy('position')
        .execute()),
    )
  }
  return lines
}
