import type { Generated } from 'kysely'
import type { InvoiceKind, InvoiceQueueStatus, KsefEnvironmentName } from '#schemas/enums.js'

/** The owner's invoicing settings: one row (id 1); a null column falls back to the configuration. */
export interface InvoiceSettingsTable {
  id: number
  /** 1 on, 0 off, null: on when the token and the seller are set. */
  enabled: number | null
  environment: KsefEnvironmentName | null
  seller_nip: string | null
  seller_name: string | null
  seller_address_line1: string | null
  seller_address_line2: string | null
  number_pattern: string | null
  /** The KSeF token sealed with a key derived from JWT_SECRET (secret-box.ts); never the token. */
  token_sealed: string | null
  updated_at: string
  updated_by: string
}

/** The last number given per (pattern, period): numbering without gaps (repository.ts, nextNumber). */
interface InvoiceCountersTable {
  pattern: string
  period: string
  last_number: number
}

/**
 * The invoice queue: one row per invoice (and per correcting invoice), its number, data, XML and the
 * XML's hash fixed when the row is written, then what KSeF answered.
 */
export interface InvoicesTable {
  id: Generated<number>
  order_id: string
  kind: InvoiceKind
  number: string
  /** `YYYY-MM-DD`, Warsaw. */
  issue_date: string
  /** JSON of the domain's Invoice (or CorrectionInvoice): what the XML was built from. */
  data: string
  xml: string
  /** SHA-256 of the XML's UTF-8 bytes, Base64 (as KSeF records it). */
  xml_hash: string
  status: InvoiceQueueStatus
  attempts: Generated<number>
  next_attempt_at: string
  /** A SENDING row whose lease has run out (its instance died) is taken again. */
  locked_until: string | null
  last_error: string | null
  /** When the current run of failures began (null after a success or a hand re-issue). */
  first_failed_at: string | null
  /** Stored as soon as KSeF accepted the file, so a retry asks about it before sending again. */
  ksef_session_ref: string | null
  ksef_invoice_ref: string | null
  ksef_number: string | null
  upo: string | null
  created_at: string
  issued_at: string | null
}

export interface InvoiceTables {
  invoice_settings: InvoiceSettingsTable
  invoice_counters: InvoiceCountersTable
  invoices: InvoicesTable
}
