/**
 * The printed ticket (docs/printing.md, The ticket): the presenter's words (domain/order-presenter.ts)
 * as printer commands, written by @point-of-sale/receipt-printer-encoder: ESC/POS for a printer on
 * the network, StarPRNT or StarLine for a Star printer polling over CloudPRNT. Every line is cut to the
 * paper's width (32 columns on 58 mm, 48 on 80 mm) by wrap.ts before the encoder sees it: between
 * words, a separator kept with the word after it, continuation lines indented.
 */
import ReceiptPrinterEncoder from '@point-of-sale/receipt-printer-encoder'
import { formatDate, formatTime } from '#domain/hours.js'
import { type KitchenTicket, presentOrder, type TicketOrder } from '#domain/order-presenter.js'
import { RESTAURANT } from '#domain/restaurant.js'
import type { Language, PrinterCodepage, PrintJobKind } from '#schemas/enums.js'
import { keepTogether, wrap } from './wrap.js'

/** What a job prints, kept with its row. */
export type TicketPayload = { order: TicketOrder } | { test: { printer: string; at: string } }

/** The printer languages the encoder writes. */
export type PrinterLanguage = 'esc-pos' | 'star-prnt' | 'star-line'

export interface TicketPaper {
  paperWidth: 58 | 80
  codepage: PrinterCodepage
  language: PrinterLanguage
}

/** What a ticket says about itself: its words, and whether it is not the first of its kind. */
export interface TicketMarks {
  words: Language
  /** Staff asked for it again. */
  reprint: boolean
  /** An earlier sending was cut off before the printer answered: it may already have printed. */
  interrupted: boolean
}

/** Characters per line of the normal font. */
const COLUMNS: Record<58 | 80, number> = { 58: 32, 80: 48 }

/**
 * Letters a Polish code page has no place for, in plain ones: the middle dot, dashes, arrows and
 * typographic quotes. Polish letters, "×" and the no-break space stay (code pages 852 and 1250 have
 * them).
 */
const PLAIN: [RegExp, string][] = [
  [/·/g, '-'],
  [/[—–]/g, '-'],
  [/→/g, '->'],
  [/[„”“]/g, '"'],
  [/[‘’]/g, "'"],
  [/…/g, '...'],
  [/−/g, '-'],
]

function printable(text: string): string {
  let out = text
  for (const [from, to] of PLAIN) out = out.replace(from, to)
  return out
}

type Encoder = ReceiptPrinterEncoder

function title(e: Encoder, words: string): void {
  e.align('center').bold(true).line(printable(words)).bold(false).align('left')
}

/**
 * Text in as many lines as the paper needs (wrap.ts): the first indented by `indent`, the next ones
 * by `hang`, two more by default so that they read as the same line.
 */
function text(e: Encoder, words: string, indent = 0, hang = indent + 2): void {
  for (const line of wrap(printable(words), e.columns, indent, hang)) e.line(line)
}

function row(e: Encoder, label: string, value: string): void {
  text(e, `${label}: ${value}`)
}

/** A list the presenter joins with " · " (the extras): each entry kept whole where it fits. */
function listRow(e: Encoder, label: string, value: string): void {
  row(e, label, value.split(' · ').map(keepTogether).join(' · '))
}

/** The order number as large as the paper allows, centred. */
function bigNumber(e: Encoder, ticket: KitchenTicket, paperWidth: 58 | 80): void {
  const size = paperWidth === 80 ? 3 : 2
  e.align('center').bold(true).size(size, size).line(`#${ticket.number}`).size(1, 1).bold(false)
  if (ticket.invoice)
    e.invert(true)
      .line(` ${printable(ticket.invoice.mark.toUpperCase())} `)
      .invert(false)
  e.align('left')
}

/** A line in reverse print, centred. */
function banner(e: Encoder, words: string): void {
  e.align('center')
    .bold(true)
    .invert(true)
    .line(` ${printable(words)} `)
    .invert(false)
    .bold(false)
  e.align('left')
}

function header(
  e: Encoder,
  ticket: KitchenTicket,
  heading: string,
  paper: TicketPaper,
  marks: TicketMarks,
): void {
  const w = WORDS[marks.words]
  title(e, RESTAURANT.name)
  e.align('center').line(printable(heading)).align('left')
  if (marks.interrupted) {
    banner(e, w.resent)
    text(e, w.resentHint(ticket.number))
  } else if (marks.reprint) banner(e, w.reprint)
  bigNumber(e, ticket, paper.paperWidth)
  text(e, `${ticket.delivery} - ${ticket.placedLine}`)
  e.bold(true).size(1, 2)
  text(e, ticket.when)
  e.size(1, 1).bold(false)
  if (ticket.readyAt) row(e, ticket.readyAt.label, ticket.readyAt.value)
  e.rule()
}

