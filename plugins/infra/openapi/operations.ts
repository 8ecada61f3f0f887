import { ANALYTICS_OPERATIONS } from './analytics-operations.js'
import {
  checkoutRequestExample,
  extrasExample,
  paymentRetryOperation,
  staffDetailsExample,
} from './checkout-examples.js'
import { KITCHEN_OPERATIONS, siteStatusOpen } from './kitchen-operations.js'
import { MENU_EDITOR_OPERATIONS } from './menu-editor-operations.js'
import { OPTION_OPERATIONS } from './option-operations.js'
import { PRINTING_OPERATIONS } from './printing-operations.js'
import { SOLD_OUT_OPERATIONS } from './sold-out-operations.js'
import { STAFF_OPERATIONS } from './staff-operations.js'

/**
 * What the OpenAPI document says about each operation beyond its route schema: a stable
 * operationId, and examples for its parameters, its request body and its answers. Kept here, in one
 * place, rather than in the route files; `transformObject` in ./index.ts merges it into the document.
 * The examples are real: redocly's lint checks each against its schema, and
 * test/server/infra/validation-messages.test.ts sends each request example to the route (it must pass
 * validation) before breaking it field by field.
 */
export interface OperationDocs {
  operationId: string
  parameters?: Record<string, unknown> // an example per parameter name (path, query or header)
  request?: unknown // an example of the JSON request body
  /** A raw request body (a picture, a file): its content types, described as bytes. */
  rawBody?: { types: readonly string[]; description: string; example: string }
  responses?: Record<string, unknown> // an example per response status (each of its content types)
}

const ORDER_ID = 'K7M2X9QPWA4T'
const CREATED_AT = '2026-06-14T16:05:12.345Z'
const EXPECTED_AT = '2026-06-14T17:05:12.345Z'

const orderLines = [
  { productId: 'nigiri-losos', name: 'Nigiri z łososiem', price: 19, count: 4, lineTotal: 76, options: [] },
  {
    productId: 'sashimi-losos',
    name: 'Sashimi z łososia',
    price: 45,
    count: 1,
    lineTotal: 45,
    options: [
      {
        kind: 'ADD',
        group: 'Sos',
        name: 'sojowy bezglutenowy',
        priceDelta: 0,
        text: '+ sojowy bezglutenowy',
      },
    ],
  },
]
const orderTotals = { products: 121, discount: 12.1, delivery: 9.99, total: 118.89 }

const publicOrder = {
  id: ORDER_ID,
  number: 42,
  status: 'NEW',
  deliveryType: 'COURIER',
  paymentMethod: 'CASH',
  orderTimeType: 'ASAP',
  items: orderLines,
  totals: orderTotals,
  expectedAt: EXPECTED_AT,
  estimatedReadyAt: null,
  createdAt: CREATED_AT,
  extras: extrasExample,
}

const staffOrder = {
  ...publicOrder,
  orderTime: null,
  customer: { name: 'Jan Nowak', phone: '+48600100200', email: 'jan@example.pl' },
  address: {
    street: 'ul. Józefa',
    buildingNumber: '5',
    apartment: '3',
    floor: null,
    postalCode: '31-056',
    city: 'Kraków',
  },
  comment: 'Bez sezamu, proszę.',
  ...staffDetailsExample,
  promoCode: 'WITAJ10',
  cancelReason: null,
  language: 'pl',
  events: [{ fromStatus: null, toStatus: 'NEW', reason: null, actor: 'guest', at: CREATED_AT }],
}

const acceptedOrder = {
  ...staffOrder,
  status: 'ACCEPTED',
  estimatedReadyAt: '2026-06-14T16:45:00.000Z',
  events: [
    ...staffOrder.events,
    { fromStatus: 'NEW', toStatus: 'ACCEPTED', reason: null, actor: 'ania', at: '2026-06-14T16:07:40.000Z' },
  ],
}

const promoCode = {
  code: 'WITAJ10',
  type: 'PERCENTAGE',
  value: 10,
  active: true,
  validFrom: '2026-06-01',
  validTo: '2026-12-31',
  maxUses: 100,
  uses: 0,
  usable: true,
  createdAt: '2026-06-01T08:00:00.000Z',
  createdBy: 'ania',
}

