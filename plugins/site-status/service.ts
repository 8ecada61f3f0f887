import type { Kysely } from 'kysely'
import { type Override, type SiteStatus, siteStatus, warsawDate } from '../../domain/hours.js'
import type { OverrideAction } from '../../schemas/enums.js'
import type { Database } from '../db/database.js'
import type { Notifications } from '../db/notifications.js'
import { deleteOverride, findOverride, insertOverrideEvent, upsertOverride } from './repository.js'

interface OverrideOfDate {
  date: string
  override: Override | null
  readAt: number
}

export interface CurrentSiteStatus extends SiteStatus {
  onlinePaymentAvailable: boolean
  blikCodeAvailable: boolean
}

/** How long an instance may answer from its memory of today's override. */
const OVERRIDE_CACHE_MS = 1_000

/**
 * The site's status: the weekly schedule (domain/) plus today's staff override (database).
 * The override of the current date is kept in memory for at most a second, so status checks and
 * orders cost no query; a staff action on any instance drops it at once on every instance (a
 * database notification), and the second's limit covers a notification that was lost.
 */
export function createSiteStatusService(options: {
  db: Kysely<Database>
  now: () => Date
  onlinePaymentAvailable: boolean
  blikCodeAvailable: boolean
  notifications: Notifications
  onError: (error: unknown) => void
}) {
  const { db, notifications } = options
  let cached: OverrideOfDate | null = null
  const forget = () => {
    cached = null
  }
  const stopListening = notifications.listen('site-status', forget, forget)

  async function overrideFor(date: string): Promise<Override | null> {
    if (cached?.date !== date || performance.now() - cached.readAt > OVERRIDE_CACHE_MS) {
      const readAt = performance.now()
      cached = { date, override: await findOverride(db, date), readAt }
    }
    return cached.override
  }

  // The status changes only on whole minutes of Warsaw time (opening, closing, midnight) or with
  // the override (a new `cached` object): it is worked out once per second, not per request (the
  // time-zone arithmetic was most of the cost of GET /api/utils/isSiteClosed).
  let memo: { second: number; source: OverrideOfDate | null; status: CurrentSiteStatus } | null = null

  async function current(now = options.now()): Promise<CurrentSiteStatus> {
    const second = Math.floor(now.getTime() / 1000)
    const fresh = cached !== null && performance.now() - cached.readAt <= OVERRIDE_CACHE_MS
    if (fresh && memo && memo.second === second && memo.source === cached) return memo.status
    const override = await overrideFor(warsawDate(now))
    const status = {
      ...siteStatus(now, override),
      onlinePaymentAvailable: options.onlinePaymentAvailable,
      blikCodeAvailable: options.onlinePaymentAvailable && options.blikCodeAvailable,
    }
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
    await notifications.notify('site-status', { date }).catch(options.onError)
  }

  return { overrideFor, current, apply, close: stopListening }
}

export type SiteStatusService = ReturnType<typeof createSiteStatusService>
