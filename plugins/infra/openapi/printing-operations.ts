import type { OperationDocs } from './operations.js'

// The examples: the kitchen's printer on the network and the bar's Star printer over CloudPRNT.
const state = {
  status: 'READY',
  offlineSince: null,
  lastError: null,
  lastSeenAt: '2026-06-14T16:05:40.120Z',
  waiting: 0,
  expired: 0,
  alarm: false,
}
const kitchen = {
  id: 1,
  name: 'Kuchnia',
  kind: 'DIRECT',
  ...state,
  host: '192.168.1.50',
  port: 9100,
  cloudPrntUrl: null,
  paperWidth: 80,
  copies: 2,
  kitchenTicket: 'PLACED',
  courierCopy: true,
  codepage: 'cp852',
  ticketLanguage: 'pl',
  maxAgeMinutes: 30,
}
const offline = {
  ...state,
  status: 'OFFLINE',
  offlineSince: '2026-06-14T16:03:00.000Z',
  lastError: 'ECONNREFUSED',
  waiting: 2,
  alarm: true,
}
const bar = {
  ...kitchen,
  ...offline,
  id: 2,
  name: 'Bar',
  kind: 'CLOUDPRNT',
  host: null,
  port: null,
  cloudPrntUrl: 'https://sakanasushi.pl/api/cloudprnt/2/q8Zr1bVt0yK3mW5nP7sX2cA9',
  copies: 1,
  courierCopy: false,
  ticketLanguage: 'en',
}
const job = {
  id: 41,
  printerId: 2,
  printerName: 'Bar',
  orderId: 'K7M2X9QPWA4T',
  orderNumber: 128,
  kind: 'KITCHEN',
  copy: 1,
  status: 'FAILED',
  attempts: 3,
  nextAttemptAt: '2026-06-14T16:06:20.000Z',
  lastError: 'ECONNREFUSED',
  createdAt: '2026-06-14T16:02:58.000Z',
  printedAt: null,
}
const stateOf = ({ id, name, kind, ...rest }: typeof kitchen | typeof bar) => ({
  id,
  name,
  kind,
  status: rest.status,
  offlineSince: rest.offlineSince,
  lastError: rest.lastError,
  lastSeenAt: rest.lastSeenAt,
  waiting: rest.waiting,
  expired: rest.expired,
  alarm: rest.alarm,
})

/** Printing's operations (docs/printing.md), keyed as in ./operations.ts. */
export const PRINTING_OPERATIONS: Record<string, OperationDocs> = {
  'GET /api/printers': { operationId: 'listPrinters', responses: { 200: { printers: [kitchen, bar] } } },
  'GET /api/printers/status': {
    operationId: 'getPrinterStates',
    responses: { 200: { printers: [stateOf(kitchen), stateOf(bar)] } },
  },
  'POST /api/printers': {
    operationId: 'addPrinter',
    request: {
      name: 'Kuchnia',
      kind: 'DIRECT',
      host: '192.168.1.50',
      port: 9100,
      paperWidth: 80,
      copies: 2,
      courierCopy: true,
    },
    responses: { 201: { ...kitchen, lastSeenAt: null } },
  },
  'PATCH /api/printers/{id}': {
    operationId: 'updatePrinter',
    parameters: { id: '1' },
    request: { copies: 2, kitchenTicket: 'ACCEPTED' },
    responses: { 200: { ...kitchen, kitchenTicket: 'ACCEPTED' } },
  },
  'DELETE /api/printers/{id}': { operationId: 'removePrinter', parameters: { id: '2' } },
  'POST /api/printers/{id}/test': {
    operationId: 'printTestPage',
    parameters: { id: '1' },
    responses: { 202: { jobs: 1 } },
  },
  'GET /api/print-jobs': {
    operationId: 'listPrintJobs',
    parameters: { status: 'FAILED' },
    responses: { 200: { jobs: [job] } },
  },
  'POST /api/orders/{id}/print': {
    operationId: 'printOrderAgain',
    parameters: { id: 'K7M2X9QPWA4T' },
    request: { kind: 'KITCHEN' },
    responses: { 202: { jobs: 2 } },
  },
  'POST /api/cloudprnt/{id}/{secret}': {
    operationId: 'cloudPrntPoll',
    parameters: { id: '2', secret: 'q8Zr1bVt0yK3mW5nP7sX2cA9' },
    request: {
      status: '23 86 00 00 00 00 00 00 00',
      statusCode: '200 OK',
      printerMAC: '00:11:62:1a:2b:3c',
      printingInProgress: false,
    },
    responses: {
      200: {
        jobReady: true,
        mediaTypes: ['application/vnd.star.starprnt', 'application/vnd.star.line'],
        jobToken: '41',
      },
    },
  },
  'GET /api/cloudprnt/{id}/{secret}': {
    operationId: 'cloudPrntJob',
    parameters: {
      id: '2',
      secret: 'q8Zr1bVt0yK3mW5nP7sX2cA9',
      type: 'application/vnd.star.starprnt',
      token: '41',
    },
    responses: { 200: 'ESC @ … ESC GS t 5 … #128 … (StarPRNT commands)' },
  },
  'DELETE /api/cloudprnt/{id}/{secret}': {
    operationId: 'cloudPrntConfirm',
    parameters: { id: '2', secret: 'q8Zr1bVt0yK3mW5nP7sX2cA9', code: '200 OK', token: '41' },
    responses: { 200: { printed: true } },
  },
}
