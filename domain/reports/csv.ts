/**
 * The orders export (docs/kitchen.md, "Day's report"): one row per order, for a spreadsheet. UTF-8
 * with a byte-order mark and `;` between fields, so a Polish Excel opens it with its diacritics and
 * decimal commas intact. No guest's name, phone or e-mail is ever exported.
 */
import { type DeliveryType, type OrderStatus, type PaymentMethod, VAT_RATES } from '#schemas/enums.js'
import { warsawParts } from '../hours/warsaw-time.js'
import { formatNip } from '../nip.js'
import type { RateTotal } from '../vat.js'

/** The fields of an order the export reads; money in grosze. */
export interface ExportOrder {
  id: string
  number: number
  status: OrderStatus
  deliveryType: DeliveryType
  paymentMethod: PaymentMethod
  discountGrosze: number
  deliveryGrosze: number
  totalGrosze: number
  /** The deposits in the total; 0 without. */
  depositsGrosze?: number
  /** The per-rate split as stored; null on orders placed before rates were kept. */
  vatByRate?: readonly RateTotal[] | null
  promoCode: string | null
  postalCode: string | null
  /** The NIP of the company a VAT invoice is for (docs/checkout.md), 10 digits; none without one. */
  invoiceNip?: string | null
  createdAt: string
  /** Each line with its options in the kitchen's words ("+ jajko", "łosoś → tuńczyk"). */
  lines: { name: string; count: number; options?: readonly string[] }[]
}

const STATUS: Record<OrderStatus, string> = {
  NEW: 'Nowe',
  ACCEPTED: 'Przyjęte',
  READY: 'Gotowe do odbioru',
  IN_DELIVERY: 'W dostawie',
  COMPLETED: 'Zakończone',
  CANCELLED: 'Anulowane',
}
const VAT_PART = { net: 'Netto', vat: 'VAT', gross: 'Brutto' } as const
const DELIVERY: Record<DeliveryType, string> = { COURIER: 'Dostawa', SELF: 'Odbiór osobisty' }
const PAYMENT: Record<PaymentMethod, string> = { CASH: 'Gotówka', CARD: 'Karta', ONLINE: 'Online' }

/** 11890 → '118,89' (a Polish spreadsheet reads it as a number). */
export function csvAmount(grosze: number): string {
  const sign = grosze < 0 ? '-' : ''
  const abs = Math.abs(Math.round(grosze))
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`
}

/** '2 × Ramen (+ jajko; łosoś → tuńczyk)': a line with its options. */
function lineText(line: ExportOrder['lines'][number]): string {
  const options = line.options?.length ? ` (${line.options.join('; ')})` : ''
  return `${line.count} × ${line.name}${options}`
}

/** '2026-11-25 18:05' in Kraków time. */
function warsawDateTime(instant: string): string {
  const p = warsawParts(new Date(instant))
  return `${p.date} ${p.time}`
}

/** A column of the export: its header and how a row's cell is written. */
export interface CsvColumn<T extends ExportOrder = ExportOrder> {
  header: string
  value: (order: T) => string | number
}

/**
 * The export's columns, in order. A capability that adds a field to orders (an invoice's NIP…)
 * adds its column here, with its header and how its cell is written.
 */
const ORDER_COLUMNS: CsvColumn[] = [
  { header: 'Numer', value: (o) => o.number },
  { header: 'Data i godzina', value: (o) => warsawDateTime(o.createdAt) },
  { header: 'Status', value: (o) => STATUS[o.status] },
  { header: 'Dostawa', value: (o) => DELIVERY[o.deliveryType] },
  { header: 'Płatność', value: (o) => PAYMENT[o.paymentMethod] },
  { header: 'Produkty', value: (o) => o.lines.map(lineText).join(', ') },
  { header: 'Rabat (zł)', value: (o) => csvAmount(o.discountGrosze) },
  { header: 'Koszt dostawy (zł)', value: (o) => csvAmount(o.deliveryGrosze) },
  { header: 'Razem (zł)', value: (o) => csvAmount(o.totalGrosze) },
  { header: 'Kod rabatowy', value: (o) => o.promoCode ?? '' },
  { header: 'Kod pocztowy', value: (o) => o.postalCode ?? '' },
  { header: 'Faktura (NIP)', value: (o) => (o.invoiceNip ? formatNip(o.invoiceNip) : '') },
  { header: 'Kaucje (zł)', value: (o) => csvAmount(o.depositsGrosze ?? 0) },
  // After the columns scripts already read: net, VAT and gross per rate, as the day's report splits them,; empty where the order has no
  // part at that rate or was placed before rates were kept.
  ...VAT_RATES.flatMap((rate): CsvColumn[] =>
    (['net', 'vat', 'gross'] as const).map((part) => ({
      header: `${VAT_PART[part]} ${rate}% (zł)`,
      value: (o) => {
        const at = o.vatByRate?.find((r) => r.rate === rate)
        return at ? csvAmount(at[part]) : ''
      },
    })),
  ),
]

/**
 * One cell: quoted when it holds a separator, a quote or a line break; a text that a spreadsheet
 * would run as a formula (=, +, -, @ first) is prefixed with an apostrophe.
 * @internal Exported for its tests; production uses it within this module.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return String(value)
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

const CSV_BOM = '\uFEFF'

/**
 * A whole file for a spreadsheet: BOM, one line per row, cells joined by `;`, CRLF line ends as
 * spreadsheets expect (the orders export, the menu's price list).
 */
export function csvFile(rows: readonly (readonly (string | number)[])[]): string {
  return `${CSV_BOM}${rows.map((row) => `${row.map(csvCell).join(';')}\r\n`).join('')}`
}

/** The orders export: a header row, then one row per order. */
export function ordersCsv<T extends ExportOrder>(
  orders: readonly T[],
  columns: readonly CsvColumn<T>[] = ORDER_COLUMNS,
): string {
  return csvFile([columns.map((c) => c.header), ...orders.map((o) => columns.map((c) => c.value(o)))])
}

/**
 * The rows of a CSV file as a spreadsheet saves it back: the BOM dropped, cells separated by `;`
 * (a Polish Excel), a tab or `,` (whichever the first line holds most of), quoted cells with `""`
 * for a quote and line breaks inside, CRLF or LF line ends; empty rows are left out.
 */
export function parseCsv(text: string): string[][] {
  const body = text.startsWith(CSV_BOM) ? text.slice(1) : text
  const firstLine = body.split(/\r?\n/, 1)[0] ?? ''
  const count = (c: string) => firstLine.split(c).length - 1
  const separator = [';', '\t', ','].reduce((best, c) => (count(c) > count(best) ? c : best), ';')
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  const endCell = () => {
    row.push(cell)
    cell = ''
  }
  const endRow = () => {
    endCell()
    if (row.some((c) => c.trim() !== '')) rows.push(row)
    row = []
  }
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"'
        i++
      } else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"' && cell === '') quoted = true
    else if (c === separator) endCell()
    else if (c === '\n') endRow()
    else if (c !== '\r') cell += c
  }
  if (cell !== '' || row.length > 0) endRow()
  return rows
}
