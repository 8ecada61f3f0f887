import { type Static, Type } from '@sinclair/typebox'
import { DateString, Language, literalUnion, Money, VatRateSchema } from './common.js'
import { DELIVERY_TYPES, ORDER_STATUSES, ORDER_TIME_TYPES, PAYMENT_METHODS } from './enums.js'
import { OrderInvoiceState } from './invoices.js'
import { MailDelivery } from './mail.js'
import { LineOption, OrderItemOptions } from './options.js'
import { PaymentInfo, PaymentStart } from './payments.js'

const Str = (min: number, max: number, extra: object = {}) =>
  Type.String({ minLength: min, maxLength: max, ...extra })

const DeliveryType = literalUnion(DELIVERY_TYPES)
const PaymentMethod = literalUnion(PAYMENT_METHODS)
const OrderTimeType = literalUnion(ORDER_TIME_TYPES)
const OrderStatus = literalUnion(ORDER_STATUSES)

/** A cart line. Any other field a client adds (a price, say) is ignored: the server prices the order. */
const OrderItem = Type.Object({
  productId: Str(1, 100),
  count: Type.Integer({ minimum: 1, maximum: 99 }),
  options: Type.Optional(OrderItemOptions),
})

const Customer = Type.Object({
  name: Str(2, 80),
  phone: Str(9, 20, { description: 'Polish number: 9 digits, optional +48 and spaces' }),
  email: Type.String({ format: 'email', maxLength: 254 }),
})

const Address = Type.Object({
  street: Str(2, 120),
  buildingNumber: Str(1, 20),
  apartment: Type.Optional(Str(0, 20)),
  floor: Type.Optional(Str(0, 20)),
  postalCode: Type.String({ pattern: '^\\d{2}-?\\d{3}$', description: 'NN-NNN' }),
  city: Type.Optional(Str(2, 80, { default: 'Kraków' })),
})

/**
 * Free extras (docs/checkout.md). Optional, and so is each field: what an order leaves out is the
 * cart's default (the suggested chopsticks; soy sauce, ginger and wasabi with food; no cutlery).
 */
const ExtrasRequest = Type.Object(
  {
    chopsticks: Type.Optional(Type.Integer({ minimum: 0, maximum: 20, description: 'Pairs of chopsticks' })),
    soySauce: Type.Optional(Type.Boolean()),
    ginger: Type.Optional(Type.Boolean()),
    wasabi: Type.Optional(Type.Boolean()),
    cutlery: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)

const InvoiceAddress = Type.Object({
  street: Str(2, 120),
  buildingNumber: Str(1, 20),
  apartment: Type.Optional(Str(0, 20)),
  postalCode: Type.String({ pattern: '^\\d{2}-?\\d{3}$', description: 'NN-NNN' }),
  city: Str(2, 80),
})

/** A VAT invoice for a company: its NIP (checksum checked), name and address. */
const InvoiceRequest = Type.Object({
  nip: Type.String({
    maxLength: 32,
    description: '10 digits with a valid checksum; spaces, dashes and the PL prefix allowed',
  }),
  companyName: Str(2, 200),
  address: InvoiceAddress,
})

/** POST /api/order (docs/product.md, "Orders"). */
export const OrderRequest = Type.Object({
  items: Type.Array(OrderItem, { minItems: 1, maxItems: 50 }),
  deliveryType: DeliveryType,
  paymentMethod: PaymentMethod,
  orderTimeType: OrderTimeType,
  orderTime: Type.Optional(
    Type.String({ format: 'date-time', description: 'Required with DATE (ISO 8601)' }),
  ),
  customer: Customer,
  address: Type.Optional(Address),
  promoCode: Type.Optional(Str(0, 64)),
  comment: Type.Optional(Str(0, 500, { description: 'For the kitchen: allergies, “bez sezamu”' })),
  deliveryNote: Type.Optional(
    Str(0, 200, { description: 'For the courier (COURIER orders only): intercom code, gate, floor' }),
  ),
  extras: Type.Optional(ExtrasRequest),
  invoice: Type.Optional(InvoiceRequest),
  blikCode: Type.Optional(
    Type.String({
      pattern: '^\\d{6}$',
      description: 'The six-digit BLIK code from the bank app; ONLINE only, where blikCodeAvailable',
    }),
  ),
  expectedTotal: Type.Optional(
    Type.Number({ minimum: 0, description: 'The total the checkout showed (PLN)' }),
  ),
  acceptTerms: Type.Literal(true, { description: 'Terms and privacy policy accepted' }),
  language: Type.Optional(Language),
})
export type OrderRequest = Static<typeof OrderRequest>

export const OrderHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
      description: 'A UUID made once per checkout attempt',
    }),
  ),
})

