/** Printers and jobs as the API shows them (docs/printing.md, What the board shows). */
import type { Printer, PrinterState, PrintJob } from '#schemas/printing.js'
import type { JobRow, PrinterRow } from './repository.js'

/** A CloudPRNT printer that has not polled for this long is offline. */
const POLL_SILENCE_MS = 60_000
/** Jobs waiting on a printer that has failed for longer than this ring the board's alarm. */
const ALARM_AFTER_MS = 60_000

/** Ready or offline (since when), jobs waiting and expired, and the alarm. */
function printerState(p: PrinterRow, waiting: number, expired: number, now: Date): PrinterState {
  const at = now.getTime()
  let offlineSince = p.offline_since
  if (!offlineSince && p.kind === 'CLOUDPRNT') {
    const seen = p.last_seen_at ?? p.created_at
    if (at - Date.parse(seen) > POLL_SILENCE_MS) offlineSince = seen
  }
  return {
    id: p.id,
    name: p.name,
    kind: p.kind,
    status: offlineSince ? 'OFFLINE' : 'READY',
    offlineSince,
    lastError: p.last_error,
    lastSeenAt: p.last_seen_at,
    waiting,
    expired,
    alarm: waiting > 0 && offlineSince !== null && at - Date.parse(offlineSince) > ALARM_AFTER_MS,
  }
}

/** A printer with its settings and state; a CloudPRNT printer's URL carries its secret. */
export function printerView(
  p: PrinterRow,
  waiting: number,
  expired: number,
  now: Date,
  publicUrl: string,
): Printer {
  return {
    ...printerState(p, waiting, expired, now),
    host: p.host,
    port: p.port,
    cloudPrntUrl: p.secret ? `${publicUrl}/api/cloudprnt/${p.id}/${p.secret}` : null,
    cloudPrnt: p.secret
      ? { serverUrl: `${publicUrl}/api/cloudprnt/${p.id}`, username: `printer-${p.id}`, password: p.secret }
      : null,
    paperWidth: p.paper_width,
    copies: p.copies,
    kitchenTicket: p.kitchen_ticket,
    courierCopy: p.courier_copy === 1,
    codepage: p.codepage,
    ticketLanguage: p.ticket_language,
    maxAgeMinutes: p.max_age_minutes,
  }
}

/** A job with its printer's name and its order's number. */
export function jobView(row: JobRow, names: Map<number, string>): PrintJob {
  let orderNumber: number | null = null
  try {
    const payload = JSON.parse(row.payload) as Partial<{ order: { number: number } }>
    orderNumber = payload.order?.number ?? null
  } catch {}
  return {
    id: row.id,
    printerId: row.printer_id,
    printerName: names.get(row.printer_id) ?? '',
    orderId: row.order_id,
    orderNumber,
    kind: row.kind,
    copy: row.copy,
    status: row.status,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    createdAt: row.created_at,
    printedAt: row.printed_at,
  }
}
