/** Kitchen printers and their print jobs (docs/printing.md). */
import { type Static, Type } from '@sinclair/typebox'
import { literalUnion } from './common.js'
import {
  KITCHEN_TICKET_MOMENTS,
  LANGUAGES,
  PRINT_JOB_KINDS,
  PRINT_JOB_STATUSES,
  PRINTER_CODEPAGES,
  PRINTER_KINDS,
} from './enums.js'

const Instant = Type.String({ format: 'date-time' })
const NullableInstant = Type.Union([Instant, Type.Null()])

const settings = {
  name: Type.String({ minLength: 1, maxLength: 60, description: 'Shown on the board: "Kuchnia", "Bar"' }),
  host: Type.String({
    minLength: 1,
    maxLength: 253,
    pattern: '^[A-Za-z0-9][A-Za-z0-9.:-]*$',
    description:
      'DIRECT: the printer’s (or print bridge’s) address: 192.168.1.50, printer.local; a loopback or link-local one (127.0.0.1, 169.254.…, in any spelling: 0::1, ::ffff:127.0.0.1) only when PRINTER_HOSTS names it',
  }),
  port: Type.Integer({ minimum: 1, maximum: 65535, description: 'DIRECT: TCP port (9100 by default)' }),
  paperWidth: Type.Union([Type.Literal(58), Type.Literal(80)], {
    description: 'Paper width in mm: 32 characters a line on 58, 48 on 80',
  }),
  copies: Type.Integer({ minimum: 1, maximum: 5, description: 'Copies of each kitchen ticket' }),
  kitchenTicket: literalUnion(KITCHEN_TICKET_MOMENTS, {
    description:
      'When the kitchen ticket prints: PLACED (cash and card when placed, online once paid), ACCEPTED (when staff accept), NONE',
  }),
  courierCopy: Type.Boolean({
    description: 'A courier copy (address, phone, payment, amount to collect, note) of each delivery order',
  }),
  codepage: literalUnion(PRINTER_CODEPAGES, { description: 'ESC/POS code page for Polish letters' }),
  ticketLanguage: literalUnion(LANGUAGES, {
    description: 'The words on its tickets: pl (Polish, the default) or en (English)',
  }),
  maxAgeMinutes: Type.Integer({
    minimum: 1,
    maximum: 1440,
    description: 'A job waiting longer than this is not printed by itself but offered for reprint',
  }),
}

/** POST /api/printers */
export const PrinterBody = Type.Object(
  {
    name: settings.name,
    kind: literalUnion(PRINTER_KINDS, {
      description: 'DIRECT: ESC/POS over TCP to host:port; CLOUDPRNT: a Star printer polls this site',
    }),
    host: Type.Optional(settings.host),
    port: Type.Optional(settings.port),
    paperWidth: Type.Optional(settings.paperWidth),
    copies: Type.Optional(settings.copies),
    kitchenTicket: Type.Optional(settings.kitchenTicket),
    courierCopy: Type.Optional(settings.courierCopy),
    codepage: Type.Optional(settings.codepage),
    ticketLanguage: Type.Optional(settings.ticketLanguage),
    maxAgeMinutes: Type.Optional(settings.maxAgeMinutes),
  },
  { additionalProperties: false },
)
export type PrinterBody = Static<typeof PrinterBody>

/** PATCH /api/printers/{id}: any subset of the settings (the kind stays). */
export const PrinterPatch = Type.Object(
  {
    name: Type.Optional(settings.name),
    host: Type.Optional(settings.host),
    port: Type.Optional(settings.port),
    paperWidth: Type.Optional(settings.paperWidth),
    copies: Type.Optional(settings.copies),
    kitchenTicket: Type.Optional(settings.kitchenTicket),
    courierCopy: Type.Optional(settings.courierCopy),
    codepage: Type.Optional(settings.codepage),
    ticketLanguage: Type.Optional(settings.ticketLanguage),
    maxAgeMinutes: Type.Optional(settings.maxAgeMinutes),
    newSecret: Type.Optional(Type.Literal(true, { description: 'CLOUDPRNT: a new secret (a new URL)' })),
  },
  { additionalProperties: false, minProperties: 1 },
)
export type PrinterPatch = Static<typeof PrinterPatch>

const PrinterId = Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'The printer’s id' })

export const PrinterParams = Type.Object({ id: PrinterId })

/** What the board shows of a printer. */
export const PrinterState = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  kind: literalUnion(PRINTER_KINDS),
  status: literalUnion(['READY', 'OFFLINE'] as const, {
    description:
      'OFFLINE: its last attempt failed, its status says so, or (CloudPRNT) it has not polled for a minute',
  }),
  offlineSince: NullableInstant,
  lastError: Type.Union([Type.String(), Type.Null()]),
  lastSeenAt: NullableInstant,
  waiting: Type.Integer({ description: 'Jobs still to print' }),
  expired: Type.Integer({ description: 'Jobs too old to print by themselves (today), offered for reprint' }),
  alarm: Type.Boolean({ description: 'Jobs are waiting and the printer has failed for more than a minute' }),
})
export type PrinterState = Static<typeof PrinterState>

