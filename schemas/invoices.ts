import { type Static, Type } from '@sinclair/typebox'
import { literalUnion } from './common.js'
import { INVOICE_STATUSES, KSEF_ENVIRONMENTS } from './enums.js'

const InvoiceStatus = literalUnion(INVOICE_STATUSES)
const KsefEnvironment = literalUnion(KSEF_ENVIRONMENTS, {
  description: 'KSeF’s environment: test, demo or production (their official addresses)',
})
const NullableString = (max: number) => Type.Union([Type.String({ maxLength: max }), Type.Null()])

/** What an order's requested invoice has become (the staff view of an order, `invoice`). */
export const OrderInvoiceState = Type.Object({
  status: InvoiceStatus,
  number: Type.Union([Type.String(), Type.Null()], {
    description: 'The restaurant’s number (e.g. FV/2027/01/7), fixed when the invoice is queued',
  }),
  ksefNumber: Type.Union([Type.String(), Type.Null()], { description: 'The number KSeF gave it' }),
  issuedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  lastError: Type.Union([Type.String(), Type.Null()], {
    description: 'Why the last attempt failed (KSeF’s words), while it is retrying or failed',
  }),
  correction: Type.Union(
    [
      Type.Object({
        number: Type.String(),
        ksefNumber: Type.Union([Type.String(), Type.Null()]),
        status: literalUnion(['ISSUING', 'ISSUED', 'FAILED'] as const),
      }),
      Type.Null(),
    ],
    { description: 'The correcting invoice (FA(3) KOR), once asked for' },
  ),
})
export type OrderInvoiceState = Static<typeof OrderInvoiceState>

/** GET /api/invoices/settings: the owner's view (the token is never shown, only whether it is set). */
export const InvoiceSettings = Type.Object({
  active: Type.Boolean({
    description: 'Invoices are being issued: switched on, with a token and the seller',
  }),
  enabled: Type.Union([Type.Boolean(), Type.Null()], {
    description: 'The owner’s switch; null: on as soon as the token and the seller are set',
  }),
  missing: Type.Array(Type.String(), { description: 'What invoicing still needs, in Polish' }),
  environment: KsefEnvironment,
  apiUrl: Type.String({ description: 'The KSeF API address used (KSEF_API_URL or the environment’s)' }),
  sellerNip: NullableString(10),
  sellerName: NullableString(256),
  sellerAddressLine1: NullableString(512),
  sellerAddressLine2: NullableString(512),
  numberPattern: Type.String(),
  nextNumber: Type.String({ description: 'The number the next invoice issued today would get' }),
  token: Type.Union([literalUnion(['SETTINGS', 'CONFIGURATION'] as const), Type.Null()], {
    description: 'Where the KSeF token comes from (never the token itself); null when none is set',
  }),
})
export type InvoiceSettings = Static<typeof InvoiceSettings>

/** PUT /api/invoices/settings: what the owner changes; a field left out stays, null goes back to the configuration. */
export const InvoiceSettingsUpdate = Type.Object(
  {
    enabled: Type.Optional(Type.Union([Type.Boolean(), Type.Null()])),
    environment: Type.Optional(Type.Union([KsefEnvironment, Type.Null()])),
    sellerNip: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
    sellerName: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 256 }), Type.Null()])),
    sellerAddressLine1: Type.Optional(
      Type.Union([Type.String({ minLength: 1, maxLength: 512 }), Type.Null()]),
    ),
    sellerAddressLine2: Type.Optional(Type.Union([Type.String({ maxLength: 512 }), Type.Null()])),
    numberPattern: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 60 }), Type.Null()])),
    token: Type.Optional(
      Type.Union([Type.String({ minLength: 10, maxLength: 1000 }), Type.Null()], {
        description: 'A new KSeF token (write-only); null removes the one stored here',
      }),
    ),
  },
  { additionalProperties: false },
)
export type InvoiceSettingsUpdate = Static<typeof InvoiceSettingsUpdate>

/** POST /api/invoices/settings/check: whether the token opens KSeF for the seller, in Polish. */
export const ConnectionCheck = Type.Object({
  ok: Type.Boolean(),
  message: Type.String(),
})
export type ConnectionCheck = Static<typeof ConnectionCheck>

/** POST /api/orders/{id}/invoice/correction. */
export const CorrectionRequest = Type.Object(
  {
    reason: Type.String({
      minLength: 3,
      maxLength: 256,
      description: 'Why (shown on the correcting invoice)',
    }),
  },
  { additionalProperties: false },
)

/** GET /api/invoices/failing: the board's alert. */
export const FailingInvoices = Type.Object({
  invoices: Type.Array(
    Type.Object({
      orderId: Type.String(),
      orderNumber: Type.Integer(),
      number: Type.String(),
      kind: literalUnion(['INVOICE', 'CORRECTION'] as const),
      lastError: Type.Union([Type.String(), Type.Null()]),
      since: Type.String({ format: 'date-time', description: 'When its failures began' }),
    }),
  ),
})
export type FailingInvoices = Static<typeof FailingInvoices>

/** The buyer's invoice, an A4 PDF in Polish with KSeF's verification QR code (docs/invoices.md). */
export const InvoicePdf = Type.Unsafe<Uint8Array>({
  type: 'string',
  format: 'binary',
  description: 'application/pdf: the invoice with its KSeF number and KOD I',
})
