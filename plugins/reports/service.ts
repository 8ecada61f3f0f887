import type { Kysely } from 'kysely'
import { addDays, isDateString, warsawDate } from '#domain/hours/warsaw-time.js'
import { type LineOption, lineOptionText } from '#domain/option-words.js'
import { type ExportOrder, ordersCsv } from '#domain/reports/csv.js'
import { type DailyReport, dailyReport } from '#domain/reports/daily.js'
import type { RateTotal } from '#domain/vat.js'
import type { Database } from '#infra/db/database.js'
import { HttpError } from '#infra/http/errors.js'
import { INVOICE_STATUSES, type InvoiceStatus } from '#schemas/enums.js'
import { linesOf, ordersBetween } from './repository.js'

/** The longest period one export covers. */
const MAX_EXPORT_DAYS = 366

const notADate = (field: string, value: string) =>
  new HttpError(
    400,
    `Pole „${field}”: „${value}” nie jest datą kalendarzową (RRRR-MM-DD).`,
    'INVALID_DATE',
    field,
  )

function dateOr(field: string, value: string | undefined, fallback: string): string {
  if (value === undefined) return fallback
  if (!isDateString(value)) throw notADate(field, value)
  return value
}

/** An order's stored per-rate split (grosze JSON), null on orders placed before it was kept. */
function withRates<T extends { vatByRateJson: string | null }>(
  order: T,
): T & { vatByRate: RateTotal[] | null } {
  return {
    ...order,
    vatByRate: order.vatByRateJson ? (JSON.parse(order.vatByRateJson) as RateTotal[]) : null,
  }
}

/** The day's report and the orders export, read from the orders of the requested dates. */
export function createReportsService(options: {
  db: Kysely<Database>
  now: () => Date
  /** What became of each order's invoice (the invoices service). */
  invoiceStates: (orderIds: string[]) => Promise<Map<string, { status: InvoiceStatus }>>
}) {
  const { db } = options

  async function daily(date?: string): Promise<DailyReport & { invoices: Record<InvoiceStatus, number> }> {
    const day = dateOr('date', date, warsawDate(options.now()))
    const orders = (await ordersBetween(db, day, day)).map(withRates)
    const lines = await linesOf(
      db,
      orders.map((o) => o.id),
    )
    return { ...dailyReport(day, orders, lines), invoices: await invoiceCounts(orders) }
  }

  /**
   * The day's requested invoices by what became of them; a cancelled order's counts only once its
   * invoice was queued (it then has a correction, or is on its way to one).
   */
  async function invoiceCounts(orders: { id: string; status: string; invoiceNip?: string | null }[]) {
    const counts = Object.fromEntries(INVOICE_STATUSES.map((s) => [s, 0])) as Record<InvoiceStatus, number>
    const asked = orders.filter((o) => o.invoiceNip)
    const states = await options.invoiceStates(asked.map((o) => o.id))
    for (const order of asked) {
      const status = states.get(order.id)?.status ?? 'REQUESTED'
      if (order.status === 'CANCELLED' && status === 'REQUESTED') continue
      counts[status]++
    }
    return counts
  }

  /** The CSV of the orders from `from` to `to` (Warsaw dates, both included; today by default). */
  async function csv(query: {
    from?: string
    to?: string
  }): Promise<{ from: string; to: string; body: string }> {
    const today = warsawDate(options.now())
    const from = dateOr('from', query.from, query.to ?? today)
    const to = dateOr('to', query.to, query.from === undefined ? today : from)
    if (to < from)
      throw new HttpError(400, 'Pole „to”: data końcowa jest wcześniejsza niż „from”.', 'INVALID_RANGE', 'to')
    if (addDays(from, MAX_EXPORT_DAYS - 1) < to) {
      throw new HttpError(
        400,
        `Pole „to”: eksport obejmuje najwyżej ${MAX_EXPORT_DAYS} dni.`,
        'RANGE_TOO_LONG',
        'to',
      )
    }
    const orders = (await ordersBetween(db, from, to)).map(withRates)
    const lines = await linesOf(
      db,
      orders.map((o) => o.id),
    )
    const byOrder = new Map<string, ExportOrder['lines']>()
    for (const line of lines) {
      const list = byOrder.get(line.orderId) ?? []
      const options = line.options
        ? (JSON.parse(line.options) as LineOption[]).map((o) => lineOptionText(o))
        : []
      list.push({ name: line.name, count: line.count, options })
      byOrder.set(line.orderId, list)
    }
    const body = ordersCsv(orders.map((o) => ({ ...o, lines: byOrder.get(o.id) ?? [] })))
    return { from, to, body }
  }

  return { daily, csv }
}

export type ReportsService = ReturnType<typeof createReportsService>
