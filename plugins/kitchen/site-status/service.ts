import type { FastifyInstance } from 'fastify'
import type { Kysely } from 'kysely'
import { type Override, orderSlots, type SiteStatus, siteStatus, warsawDate } from '#domain/hours.js'
import { activePause, slotPaused } from '#domain/kitchen.js'
import type { Database } from '#infra/db/database.js'
import type { Notifications } from '#infra/db/instance-messages.js'
import type { OverrideAction } from '#schemas/enums.js'
import type { SiteStatusResponse } from '#schemas/site-status.js'
import { deleteOverride, findOverride, insertOverrideEvent, upsertOverride } from './repository.js'

/** The kitchen capability, as its decorator offers it. */
type KitchenService = FastifyInstance['kitchen']
type KitchenState = Awaited<ReturnType<KitchenService['state']>>

interface OverrideOfDate {
  date: string
  override: Override | null
  readAt: number
}

export interface CurrentSiteStatus extends SiteStatusResponse {
  today: SiteStatusResponse['today'] & SiteStatus['today']
}

/** How long an instance may answer from its memory of today's override. */
const OVERRIDE_CACHE_MS = 1_000

/**
 * The site's status: the weekly schedule and the calendar (domain/, the kitchen's calendar) plus
 * today's staff override (database), with the kitchen's pause, busy mode, full slots and delivery
 * area for guests. The override of the current date is kept in memory for at most a second, so
 * status checks and orders cost no query; a staff action on any instance drops it at once on every
 * instance (a database notification), and the second's limit covers a notification that was lost.
 */
export function createSiteStatusService(options: {
  db: Kysely<Database>
  now: () => Date
  onlinePaymentAvailable: boolean
  blikCodeAvailable: boolean
  notifications: Notifications
  kitchen: KitchenService
  onError: (error: unknown) => void
}) {
  const { db, notifications, kitchen } = options
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

  /** Today's override and the calendar: what adjusts the weekly schedule now. */
  async function adjustments(
    now: Date,
  ): Promise<{ override: Override | null; calendar: KitchenState['calendar'] }> {
    const [override, state] = await Promise.all([overrideFor(warsawDate(now)), kitchen.state(now)])
    return { override, calendar: state.calendar }
  }

  // The status changes only on whole minutes of Warsaw time (opening, closing, midnight), with the
  // override or the kitchen's state, and with orders filling slots: it is worked out at most once
  // per second, not per request (the time-zone arithmetic was most of the cost of isSiteClosed).
  let memo: {
    second: number
    source: OverrideOfDate | null
    state: KitchenState
    slots: number
    status: CurrentSiteStatus
  } | null = null

  /**
   * The status worked out this very second, when nothing it depends on has changed since, else
   * null (then `current` works it out): the answer without a promise, for the status check every
   * page makes.
   */
  function known(now = options.now()): CurrentSiteStatus | null {
    if (
      memo === null ||
      memo.second !== Math.floor(now.getTime() / 1000) ||
      cached === null ||
      memo.source !== cached ||
      performance.now() - cached.readAt > OVERRIDE_CACHE_MS ||
      memo.state !== kitchen.keptState(now) ||
      memo.slots !== kitchen.slotsVersion()
    )
      return null
    return memo.status
  }

  async function current(now = options.now()): Promise<CurrentSiteStatus> {
    const kept = known(now)
    if (kept) return kept
    const second = Math.floor(now.getTime() / 1000)
    const state = await kitchen.state(now)
    const slotsVersion = kitchen.slotsVersion()
    const override = await overrideFor(warsawDate(now))
    const rules = { override, calendar: state.calendar }
    const base = siteStatus(now, rules)
    const t = now.getTime()
    const pause = activePause(state.settings.pause, t)
    const slots = {
      COURIER: orderSlots(now, rules, 'COURIER').filter(
        (s) => !slotPaused(pause, t, 'COURIER', Date.parse(s)),
      ),
      SELF: orderSlots(now, rules, 'SELF').filter((s) => !slotPaused(pause, t, 'SELF', Date.parse(s))),
    }
    const note = state.calendar.find((day) => day.date === base.today.date)?.note ?? null
    const status: CurrentSiteStatus = {
      ...base,
      today: { ...base.today, note },
      onlinePaymentAvailable: options.onlinePaymentAvailable,
      blikCodeAvailable: options.onlinePaymentAvailable && options.blikCodeAvailable,
      pause,
      kitchen: {
        busyMinutes: kitchen.busyMinutes(state.settings, now),
        fullSlots: await kitchen.fullSlots(slots, state.settings.slotCapacity),
        deliveryArea: state.settings.deliveryArea,
      },
    }
    memo = { second, source: cached, state, slots: slotsVersion, status }
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

  return { overrideFor, adjustments, known, current, apply, close: stopListening }
}

export type SiteStatusService = ReturnType<typeof createSiteStatusService>
