/**
 * The company behind a NIP, from the VAT White List, for the checkout's invoice fields
 * (docs/checkout.md, "The company from the VAT White List"). The Ministry allows few searches a
 * day per address, so an answer (found or not) is kept a day in the database every instance
 * shares, the site's searches are counted per Warsaw day against WL_DAILY_LIMIT, and after a failure
 * the service is left alone for a minute. A failure never blocks the checkout: the guest types the
 * company by hand.
 */
import type { Static } from '@sinclair/typebox'
import type { FastifyBaseLogger } from 'fastify'
import { parseRegisterAddress } from '#domain/company-address.js'
import { warsawDate } from '#domain/hours.js'
import { normalizeNip } from '#domain/nip.js'
import type { DB } from '#infra/db/database.js'
import type { Writes } from '#infra/db/transactions.js'
import { HttpError } from '#infra/http/errors.js'
import type { WhiteListVatStatus } from '#schemas/enums.js'
import type { Company as CompanySchema } from '#schemas/white-list.js'
import { searchNip, type WhiteListSubject, WhiteListUnavailable } from './client.js'
import { cachedLookup, countCall, pruneLookups, storeLookup } from './repository.js'

export type Company = Static<typeof CompanySchema>

const DAY_MS = 24 * 60 * 60 * 1000
/** After a failure, the service is not asked again for this long (each guest gets the note at once). */
const PAUSE_AFTER_FAILURE_MS = 60_000

const STATUS: Record<NonNullable<WhiteListSubject['statusVat']>, WhiteListVatStatus> = {
  Czynny: 'ACTIVE',
  Zwolniony: 'EXEMPT',
  Niezarejestrowany: 'NOT_REGISTERED',
}

const UNAVAILABLE_MESSAGE =
  'Nie udało się teraz sprawdzić NIP w wykazie podatników VAT. Wpisz dane firmy ręcznie.'

export function createWhiteListService(options: {
  db: DB
  writes: Writes
  now: () => Date
  url: string
  dailyLimit: number
  timeoutMs?: number
  log: FastifyBaseLogger
}) {
  const { db, writes, now, log } = options
  let pausedUntil = 0

  function unavailable(): HttpError {
    return new HttpError(503, UNAVAILABLE_MESSAGE, 'WHITE_LIST_UNAVAILABLE')
  }

  function toCompany(nip: string, subject: WhiteListSubject, checkedOn: string): Company {
    const vatStatus = (subject.statusVat && STATUS[subject.statusVat]) || 'NOT_REGISTERED'
    const addressText = subject.workingAddress || subject.residenceAddress || null
    return {
      nip,
      name: subject.name.replace(/\s+/g, ' ').trim(),
      vatStatus,
      activeVatPayer: vatStatus === 'ACTIVE',
      address: parseRegisterAddress(addressText),
      addressText,
      checkedOn,
    }
  }

  /** The company of a NIP: 400 for a NIP that fails its checksum, 404 unknown, 503 unavailable. */
  async function lookup(input: string): Promise<Company> {
    const nip = normalizeNip(input)
    if (!nip) throw new HttpError(400, 'Nieprawidłowy NIP — sprawdź cyfry.', 'INVALID_NIP', 'nip')
    const at = now()
    const kept = await cachedLookup(db, nip, new Date(at.getTime() - DAY_MS).toISOString())
    if (kept) return found(kept.company)

    if (at.getTime() < pausedUntil) throw unavailable()
    const today = warsawDate(at)
    const calls = await writes.run((trx) => countCall(trx, today))
    if (calls > options.dailyLimit) {
      log.warn({ calls, limit: options.dailyLimit }, 'White List: the daily limit of searches is reached')
      throw unavailable()
    }
    let subject: WhiteListSubject | null
    try {
      subject = await searchNip(options.url, nip, today, options.timeoutMs ?? 5000)
    } catch (error) {
      if (!(error instanceof WhiteListUnavailable)) throw error
      pausedUntil = at.getTime() + PAUSE_AFTER_FAILURE_MS
      // Neither the NIP nor the guest's address is logged: only what went wrong.
      log.warn({ status: error.status, code: error.code, reason: error.message }, 'White List unavailable')
      throw unavailable()
    }
    const company = subject ? toCompany(nip, subject, today) : null
    await writes.run(async (trx) => {
      await storeLookup(trx, nip, company, at.toISOString())
      await pruneLookups(
        trx,
        new Date(at.getTime() - DAY_MS).toISOString(),
        warsawDate(at.getTime() - 7 * DAY_MS),
      )
    })
    return found(company)
  }

  function found(company: Company | null): Company {
    if (!company) {
      throw new HttpError(
        404,
        'Tego NIP nie ma w wykazie podatników VAT. Sprawdź numer albo wpisz dane firmy ręcznie.',
        'NIP_NOT_FOUND',
        'nip',
      )
    }
    return company
  }

  return { lookup }
}

export type WhiteListService = ReturnType<typeof createWhiteListService>
