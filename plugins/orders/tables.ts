import type { Generated } from 'kysely'
import type { DeliveryType, Language, OrderStatus, OrderTimeType, PaymentMethod } from '#schemas/enums.js'

/** An order; money in integer grosze, instants as ISO 8601 strings. */
export interface OrdersTable {
  /** The number staff and guests say aloud (1, 2, 3 …). */
  number: Generated<number>
  /** The public id (12 characters, unguessable). */
  id: string
  status: OrderStatus
  delivery_type: DeliveryType
  payment_method: PaymentMethod
  order_time_type: OrderTimeType
  order_time: string | null
  expected_at: string
  estimated_ready_at: string | null
  customer_name: string
  customer_phone: string
  customer_email: string
  address_street: string | null
  address_building: string | null
  address_apartment: string | null
  address_floor: string | null
  address_postal_code: string | null
  address_city: string | null
  comment: string | null
  promo_code: string | null
  products_grosze: number
  discount_grosze: number
  delivery_grosze: number
  /** Σ deposit × count, included in total_grosze (outside VAT and the discount). */
  deposits_grosze: Generated<number>
  /** JSON [{rate, gross, net, vat}] in grosze, delivery included; null on orders placed before VAT was kept. */
  vat_by_rate: string | null
  /** JSON [{rate, gross}] in grosze: the delivery fee's share per rate; null as above. */
  delivery_vat: string | null
  total_grosze: number
  language: Language
  cancel_reason: string | null
  /** Warsaw date the order is for (staff list orders by it). */
  business_date: string
  /** Free extras (docs/checkout.md); null on orders placed before they existed. Booleans as 0/1. */
  extras_chopsticks: number | null
  extras_soy_sauce: number | null
  extras_ginger: number | null
  extras_wasabi: number | null
  extras_cutlery: number | null
  /** For the courier (COURIER orders only). */
  delivery_note: string | null
  /** The company a VAT invoice is for (all null without an invoice); the NIP as its 10 digits. */
  invoice_nip: string | null
  invoice_company: string | null
  invoice_street: string | null
  invoice_building: string | null
  invoice_apartment: string | null
  invoice_postal_code: string | null
  invoice_city: string | null
  created_at: string
  updated_at: string
  /** When the guest's personal data was erased (retention or on request); null until then. */
  pii_erased_at: Generated<string | null>
}

/** One line of an order, with the name and price it had when ordered. */
export interface OrderLinesTable {
  order_id: string
  position: number
  product_id: string
  /** Polish, as it was when ordered. */
  name: string
  /** English, as it was when ordered; null on lines of orders placed before it was kept. */
  name_en: string | null
  unit_price_grosze: number
  count: number
  line_total_grosze: number
  /** The line's VAT rate when ordered (the highest of the dish and its options); null on older orders. */
  vat_rate: number | null
  /** line_total_grosze less its share of the discount (largest remainder, domain/vat.ts); null on older orders. */
  gross_grosze: number | null
  /** Deposit per piece, grosze (0 without), outside VAT and the discount. */
  deposit_grosze: Generated<number>
  /** The options it was ordered with (JSON of domain/option-words.ts LineOption[]); null without. */
  options: string | null
}

/** An order's history: every move, by whom and when. */
export interface OrderEventsTable {
  id: Generated<number>
  order_id: string
  from_status: OrderStatus | null
  to_status: OrderStatus
  reason: string | null
  actor: string
  at: string
}

/** The answer given to an Idempotency-Key, replayed when the same request comes again. */
interface IdempotencyKeysTable {
  key: string
  request_hash: string
  status_code: number
  response_body: string
  order_id: string | null
  created_at: string
}

/** The orders capability's tables, assembled into Database by plugins/db. */
export interface OrderTables {
  orders: OrdersTable
  order_lines: OrderLinesTable
  order_events: OrderEventsTable
  idempotency_keys: IdempotencyKeysTable
}