function kitchenBody(e: Encoder, ticket: KitchenTicket): void {
  for (const line of ticket.lines) {
    // The dish's name continues under itself, past "2 × "; its options under the option.
    e.bold(true)
    text(e, `${line.quantity} ${line.name}`, 0, line.quantity.length + 1)
    e.bold(false)
    for (const detail of line.details) text(e, detail, 3, 5)
  }
  e.rule()
  if (ticket.extras) listRow(e, ticket.extras.label, ticket.extras.value)
  if (ticket.kitchenNote) row(e, ticket.kitchenNote.label, ticket.kitchenNote.value)
  if (ticket.invoice) {
    row(e, ticket.invoice.label, ticket.invoice.company)
    text(e, ticket.invoice.nip)
    text(e, ticket.invoice.address)
  }
}

function courierBody(e: Encoder, ticket: KitchenTicket, marks: TicketMarks): void {
  const customer = ticket.customer
  if (customer) {
    e.bold(true)
    text(e, customer.name)
    e.bold(false)
    text(e, customer.phone)
    for (const line of customer.address) text(e, line)
  }
  if (ticket.courierNote) row(e, ticket.courierNote.label, ticket.courierNote.value)
  const pieces = ticket.lines.reduce((sum, line) => sum + line.count, 0)
  text(e, WORDS[marks.words].count(ticket.lines.length, pieces))
}

function money(e: Encoder, ticket: KitchenTicket): void {
  e.rule()
  for (const total of ticket.totals) row(e, total.label, total.value)
  row(e, ticket.payment.label, ticket.payment.value)
  e.bold(true)
  row(e, ticket.collect.label, ticket.collect.value)
  e.bold(false)
}

/** The ticket's own words (the order's come from the presenter), per printer language. */
const WORDS = {
  pl: {
    KITCHEN: 'BON KUCHENNY',
    COURIER: 'KOPIA DLA KURIERA',
    reprint: 'DRUK PONOWNY',
    resent: 'WYSŁANY PONOWNIE',
    resentHint: (n: number) => `Wysyłanie przerwała awaria: sprawdź, czy bon #${n} już nie wyszedł.`,
    count: (lines: number, pieces: number) => `${lines} poz. / ${pieces} szt.`,
    test: 'STRONA TESTOWA',
    paper: (mm: number, columns: number, codepage: string) =>
      `Papier ${mm} mm, ${columns} znaków, ${codepage}`,
  },
  en: {
    KITCHEN: 'KITCHEN TICKET',
    COURIER: 'COURIER COPY',
    reprint: 'REPRINT',
    resent: 'SENT AGAIN',
    resentHint: (n: number) => `Sending was cut off: check whether ticket #${n} has already printed.`,
    count: (lines: number, pieces: number) => `${lines} lines / ${pieces} pcs`,
    test: 'TEST PAGE',
    paper: (mm: number, columns: number, codepage: string) =>
      `Paper ${mm} mm, ${columns} characters, ${codepage}`,
  },
} as const

/** The bytes of one ticket for one printer, in the printer's words (Polish by default). */
export function encodeTicket(
  kind: PrintJobKind,
  payload: TicketPayload,
  paper: TicketPaper,
  marks: TicketMarks,
): Uint8Array {
  const w = WORDS[marks.words]
  const e = new ReceiptPrinterEncoder({ language: paper.language, columns: COLUMNS[paper.paperWidth] })
  e.initialize().codepage(paper.codepage)
  if ('test' in payload) {
    const at = new Date(payload.test.at)
    title(e, RESTAURANT.name)
    e.align('center').line(w.test).line(printable(payload.test.printer)).align('left').rule()
    e.line(`${formatDate(at, marks.words)} ${formatTime(at, marks.words)}`)
    e.line('Zażółć gęślą jaźń. ZAŻÓŁĆ GĘŚLĄ JAŹŃ.')
    e.line(w.paper(paper.paperWidth, COLUMNS[paper.paperWidth], paper.codepage))
  } else {
    const ticket = presentOrder(payload.order, marks.words)
    const courier = kind === 'COURIER'
    header(e, ticket, w[courier ? 'COURIER' : 'KITCHEN'], paper, marks)
    if (courier) courierBody(e, ticket, marks)
    else kitchenBody(e, ticket)
    money(e, ticket)
  }
  return e.newline(2).cut('partial').encode()
}
