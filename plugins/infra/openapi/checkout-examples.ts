/** Examples of the checkout's details (docs/checkout.md) for the OpenAPI document (operations.ts). */

/** In POST /api/order. */
export const checkoutRequestExample = {
  extras: { chopsticks: 3, soySauce: true, ginger: true, wasabi: false, cutlery: false },
  deliveryNote: 'Domofon 12, brama od podwórza, 3 piętro.',
  invoice: {
    nip: 'PL 774-000-14-54',
    companyName: 'Przykładowa Firma sp. z o.o.',
    address: { street: 'ul. Grodzka', buildingNumber: '15', postalCode: '31-006', city: 'Kraków' },
  },
}

/** In the guest's and the staff's view of an order. */
export const extrasExample = {
  chopsticks: 3,
  soySauce: true,
  ginger: true,
  wasabi: false,
  cutlery: false,
  line: 'Pałeczki: 3 · sos sojowy · imbir · bez wasabi',
}

/** In the staff's view of an order. */
export const staffDetailsExample = {
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
  },
}

/** POST /api/order/{id}/payment: a new BLIK code after the first was refused or expired. */
export const paymentRetryOperation = {
  operationId: 'retryOrderPayment',
  parameters: { id: 'K7M2X9QPWA4T' },
  request: { blikCode: '777123' },
  responses: {
    201: {
      id: 'K7M2X9QPWA4T',
      number: 42,
      status: 'NEW',
      totals: { products: 121, discount: 12.1, delivery: 9.99, total: 118.89 },
      expectedAt: '2026-06-14T17:05:12.345Z',
      payment: {
        provider: 'PAYU',
        status: 'PENDING',
        blik: { status: 'WAITING', expiresAt: '2026-06-14T16:09:30.000Z', secondsLeft: 120 },
      },
    },
  },
}