/** One VAT rate's part of an order or a day, in PLN (docs/product.md, "VAT and deposits"). */
export const RateTotal = Type.Object({
  rate: VatRateSchema,
  gross: Money,
  net: Money,
  vat: Money,
})

const Totals = Type.Object({
  products: Money,
  discount: Money,
  delivery: Money,
  deposits: Type.Number({
    minimum: 0,
    description: 'PLN: the drinks’ deposits, outside VAT and the discount, included in the total',
  }),
  total: Money,
})

/** An order's totals with its VAT split (the staff view and the guest's order). */
const OrderTotals = Type.Composite([
  Totals,
  Type.Object({
    byRate: Type.Array(RateTotal, {
      description:
        'Per VAT rate, highest first: gross after the discount with the delivery fee’s share, net and VAT (deposits not included); empty on orders placed before rates were kept',
    }),
  }),
])

export const OrderCreated = Type.Object({
  id: Type.String({ description: 'Public order id' }),
  number: Type.Integer(),
  status: OrderStatus,
  totals: Totals,
  expectedAt: Type.String({ format: 'date-time' }),
  payment: Type.Optional(PaymentStart),
})
export type OrderCreated = Static<typeof OrderCreated>

const OrderLine = Type.Object({
  productId: Type.String(),
  name: Type.String({ description: 'In Polish, as it was when ordered' }),
  nameEn: Type.Optional(Type.String({ description: 'In English, as it was when ordered' })),
  price: Money,
  count: Type.Integer(),
  lineTotal: Money,
  vatRate: Type.Union([VatRateSchema, Type.Null()], {
    description:
      'The line’s VAT rate when ordered (the highest of the dish and its options); null on older orders',
  }),
  gross: Type.Union([Money, Type.Null()], {
    description: 'lineTotal less its share of the discount (PLN); null on older orders',
  }),
  deposit: Type.Number({ description: 'Deposit per piece, PLN (0 without); charged on top of lineTotal' }),
  options: Type.Optional(
    Type.Array(LineOption, {
      description: 'The options as ordered, by name and price (`price` includes them); empty without',
    }),
  ),
})

/** The extras an order was placed with (null on orders placed before extras existed). */
const Extras = Type.Union([
  Type.Object({
    chopsticks: Type.Integer(),
    soySauce: Type.Boolean(),
    ginger: Type.Boolean(),
    wasabi: Type.Boolean(),
    cutlery: Type.Boolean(),
    line: Type.String({
      description: 'As the kitchen reads it: „Pałeczki: 3 · sos sojowy · imbir · bez wasabi”',
    }),
  }),
  Type.Null(),
])

/** GET /api/order/{id}: what the guest sees on the thank-you page (no personal data). */
export const PublicOrder = Type.Object({
  id: Type.String(),
  number: Type.Integer(),
  status: OrderStatus,
  deliveryType: DeliveryType,
  paymentMethod: PaymentMethod,
  orderTimeType: OrderTimeType,
  items: Type.Array(OrderLine),
  totals: OrderTotals,
  expectedAt: Type.String(),
  estimatedReadyAt: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  extras: Extras,
  payment: Type.Optional(Type.Union([PaymentInfo, Type.Null()], { description: 'ONLINE orders only' })),
})
export type PublicOrder = Static<typeof PublicOrder>

