import type { Kysely } from 'kysely'
import { type Override, type SiteStatus, siteStatus, warsawDate } from '../../domain/hours.js'
import type { OverrideAction } from '../../schemas/enums.js'
import type { Database } from '../db/database.js'
import { deleteOverride, findOverride, insertOverrideEvent, upsertOverride } from './repository.js'

interface OverrideOfDate {
  date: string
  override: Override | null
}

export interface CurrentSiteStatus extends SiteStatus {
  onlinePaymentAvailable: boolean
}

/**
 * The site's status: the weekly schedule (domain/) plus today's staff override (database).
 * Overrides change only through `apply`, so the override of the current date is kept in memory and
 * read again after every staff action: status checks and orders cost no query.
 */
export function createSiteStatusService(options: {
  db: Kysely<Database>
  now: () => Date
  onlinePaymentAvailable: boolean
}) {
  const { db } = options
  let cached: OverrideOfDate | null = null

  async function overrideFor(date: string): Promise<Override | null> {
    if (cached?.date !== date) cached = { date, override: await findOverride(db, date) }
    return cached.override
  }

  // The status changes only on whole minutes of Warsaw time (opening, closing, midnight) or by a
  // staff action (which replaces `cached`): it is worked out once per second, not per request (the
  // time-zone arithmetic was most of the cost of GET /api/utils/isSiteClosed).
  let memo: { second: number; source: OverrideOfDate | null; status: CurrentSiteStatus } | null = null

  async function current(now = options.now()): Promise<CurrentSiteStatus> {
    const second = Math.floor(now.getTime() / 1000)
    if (memo && memo.second === second && memo.source === cached && cached !== null) return memo.status
    const override = await overrideFor(warsawDate(now))
    const status = { ...siteStatus(now, override), onlinePaymentAvailable: options.onlinePaymentAvailable }
    memo = { second, source: cached, status }
    return status
  }

  /** Applies a staff action to today's date and records who did it and when, in one transaction. */
  async function apply(action: OverrideAction, username: string, now: Date): Promise<void> {
    const date = warsawDate(now)
    const at = now.toISOString()
    await db.transaction().execute(async (trx) => {
      if (action === 'RESET_OVERRIDES') await deleteOverride(trx, date)
      else
        await upsertOverride(trx, {
          date,
          kind: action === 'OPEN_TODAY' ? 'OPEN' : 'CLOSED',
          createdBy: username,
          at,
        })
      await insertOverrideEvent(trx, { date, action, username, at })
    })
    cached = null
  }

  return { overrideFor, current, apply }
}

export type SiteStatusService = ReturnType<typeof createSiteStatusService>
