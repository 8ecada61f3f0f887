import type { Kysely } from 'kysely'

// From now on an e-mail's outbox row carries what its message shows (params.order: the order's
// lines, totals, times, the guest's name and address), so the sender needs nothing else. Rows not
// sent yet (pending, being sent, failed: staff may send these again) get it here from their order
// as it is now, which is what the sender would have read. Frozen in time: the shapes are written
// out, nothing of the app is imported.

interface Row {
  [column: string]: unknown
}

const pln = (grosze: unknown) => Math.round(Number(grosze)) / 100
const text = (value: unknown) => (value === null || value === undefined ? null : String(value))
const instant = (value: unknown) =>
  value === null || value === undefined ? null : new Date(value as string | Date).toISOString()

function mailOrder(order: Row, lines: Row[]) {
  const courier = order.delivery_type === 'COURIER' && order.address_street
  return {
    id: order.id,
    number: Number(order.number),
    language: order.language,
    deliveryType: order.delivery_type,
    paymentMethod: order.payment_method,
    orderTimeType: order.order_time_type,
    items: lines.map((line) => ({
      productId: line.product_id,
      name: line.name,
      price: pln(line.unit_price_grosze),
      count: Number(line.count),
      lineTotal: pln(line.line_total_grosze),
    })),
    totals: {
      products: pln(order.products_grosze),
      discount: pln(order.discount_grosze),
      delivery: pln(order.delivery_grosze),
      total: pln(order.total_grosze),
    },
    address: courier
      ? {
          street: order.address_street,
          buildingNumber: order.address_building ?? '',
          apartment: text(order.address_apartment),
          floor: text(order.address_floor),
          postalCode: order.address_postal_code ?? '',
          city: order.address_city ?? '',
        }
      : null,
    promoCode: text(order.promo_code),
    expectedAt: instant(order.expected_at),
    estimatedReadyAt: instant(order.estimated_ready_at),
    cancelReason: text(order.cancel_reason),
    createdAt: instant(order.created_at),
    customer: { name: order.customer_name },
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const untyped = db as unknown as Kysely<Record<string, Row>>
  const waiting = await untyped
    .selectFrom('mail_outbox')
    .select(['id', 'order_id', 'params'])
    .where('status', 'in', ['PENDING', 'SENDING', 'FAILED'])
    .execute()
  for (const mail of waiting) {
    const params = JSON.parse(String(mail.params)) as Row
    if (params.order) continue
    const order = await untyped
      .selectFrom('orders')
      .selectAll()
      .where('id', '=', mail.order_id as string)
      .executeTakeFirst()
    if (!order) continue
    const lines = await untyped
      .selectFrom('order_lines')
      .selectAll()
      .where('order_id', '=', mail.order_id as string)
      .orderBy('position')
      .execute()
    await untyped
      .updateTable('mail_outbox')
      .set({ params: JSON.stringify({ ...params, order: mailOrder(order, lines) }) })
      .where('id', '=', mail.id as number)
      .execute()
  }
}

export async function down(): Promise<void> {
  // The order kept in params is harmless to older code, which reads only the estimate and the reason.
}