/** What the guest's status page reads: the order, and whether its invoice can be downloaded. */
export const GuestOrder = Type.Composite([
  PublicOrder,
  Type.Object({
    invoiceIssued: Type.Boolean({
      description:
        'The invoice the order asked for is issued in KSeF: GET /api/order/{id}/invoice.pdf serves it',
    }),
  }),
])
export type GuestOrder = Static<typeof GuestOrder>

const OrderEvent = Type.Object({
  fromStatus: Type.Union([OrderStatus, Type.Null()]),
  toStatus: OrderStatus,
  reason: Type.Union([Type.String(), Type.Null()]),
  actor: Type.String(),
  at: Type.String(),
})

/** The staff view of an order. */
export const StaffOrder = Type.Composite([
  PublicOrder,
  Type.Object({
    orderTime: Type.Union([Type.String(), Type.Null()]),
    customer: Type.Object({
      name: Type.String(),
      phone: Type.String(),
      email: Type.String({ description: 'Empty in the kitchen’s list of orders' }),
    }),
    address: Type.Union([
      Type.Object({
        street: Type.String(),
        buildingNumber: Type.String(),
        apartment: Type.Union([Type.String(), Type.Null()]),
        floor: Type.Union([Type.String(), Type.Null()]),
        postalCode: Type.String(),
        city: Type.String(),
      }),
      Type.Null(),
    ]),
    comment: Type.Union([Type.String(), Type.Null()]),
    deliveryNote: Type.Union([Type.String(), Type.Null()]),
    invoice: Type.Union([
      Type.Composite([
        Type.Object({
          nip: Type.String({ description: '10 digits' }),
          companyName: Type.String(),
          address: Type.Object({
            street: Type.String(),
            buildingNumber: Type.String(),
            apartment: Type.Union([Type.String(), Type.Null()]),
            postalCode: Type.String(),
            city: Type.String(),
          }),
        }),
        OrderInvoiceState,
      ]),
      Type.Null(),
    ]),
    promoCode: Type.Union([Type.String(), Type.Null()]),
    cancelReason: Type.Union([Type.String(), Type.Null()]),
    language: Type.String(),
    events: Type.Array(OrderEvent),
    emails: Type.Optional(Type.Array(MailDelivery)),
  }),
])
export type StaffOrder = Static<typeof StaffOrder>

/** POST /api/order/{id}/payment: a new attempt to pay an unpaid ONLINE order. */
export const PaymentRetry = Type.Object(
  {
    blikCode: Type.Optional(
      Type.String({
        pattern: '^\\d{6}$',
        description: 'A new six-digit BLIK code (where blikCodeAvailable)',
      }),
    ),
    method: Type.Optional(
      Type.Literal('REDIRECT', { description: "PayU's page instead (transfer, card, BLIK there)" }),
    ),
  },
  { additionalProperties: false },
)
export type PaymentRetry = Static<typeof PaymentRetry>

export const OrderIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 40 }) })

export const OrdersQuery = Type.Object({
  date: Type.Optional(DateString),
  status: Type.Optional(OrderStatus),
})

export const OrdersList = Type.Object({
  date: DateString,
  orders: Type.Array(StaffOrder),
  unpaidHolds: Type.Integer({
    minimum: 0,
    description:
      'Places in the kitchen’s slots held right now by ONLINE orders of that day waiting for payment (not listed until paid; released when their hold ends)',
  }),
})
export type OrdersList = Static<typeof OrdersList>

export const StatusChange = Type.Object({
  status: OrderStatus,
  reason: Type.Optional(Str(1, 300)),
  estimatedReadyAt: Type.Optional(Type.String({ format: 'date-time' })),
})
export type StatusChange = Static<typeof StatusChange>

/** POST /api/orders/{id}/time: a new expected time for an accepted order (delivery, or ready for pick-up). */
export const TimeChange = Type.Object(
  {
    estimatedReadyAt: Type.String({
      format: 'date-time',
      description: 'When the courier brings it (courier orders) or it is ready for pick-up (pick-up orders)',
    }),
  },
  { examples: [{ estimatedReadyAt: '2026-11-25T17:10:00.000Z' }] },
)
export type TimeChange = Static<typeof TimeChange>
