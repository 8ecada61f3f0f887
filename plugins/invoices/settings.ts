/**
 * The restaurant's invoicing settings: the owner's row (invoice_settings) over the configuration
 * (KSEF_ENV, KSEF_TOKEN, SELLER_…, INVOICE_NUMBER_PATTERN), column by column. Read from the
 * database each time they are needed, so every instance follows a change at once.
 */

import { warsawDate } from '#domain/hours.js'
import {
  DEFAULT_INVOICE_NUMBER_PATTERN,
  expandPattern,
  patternProblem,
  sequencePeriod,
} from '#domain/invoices/numbering.js'
import { normalizeNip } from '#domain/nip.js'
import type { DB } from '#infra/db/database.js'
import { HttpError } from '#infra/http/errors.js'
import type { KsefEnvironmentName } from '#schemas/enums.js'
import type { InvoiceSettings, InvoiceSettingsUpdate } from '#schemas/invoices.js'
import type { InvoicingConfig } from '#server/config.js'
import { KSEF_ENVIRONMENTS } from './ksef-client.js'
import { peekNumber, readSettingsRow, writeSettingsRow } from './repository.js'
import { openToken, sealToken } from './secret-box.js'

interface Seller {
  nip: string
  name: string
  addressLine1: string
  addressLine2?: string
}

/** What the queue and the check use: everything resolved, the token opened. */
export interface EffectiveSettings {
  active: boolean
  enabled: boolean | null
  missing: string[]
  environment: KsefEnvironmentName
  apiUrl: string
  qrUrl: string
  seller: Seller | null
  sellerParts: {
    nip: string | null
    name: string | null
    addressLine1: string | null
    addressLine2: string | null
  }
  numberPattern: string
  token: string | null
  tokenSource: 'SETTINGS' | 'CONFIGURATION' | null
}

export function createInvoiceSettings(options: {
  db: DB
  config: InvoicingConfig
  secret: string
  now: () => Date
}) {
  const { db, config, secret, now } = options

  async function effective(trx: DB = db): Promise<EffectiveSettings> {
    const row = await readSettingsRow(trx)
    // An environment chosen by the owner uses its official addresses; KSEF_API_URL/KSEF_QR_URL only
    // replace those of the configured one (a stand-in, a proxy).
    const environment = row?.environment ?? config.environment
    const ownEnvironment = !row?.environment || row.environment === config.environment
    const apiUrl = (ownEnvironment && config.apiUrl) || KSEF_ENVIRONMENTS[environment].apiUrl
    const qrUrl = (ownEnvironment && config.qrUrl) || KSEF_ENVIRONMENTS[environment].qrUrl
    const sealedToken = row?.token_sealed ? openToken(secret, row.token_sealed) : null
    const token = sealedToken ?? config.token
    const tokenSource = sealedToken ? 'SETTINGS' : config.token ? 'CONFIGURATION' : null
    const parts = {
      nip: row?.seller_nip ?? config.seller.nip,
      name: row?.seller_name ?? config.seller.name,
      addressLine1: row?.seller_address_line1 ?? config.seller.addressLine1,
      addressLine2: row?.seller_address_line2 ?? config.seller.addressLine2,
    }
    const missing: string[] = []
    if (row?.token_sealed && !sealedToken && !config.token)
      missing.push(
        'token KSeF (zapisany token nie daje się odczytać po zmianie JWT_SECRET: wpisz go ponownie)',
      )
    else if (!token) missing.push('token KSeF')
    if (!parts.nip) missing.push('NIP sprzedawcy')
    if (!parts.name) missing.push('nazwa sprzedawcy')
    if (!parts.addressLine1) missing.push('adres sprzedawcy')
    const enabled = row?.enabled === null || row?.enabled === undefined ? null : row.enabled === 1
    const seller =
      parts.nip && parts.name && parts.addressLine1
        ? {
            nip: parts.nip,
            name: parts.name,
            addressLine1: parts.addressLine1,
            ...(parts.addressLine2 ? { addressLine2: parts.addressLine2 } : {}),
          }
        : null
    return {
      active: enabled !== false && missing.length === 0,
      enabled,
      missing,
      environment,
      apiUrl,
      qrUrl,
      seller,
      sellerParts: parts,
      numberPattern: row?.number_pattern ?? config.numberPattern ?? DEFAULT_INVOICE_NUMBER_PATTERN,
      token,
      tokenSource,
    }
  }

  /** The owner's view: never the token. */
  async function view(): Promise<InvoiceSettings> {
    const s = await effective()
    const today = warsawDate(now())
    const next = await peekNumber(db, s.numberPattern, sequencePeriod(s.numberPattern, today))
    return {
      active: s.active,
      enabled: s.enabled,
      missing: s.missing,
      environment: s.environment,
      apiUrl: s.apiUrl,
      sellerNip: s.sellerParts.nip,
      sellerName: s.sellerParts.name,
      sellerAddressLine1: s.sellerParts.addressLine1,
      sellerAddressLine2: s.sellerParts.addressLine2,
      numberPattern: s.numberPattern,
      nextNumber: expandPattern(s.numberPattern, today, next),
      token: s.tokenSource,
    }
  }

  /** The owner's change: each field given replaces the stored one (null: back to the configuration). */
  async function update(change: InvoiceSettingsUpdate, by: string): Promise<void> {
    let sellerNip: string | null | undefined
    if (change.sellerNip !== undefined && change.sellerNip !== null) {
      sellerNip = normalizeNip(change.sellerNip)
      if (!sellerNip)
        throw new HttpError(
          400,
          'NIP sprzedawcy jest nieprawidłowy: 10 cyfr z poprawną cyfrą kontrolną.',
          'INVALID_NIP',
          'sellerNip',
        )
    } else sellerNip = change.sellerNip
    if (typeof change.numberPattern === 'string') {
      const problem = patternProblem(change.numberPattern)
      if (problem) throw new HttpError(400, problem, 'INVALID_NUMBER_PATTERN', 'numberPattern')
    }
    const trim = (v: string | null | undefined) => (typeof v === 'string' ? v.trim() || null : v)
    const row = await readSettingsRow(db)
    const pick = <T>(given: T | undefined, stored: T | null | undefined): T | null =>
      given === undefined ? (stored ?? null) : given
    await writeSettingsRow(db, {
      enabled:
        change.enabled === undefined
          ? (row?.enabled ?? null)
          : change.enabled === null
            ? null
            : change.enabled
              ? 1
              : 0,
      environment: pick(change.environment, row?.environment),
      seller_nip: pick(sellerNip, row?.seller_nip),
      seller_name: pick(trim(change.sellerName), row?.seller_name),
      seller_address_line1: pick(trim(change.sellerAddressLine1), row?.seller_address_line1),
      seller_address_line2: pick(trim(change.sellerAddressLine2), row?.seller_address_line2),
      number_pattern: pick(change.numberPattern, row?.number_pattern),
      token_sealed:
        change.token === undefined
          ? (row?.token_sealed ?? null)
          : change.token === null
            ? null
            : sealToken(secret, change.token.trim()),
      updated_at: now().toISOString(),
      updated_by: by,
    })
  }

  return { effective, view, update }
}
