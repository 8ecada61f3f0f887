/** The invoicing routes' examples in the OpenAPI document, beside their routes. */

const settings = {
  active: true,
  enabled: null,
  missing: [],
  environment: 'production',
  apiUrl: 'https://api.ksef.mf.gov.pl/v2',
  sellerNip: '6762000007',
  sellerName: 'Sakana Sushi sp. z o.o.',
  sellerAddressLine1: 'ul. Józefa 12',
  sellerAddressLine2: '31-056 Kraków',
  numberPattern: 'FV/{YYYY}/{MM}/{n}',
  nextNumber: 'FV/2027/01/8',
  token: 'SETTINGS',
}

export const getInvoiceSettings = { responses: { 200: settings } }

export const updateInvoiceSettings = {
  request: {
    sellerName: 'Sakana Sushi sp. z o.o.',
    sellerAddressLine1: 'ul. Józefa 12',
    sellerAddressLine2: '31-056 Kraków',
    sellerNip: '676-200-00-07',
    environment: 'production',
    numberPattern: 'FV/{YYYY}/{MM}/{n}',
    enabled: true,
  },
  responses: { 200: settings },
}

export const checkKsefConnection = {
  responses: {
    200: {
      ok: false,
      message:
        'KSeF odrzucił token: jest błędny, unieważniony albo wygasł. Wygeneruj nowy token w Aplikacji Podatnika KSeF i wpisz go tutaj.',
    },
  },
}

export const failingInvoices = {
  responses: {
    200: {
      invoices: [
        {
          orderId: 'K7M2QX9PLW4T',
          orderNumber: 1042,
          number: 'FV/2027/01/7',
          kind: 'INVOICE',
          lastError: 'KSeF chwilowo nie działa (HTTP 503); kolejna próba wkrótce.',
          since: '2027-01-14T12:30:00.000Z',
        },
      ],
    },
  },
}

export const getInvoicePdfForGuest = {
  parameters: { id: 'K7M2X9QPWA4T' },
  responses: { 200: '%PDF-1.3 … (the invoice, about 30 kB)' },
}
