/**
 * An order's examples in the OpenAPI document, beside the routes (docs/api.md): one order, as the
 * guest, the board and the checkout (docs/checkout.md) see it.
 */

/** The checkout's details (docs/checkout.md), as the guest sends them. */
const checkoutRequestExample = {
  extras: { chopsticks: 3, soySauce: true, ginger: true, wasabi: false, cutlery: false },
  deliveryNote: 'Domofon 12, brama od podwórza, 3 piętro.',
  invoice: {
    nip: 'PL 774-000-14-54',
    companyName: 'Przykładowa Firma sp. z o.o.',
    address: { street: 'ul. Grodzka', buildingNumber: '15', postalCode: '31-006', city: 'Kraków' },
  },
}

/** In the guest's and the staff's view of an order. */
const extrasExample = {
  chopsticks: 3,
  soySauce: true,
  ginger: true,
  wasabi: false,
  cutlery: false,
  line: 'Pałeczki: 3 · sos sojowy · imbir · bez wasabi',
}

/** In the staff's view of an order. */
const staffDetailsExample = {
  deliveryNote: 'Domofon 12, brama od podwórza, 3 piętro.',
  invoice: {
    nip: '7740001454',
    companyName: 'Przykładowa Firma sp. z o.o.',
    address: {
      street: 'ul. Grodzka',
      buildingNumber: '15',
      apartment: null,
      postalCode: '31-006',
      city: 'Kraków',
    },
    status: 'ISSUED',
    number: 'FV/2026/06/42',
    ksefNumber: '6762000007-20260614-0A1B2C3D4E5F-7C',
    issuedAt: '2026-06-14T17:02:40.000Z',
    lastError: null,
    correction: null,
  },
}

const ORDER_ID = 'K7M2X9QPWA4T'
const CREATED_AT = '2026-06-14T16:05:12.345Z'
const EXPECTED_AT = '2026-06-14T17:05:12.345Z'

const orderLines = [
  {
    productId: 'nigiri-losos',
    name: 'Nigiri z łososiem',
    price: 19,
    count: 4,
    lineTotal: 76,
    vatRate: 8,
    gross: 68.4,
    deposit: 0,
    options: [],
  },
  {
    productId: 'sashimi-losos',
    name: 'Sashimi z łososia',
    price: 45,
    count: 1,
    lineTotal: 45,
    vatRate: 8,
    gross: 40.5,
    deposit: 0,
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
const orderTotals = { products: 121, discount: 12.1, delivery: 9.99, deposits: 0, total: 118.89 }
// 118,89 at 8 %: VAT 118,89 × 8 / 108 = 8,806… → 8,81 (docs/product.md, "VAT and deposits").
const orderTotalsWithVat = { ...orderTotals, byRate: [{ rate: 8, gross: 118.89, net: 110.08, vat: 8.81 }] }

const publicOrder = {
  id: ORDER_ID,
  number: 42,
  status: 'NEW',
  deliveryType: 'COURIER',
  paymentMethod: 'CASH',
  orderTimeType: 'ASAP',
  items: orderLines,
  totals: orderTotalsWithVat,
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

export const placeOrder = {
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
}

/** A new BLIK code after the first was refused or expired. */
export const retryOrderPayment = {
  parameters: { id: ORDER_ID },
  request: { blikCode: '777123' },
  responses: {
    201: {
      id: ORDER_ID,
      number: 42,
      status: 'NEW',
      totals: orderTotals,
      expectedAt: EXPECTED_AT,
      payment: {
        provider: 'PAYU',
        status: 'PENDING',
        blik: { status: 'WAITING', expiresAt: '2026-06-14T16:09:30.000Z', secondsLeft: 120 },
      },
    },
  },
}

export const getOrderForGuest = {
  parameters: { id: ORDER_ID },
  responses: { 200: { ...publicOrder, invoiceIssued: false } },
}

export const listOrders = {
  parameters: { date: '2026-06-14', status: 'NEW' },
  responses: { 200: { date: '2026-06-14', orders: [staffOrder], unpaidHolds: 2 } },
}

export const streamOrderEvents = {
  responses: {
    200: `event: ready\ndata: {}\n\nevent: order\ndata: ${JSON.stringify({ type: 'created', order: staffOrder })}\n\n`,
  },
}

export const getOrder = {
  parameters: { id: ORDER_ID },
  responses: { 200: staffOrder },
}

export const retryOrderEmails = {
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
}

export const retryRefund = {
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
}

export const changeOrderStatus = {
  parameters: { id: ORDER_ID },
  request: { status: 'ACCEPTED', estimatedReadyAt: '2026-06-14T16:45:00.000Z' },
  responses: { 200: acceptedOrder },
}

export const changeOrderTime = {
  parameters: { id: ORDER_ID },
  request: { estimatedReadyAt: '2026-06-14T17:10:00.000Z' },
  responses: { 200: { ...acceptedOrder, estimatedReadyAt: '2026-06-14T17:10:00.000Z' } },
}

export const printOrderAgain = {
  parameters: { id: ORDER_ID },
  request: { kind: 'KITCHEN' },
  responses: { 202: { jobs: 2 } },
}

export const getCalendarDayOrders = {
  parameters: { date: '2026-12-24' },
  responses: {
    200: {
      date: '2026-12-24',
      count: 3,
      orders: [
        calendarOrder('K7Q2M9XW4TPA', 12, 'ACCEPTED', 'COURIER', 'ASAP', '2026-12-24T12:40:00.000Z'),
        calendarOrder('P3V8N6RD2HJC', 15, 'NEW', 'SELF', 'DATE', '2026-12-24T16:30:00.000Z'),
        calendarOrder('Z5T9C4LW7MQE', 18, 'NEW', 'COURIER', 'DATE', '2026-12-24T18:00:00.000Z'),
      ],
    },
  },
}

/** One order of the calendar's example: a number staff say aloud and its planned time. */
function calendarOrder(
  id: string,
  number: number,
  status: string,
  deliveryType: string,
  orderTimeType: string,
  plannedAt: string,
) {
  return { id, number, status, deliveryType, orderTimeType, plannedAt }
}

export const issueOrderInvoice = { parameters: { id: ORDER_ID }, responses: { 202: { ...staffOrder } } }

export const correctOrderInvoice = {
  parameters: { id: ORDER_ID },
  request: { reason: 'Zwrot należności: reklamacja zamówienia' },
  responses: { 202: { ...staffOrder } },
}
