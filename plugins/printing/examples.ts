// Printing's examples in the OpenAPI document (docs/printing.md): the kitchen's printer on the
// network and the bar's Star printer over CloudPRNT.
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
  cloudPrnt: null,
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
  lastError: 'unreachable',
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
  cloudPrnt: {
    serverUrl: 'https://sakanasushi.pl/api/cloudprnt/2',
    username: 'printer-2',
    password: 'q8Zr1bVt0yK3mW5nP7sX2cA9',
  },
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
  lastError: 'unreachable',
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

export const listPrinters = { responses: { 200: { printers: [kitchen, bar] } } }

export const getPrinterStates = {
  responses: { 200: { printers: [stateOf(kitchen), stateOf(bar)] } },
}

export const addPrinter = {
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
}

export const updatePrinter = {
  parameters: { id: '1' },
  request: { copies: 2, kitchenTicket: 'ACCEPTED' },
  responses: { 200: { ...kitchen, kitchenTicket: 'ACCEPTED' } },
}

export const removePrinter = { parameters: { id: '2' } }

export const printTestPage = {
  parameters: { id: '1' },
  responses: { 202: { jobs: 1 } },
}

export const listPrintJobs = {
  parameters: { status: 'FAILED' },
  responses: { 200: { jobs: [job] } },
}

export const cloudPrntPollBasic = {
  parameters: { id: '2' },
  request: { statusCode: '200 OK', printerMAC: '00:11:62:1a:2b:3c', printingInProgress: false },
  responses: { 200: { jobReady: false } },
}

export const cloudPrntJobBasic = {
  parameters: { id: '2', type: 'application/vnd.star.starprnt', token: '41' },
  responses: { 200: 'ESC @ … ESC GS t 5 … #128 … (StarPRNT commands)' },
}

export const cloudPrntConfirmBasic = {
  parameters: { id: '2', code: '200 OK', token: '41' },
  responses: { 200: { printed: true } },
}

export const cloudPrntPoll = {
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
}

export const cloudPrntJob = {
  parameters: {
    id: '2',
    secret: 'q8Zr1bVt0yK3mW5nP7sX2cA9',
    type: 'application/vnd.star.starprnt',
    token: '41',
  },
  responses: { 200: 'ESC @ … ESC GS t 5 … #128 … (StarPRNT commands)' },
}

export const cloudPrntConfirm = {
  parameters: { id: '2', secret: 'q8Zr1bVt0yK3mW5nP7sX2cA9', code: '200 OK', token: '41' },
  responses: { 200: { printed: true } },
}