export const PrinterStates = Type.Object({ printers: Type.Array(PrinterState) })
export type PrinterStates = Static<typeof PrinterStates>

/** A printer with its settings (the owner's view). */
export const Printer = Type.Composite([
  PrinterState,
  Type.Object({
    host: Type.Union([Type.String(), Type.Null()]),
    port: Type.Union([Type.Integer(), Type.Null()]),
    cloudPrntUrl: Type.Union([Type.String(), Type.Null()], {
      description:
        'CLOUDPRNT: the older Server URL form that carries the secret in its path (printers already set up with it keep working)',
    }),
    cloudPrnt: Type.Union(
      [
        Type.Object({
          serverUrl: Type.String({ description: 'The Server URL to give the printer, without the secret' }),
          username: Type.String({
            description: 'The HTTP Basic user name for the printer (any is accepted)',
          }),
          password: Type.String({ description: 'The HTTP Basic password: the printer’s secret' }),
        }),
        Type.Null(),
      ],
      { description: 'CLOUDPRNT: the preferred settings for the printer (HTTP Basic authentication)' },
    ),
    paperWidth: settings.paperWidth,
    copies: settings.copies,
    kitchenTicket: settings.kitchenTicket,
    courierCopy: settings.courierCopy,
    codepage: settings.codepage,
    ticketLanguage: settings.ticketLanguage,
    maxAgeMinutes: settings.maxAgeMinutes,
  }),
])
export type Printer = Static<typeof Printer>

export const PrinterList = Type.Object({ printers: Type.Array(Printer) })

export const PrintJob = Type.Object({
  id: Type.Integer(),
  printerId: Type.Integer(),
  printerName: Type.String(),
  orderId: Type.Union([Type.String(), Type.Null()]),
  orderNumber: Type.Union([Type.Integer(), Type.Null()]),
  kind: literalUnion(PRINT_JOB_KINDS),
  copy: Type.Integer(),
  status: literalUnion(PRINT_JOB_STATUSES),
  attempts: Type.Integer(),
  nextAttemptAt: Instant,
  lastError: Type.Union([Type.String(), Type.Null()]),
  createdAt: Instant,
  printedAt: NullableInstant,
})
export type PrintJob = Static<typeof PrintJob>

export const PrintJobList = Type.Object({ jobs: Type.Array(PrintJob) })

export const PrintJobsQuery = Type.Object({
  status: Type.Optional(
    literalUnion(PRINT_JOB_STATUSES, {
      description: 'One status; without it: every job not printed (waiting, sending, failed, expired)',
    }),
  ),
})

/** POST /api/orders/{id}/print */
export const ReprintBody = Type.Object(
  {
    printerId: Type.Optional(
      Type.Integer({ minimum: 1, description: 'One printer; default: every printer' }),
    ),
    kind: Type.Optional(
      literalUnion(['KITCHEN', 'COURIER'] as const, { description: 'Default: the kitchen ticket' }),
    ),
  },
  { additionalProperties: false },
)
export type ReprintBody = Static<typeof ReprintBody>

export const ReprintAnswer = Type.Object({ jobs: Type.Integer({ description: 'Tickets queued' }) })

/** CloudPRNT: the printer's status poll (Star's fields; others ignored). */
export const CloudPrntPoll = Type.Object({
  status: Type.Optional(Type.String({ maxLength: 200 })),
  statusCode: Type.Optional(
    Type.String({ maxLength: 200, description: '"200 OK", or an error such as "410 Paper empty"' }),
  ),
  printerMAC: Type.Optional(Type.String({ maxLength: 40 })),
  printingInProgress: Type.Optional(Type.Boolean()),
})

export const CloudPrntAnswer = Type.Object({
  jobReady: Type.Boolean(),
  mediaTypes: Type.Optional(Type.Array(Type.String())),
  jobToken: Type.Optional(Type.String()),
})

export const CloudPrntParams = Type.Object({
  id: PrinterId,
  secret: Type.String({ minLength: 1, maxLength: 100 }),
})

/** The preferred form: the secret is the HTTP Basic password, not a part of the URL. */
export const CloudPrntBasicParams = Type.Object({ id: PrinterId })

export const CloudPrntJobQuery = Type.Object({
  type: Type.Optional(Type.String({ maxLength: 100 })),
  token: Type.Optional(Type.String({ maxLength: 40 })),
  uid: Type.Optional(Type.String({ maxLength: 100 })),
  mac: Type.Optional(Type.String({ maxLength: 40 })),
})

export const CloudPrntConfirmQuery = Type.Object({
  code: Type.Optional(
    Type.String({ maxLength: 200, description: '"200 OK" printed; anything else: an error' }),
  ),
  token: Type.Optional(Type.String({ maxLength: 40 })),
  mac: Type.Optional(Type.String({ maxLength: 40 })),
})

/** The job's bytes: printer commands, not text. */
export const StarJob = Type.String({ format: 'binary', description: 'StarPRNT or StarLine commands' })
