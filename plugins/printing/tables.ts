import type { Generated } from 'kysely'
import type {
  KitchenTicketMoment,
  Language,
  PrinterCodepage,
  PrinterKind,
  PrintJobKind,
  PrintJobStatus,
} from '#schemas/enums.js'

/** A kitchen printer (docs/printing.md). */
export interface PrintersTable {
  id: Generated<number>
  name: string
  kind: PrinterKind
  /** DIRECT: where ESC/POS goes over TCP. */
  host: string | null
  port: number | null
  /** CLOUDPRNT: the secret in the URL the printer polls. */
  secret: string | null
  paper_width: 58 | 80
  copies: number
  kitchen_ticket: KitchenTicketMoment
  /** 1: a courier copy of each delivery order. */
  courier_copy: number
  codepage: PrinterCodepage
  /** The words on its tickets (default pl). */
  ticket_language: Generated<Language>
  /** A job waiting longer than this is not printed by itself (offered for reprint). */
  max_age_minutes: number
  /** The instance sending to this printer now, until `lease_until` (one at a time, in order). */
  lease_owner: string | null
  lease_until: string | null
  /** After a failed attempt: the next one not before this. */
  retry_at: string | null
  /** Since when the printer has not answered (null: it printed, or polled fine, last). */
  offline_since: string | null
  last_error: string | null
  /** The last print (DIRECT) or poll (CLOUDPRNT). */
  last_seen_at: string | null
  created_at: string
  updated_at: string
}

/** One ticket to print on one printer. */
export interface PrintJobsTable {
  id: Generated<number>
  printer_id: number
  /** Null for a test page. */
  order_id: string | null
  kind: PrintJobKind
  /** 1…copies */
  copy: number
  /** 0: the ticket the order's event printed; 1, 2…: staff asked again. */
  reprint: number
  /** JSON: the order as the ticket shows it, written with the event. */
  payload: string
  status: PrintJobStatus
  attempts: Generated<number>
  next_attempt_at: string
  /** A SENDING job whose lease has run out (the process died) is sent again. */
  locked_until: string | null
  /** 1: a sending was cut off before the printer answered; the ticket sent again says so. */
  interrupted: Generated<number>
  last_error: string | null
  created_at: string
  printed_at: string | null
}

export interface PrintingTables {
  printers: PrintersTable
  print_jobs: PrintJobsTable
}