/** Keyed by `METHOD /path/{param}`, as the OpenAPI document writes paths. */
export const OPERATIONS: Record<string, OperationDocs> = {
  ...KITCHEN_OPERATIONS,
  ...SOLD_OUT_OPERATIONS,
  ...OPTION_OPERATIONS,
  ...STAFF_OPERATIONS,
  ...MENU_EDITOR_OPERATIONS,
  ...PRINTING_OPERATIONS,
  ...ANALYTICS_OPERATIONS,
  'POST /api/login': {
    operationId: 'login',
    request: { username: 'ania', password: 'a-long-secret-password' },
    responses: { 200: { token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJhbmlhIn0.c2lnbmF0dXJl' } },
  },
  'POST /api/logout': { operationId: 'logout' },
  'GET /api/utils/isSiteClosed': { operationId: 'isSiteClosed', responses: { 200: false } },
  'GET /api/site-status': { operationId: 'getSiteStatus', responses: { 200: siteStatusOpen } },
  'POST /api/utils/openToday': {
    operationId: 'openToday',
    responses: { 200: { ...siteStatusOpen, reason: 'OVERRIDE_OPEN' } },
  },
  'POST /api/utils/closeToday': {
    operationId: 'closeToday',
    responses: {
      200: {
        ...siteStatusOpen,
        closed: true,
        reason: 'OVERRIDE_CLOSED',
        nextOpening: '2026-06-17T11:00:00.000Z',
      },
    },
  },
  'POST /api/utils/resetOverrides': { operationId: 'resetOverrides', responses: { 200: siteStatusOpen } },
  'POST /api/utils/checkPromoCode': {
    operationId: 'checkPromoCode',
    request: { promoCode: 'witaj10' },
    responses: { 200: { code: 'WITAJ10', type: 'PERCENTAGE', value: 10 } },
  },
  'GET /api/promo-codes': { operationId: 'listPromoCodes', responses: { 200: [promoCode] } },
  'POST /api/promo-codes': {
    operationId: 'createPromoCode',
    request: {
      code: 'WITAJ10',
      type: 'PERCENTAGE',
      value: 10,
      validFrom: '2026-06-01',
      validTo: '2026-12-31',
      maxUses: 100,
    },
    responses: { 201: promoCode },
  },
  'PATCH /api/promo-codes/{code}': {
    operationId: 'updatePromoCode',
    parameters: { code: 'WITAJ10' },
    request: { active: false },
    responses: { 200: { ...promoCode, active: false, usable: false } },
  },
  'POST /api/order': {
    operationId: 'placeOrder',
    parameters: { 'idempotency-key': '3f1c2a9e-8b7d-4c6e-9a51-2d0f7b8e4c13' },
    request: {
      items: [
        { productId: 'nigiri-losos', count: 4 },
        { productId: 'sashimi-losos', count: 1 },
      ],
      deliveryType: 'COURIER',
      paymentMethod: 'CASH',
      orderTimeType: 'ASAP',
      customer: { name: 'Jan Nowak', phone: '600 100 200', email: 'jan@example.pl' },
      address: {
        street: 'ul. Józefa',
        buildingNumber: '5',
        apartment: '3',
        postalCode: '31-056',
        city: 'Kraków',
      },
      promoCode: 'WITAJ10',
      comment: 'Bez sezamu, proszę.',
      ...checkoutRequestExample,
      expectedTotal: 118.89,
      acceptTerms: true,
      language: 'pl',
    },
    responses: {
      200: { id: ORDER_ID, number: 42, status: 'NEW', totals: orderTotals, expectedAt: EXPECTED_AT },
      201: { id: ORDER_ID, number: 42, status: 'NEW', totals: orderTotals, expectedAt: EXPECTED_AT },
    },
  },
  'POST /api/order/{id}/payment': paymentRetryOperation,
  'GET /api/order/{id}': {
    operationId: 'getOrderForGuest',
    parameters: { id: ORDER_ID },
    responses: { 200: publicOrder },
  },
  'GET /api/orders': {
    operationId: 'listOrders',
    parameters: { date: '2026-06-14', status: 'NEW' },
    responses: { 200: { date: '2026-06-14', orders: [staffOrder], unpaidHolds: 2 } },
  },
  'GET /api/orders/stream': {
    operationId: 'streamOrderEvents',
    responses: {
      200: `event: ready\ndata: {}\n\nevent: order\ndata: ${JSON.stringify({ type: 'created', order: staffOrder })}\n\n`,
    },
  },
  'GET /api/orders/{id}': {
    operationId: 'getOrder',
    parameters: { id: ORDER_ID },
    responses: { 200: staffOrder },
  },
  'POST /api/orders/{id}/emails/retry': {
    operationId: 'retryOrderEmails',
    parameters: { id: ORDER_ID },
    responses: {
      200: {
        ...staffOrder,
        emails: [
          {
            kind: 'CONFIRMATION',
            to: 'jan@example.pl',
            status: 'SENT',
            attempts: 4,
            lastError: null,
            sentAt: '2026-06-14T16:21:03.000Z',
          },
        ],
      },
    },
  },
  'POST /api/payments/payu/notify': {
    operationId: 'payuNotify',
    parameters: {
      'openpayu-signature':
        'sender=checkout;signature=c33a38d89fb60f873c039fcec3a14743;algorithm=MD5;content=DOCUMENT',
      'x-openpayu-signature':
        'sender=checkout;signature=c33a38d89fb60f873c039fcec3a14743;algorithm=MD5;content=DOCUMENT',
    },
    responses: { 200: { received: true } },
  },
  'POST /api/payments/{id}/refund': {
    operationId: 'retryRefund',
    parameters: { id: ORDER_ID },
    responses: {
      200: {
        ...staffOrder,
        status: 'CANCELLED',
        paymentMethod: 'ONLINE',
        cancelReason: 'Brak łososia',
        payment: {
          provider: 'PAYU',
          status: 'PAID',
          refund: { status: 'REQUESTED', at: CREATED_AT, error: null },
        },
      },
    },
  },
  'POST /api/orders/{id}/status': {
    operationId: 'changeOrderStatus',
    parameters: { id: ORDER_ID },
    request: { status: 'ACCEPTED', estimatedReadyAt: '2026-06-14T16:45:00.000Z' },
    responses: { 200: acceptedOrder },
  },
  'POST /api/orders/{id}/time': {
    operationId: 'changeOrderTime',
    parameters: { id: ORDER_ID },
    request: { estimatedReadyAt: '2026-06-14T17:10:00.000Z' },
    responses: { 200: { ...acceptedOrder, estimatedReadyAt: '2026-06-14T17:10:00.000Z' } },
  },
  // Their answers' examples are the menu's own, set per menu version (index.ts, menuExamples).
  'GET /api/menu': { operationId: 'getMenu', parameters: { lang: 'pl' } },
  'GET /api/menu/products/{id}': {
    operationId: 'getProduct',
    parameters: { id: 'nigiri-losos', lang: 'pl' },
  },
}
