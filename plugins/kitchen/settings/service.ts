/**
 * The kitchen's settings (capacity, busy mode, delivery area), the running pause and the calendar:
 * read from the database, kept in memory for at most a second, dropped on every instance at once
 * when staff change them (a database notification), so a change is seen everywhere within a second
 * even when a notification is lost. Capacity counts are taken inside each order's transaction.
 */
import type { Kysely } from 'kysely'
import { addDays, type CalendarDay, checkCalendarDay, warsawDate } from '#domain/hours.js'
import {
  activePause,
  fullSlots,
  normalizeAreaEntry,
  type Pause,
  type SlotCapacity,
  slotKey,
} from '#domain/kitchen.js'
import type { Database } from '#infra/db/database.js'
import type { Notifications } from '#infra/db/instance-messages.js'
import { HttpError } from '#infra/http/errors.js'
import { DELIVERY_CHOICES, type DeliveryType } from '#schemas/enums.js'
import type {
  CalendarDay as ApiCalendarDay,
  CalendarDayBody,
  KitchenSettings,
  KitchenSettingsBody,
} from '#schemas/kitchen.js'
import {
  deleteCalendarDay,
  listCalendar,
  lockSettings,
  readSettings,
  releaseSlotPlace,
  type StoredSettings,
  slotCounts,
  takeSlotPlace,
  upsertCalendarDay,
  writeSettings,
} from './repository.js'

/** A date's exception as the API writes it (every field present). */
function apiDay(day: CalendarDay): ApiCalendarDay {
  return {
    date: day.date,
    closed: day.closed,
    opensAt: day.opensAt ?? null,
    closesAt: day.closesAt ?? null,
    note: day.note ?? null,
  }
}

/** How long an instance may answer from its memory of the settings and the calendar. */
const CACHE_MS = 1_000

/** What the rules need of the kitchen at an instant. */
export interface KitchenState {
  settings: StoredSettings
  /** Exceptions from yesterday on (the schedule's look-ahead reads them). */
  calendar: CalendarDay[]
}

const calendarMessages: Record<string, string> = {
  INVALID_DATE: 'Podaj prawdziwą datę w formacie RRRR-MM-DD.',
  DATE_IN_PAST: 'Ta data już minęła: zmieniać można dzisiejszy dzień i następne.',
  TOO_FAR: 'Można planować najwyżej rok naprzód.',
  INVALID_HOURS: 'Godzina zamknięcia musi być późniejsza niż godzina otwarcia (ten sam dzień).',
}

export function createKitchenService(options: {
  db: Kysely<Database>
  postgres: boolean
  now: () => Date
  notifications: Notifications
  onError: (error: unknown) => void
}) {
  const { db, notifications } = options
  let cached: { state: KitchenState; readAt: number; from: string } | null = null
  /** Changes with every place taken or given back on this instance (the status's full slots). */
  let slotsVersion = 0
  const forget = () => {
    cached = null
  }
  const stopListening = notifications.listen('kitchen', forget, forget)

  // The Warsaw date changes once a day: it is worked out at most once a second, not per request
  // (every page asks the site status, which asks the kitchen's state).
  let dayOf: { second: number; from: string } | null = null
  function calendarFrom(now: Date): string {
    const second = Math.floor(now.getTime() / 1000)
    if (dayOf?.second !== second) dayOf = { second, from: addDays(warsawDate(now), -1) }
    return dayOf.from
  }

  /** The state kept in memory while it is still good for `now`, else null (then `state` reads it). */
  function keptState(now: Date): KitchenState | null {
    if (!cached || cached.from !== calendarFrom(now) || performance.now() - cached.readAt > CACHE_MS)
      return null
    return cached.state
  }

  async function state(now = options.now()): Promise<KitchenState> {
    const kept = keptState(now)
    if (kept) return kept
    const from = calendarFrom(now)
    const readAt = performance.now()
    const [settings, calendar] = await Promise.all([
      readSettings(db),
      listCalendar(db, from, addDays(from, 400)),
    ])
    cached = { state: { settings, calendar }, readAt, from }
    return cached.state
  }

  /** Busy mode's minutes now: set today, or 0 (it ends with the day it was turned on). */
  function busyMinutes(settings: StoredSettings, now: Date): number {
    return settings.busyDate === warsawDate(now) ? settings.busyMinutes : 0
  }

  function view(settings: StoredSettings, now: Date): KitchenSettings {
    return {
      slotCapacity: settings.slotCapacity,
      busyMinutes: busyMinutes(settings, now) as KitchenSettings['busyMinutes'],
      deliveryArea: settings.deliveryArea,
    }
  }

  async function changed(): Promise<void> {
    cached = null
    await notifications.notify('kitchen', {}).catch(options.onError)
  }

  /** Reads, changes and writes the settings row in one transaction (staff on two tablets queue). */
  async function change(
    username: string,
    now: Date,
    edit: (settings: StoredSettings) => StoredSettings,
  ): Promise<StoredSettings> {
    const next = await db.transaction().execute(async (trx) => {
      await lockSettings(trx, options.postgres)
      const edited = edit(await readSettings(trx))
      await writeSettings(trx, edited, { username, at: now.toISOString() })
      return edited
    })
    await changed()
    return next
  }

  return {
    state,
    keptState,
    busyMinutes,
    close: stopListening,

    /** Busy mode's minutes at `now` (0 when off). */
    async busyMinutesAt(now = options.now()): Promise<number> {
      return busyMinutes((await state(now)).settings, now)
    },

    async settings(now = options.now()): Promise<KitchenSettings> {
      return view((await state(now)).settings, now)
    },

    /** PUT /api/kitchen: any subset of capacity, busy mode and delivery area. */
    async update(body: KitchenSettingsBody, username: string, now: Date): Promise<KitchenSettings> {
      let area: string[] | undefined
      if (body.deliveryArea) {
        area = []
        for (const [index, entry] of body.deliveryArea.entries()) {
          const normalized = normalizeAreaEntry(entry)
          if (!normalized)
            throw new HttpError(
              400,
              `Pozycja ${index + 1} obszaru dostawy („${entry}”) nie jest kodem pocztowym ani jego początkiem.`,
              'INVALID_DELIVERY_AREA',
              `deliveryArea.${index}`,
            )
          if (!area.includes(normalized)) area.push(normalized)
        }
      }
      const next = await change(username, now, (s) => ({
        ...s,
        slotCapacity: { ...s.slotCapacity, ...body.slotCapacity } as SlotCapacity,
        ...(body.busyMinutes !== undefined
          ? { busyMinutes: body.busyMinutes, busyDate: body.busyMinutes > 0 ? warsawDate(now) : null }
          : {}),
        ...(area ? { deliveryArea: area } : {}),
      }))
      return view(next, now)
    },

    /** Starts (or replaces) the pause, or ends it (null). */
    async setPause(pause: Pause | null, username: string, now: Date): Promise<void> {
      await change(username, now, (s) => ({ ...s, pause }))
    },

    /** The running pause at `now`, if any. */
    async pause(now = options.now()): Promise<Pause | null> {
      return activePause((await state(now)).settings.pause, now.getTime())
    },

    /** GET /api/calendar: the exceptions from today to 60 days ahead. */
    async calendarAhead(now: Date, days: number) {
      const from = warsawDate(now)
      const to = addDays(from, days - 1)
      return { from, to, days: (await listCalendar(db, from, to)).map(apiDay) }
    },

    async putDay(date: string, body: CalendarDayBody, username: string, now: Date): Promise<ApiCalendarDay> {
      const hasHours = body.opensAt !== undefined || body.closesAt !== undefined
      if (body.closed && hasHours)
        throw new HttpError(
          400,
          'Podaj albo „closed: true”, albo godziny — nie jedno i drugie.',
          'CALENDAR_DAY_INVALID',
          'closed',
        )
      if (!body.closed && (body.opensAt === undefined || body.closesAt === undefined))
        throw new HttpError(
          400,
          'Podaj „closed: true” albo obie godziny: opensAt i closesAt (GG:MM).',
          'CALENDAR_DAY_INVALID',
          body.opensAt === undefined ? 'opensAt' : 'closesAt',
        )
      const note = body.note?.trim() || null
      const day: CalendarDay = body.closed
        ? { date, closed: true, opensAt: null, closesAt: null, note }
        : { date, closed: false, opensAt: body.opensAt!, closesAt: body.closesAt!, note }
      const problem = checkCalendarDay(day, warsawDate(now))
      if (problem) {
        const field = problem === 'INVALID_HOURS' ? 'closesAt' : 'date'
        throw new HttpError(
          problem === 'INVALID_HOURS' ? 400 : 422,
          calendarMessages[problem]!,
          problem,
          field,
        )
      }
      await upsertCalendarDay(db, day, { username, at: now.toISOString() })
      await changed()
      return apiDay(day)
    },

    async deleteDay(date: string, now: Date): Promise<void> {
      if (date < warsawDate(now))
        throw new HttpError(422, calendarMessages.DATE_IN_PAST!, 'DATE_IN_PAST', 'date')
      if (!(await deleteCalendarDay(db, date)))
        throw new HttpError(404, `W kalendarzu nie ma wpisu na ${date}.`, 'CALENDAR_DAY_NOT_FOUND', 'date')
      await changed()
    },

    /** Takes a place in the slot of `expectedAt` inside the order's transaction; false when full. */
    async takeSlot(
      trx: Kysely<Database>,
      deliveryType: DeliveryType,
      expectedAt: number,
      capacity: number | null,
    ) {
      slotsVersion++
      return takeSlotPlace(trx, { start: slotKey(expectedAt), deliveryType }, capacity)
    },

    /** Gives a cancelled order's place back, inside the cancellation's transaction. */
    async releaseSlot(trx: Kysely<Database>, deliveryType: DeliveryType, expectedAt: number) {
      await releaseSlotPlace(trx, { start: slotKey(expectedAt), deliveryType })
      slotsVersion++
    },

    /** A number that changes whenever this instance takes or gives back a place in a slot. */
    slotsVersion: () => slotsVersion,

    /** Of each type's `slots` (ISO instants, one day), those that take no more orders. */
    async fullSlots(
      slots: Record<DeliveryType, string[]>,
      capacity: SlotCapacity,
      reader: Kysely<Database> = db,
    ): Promise<Record<DeliveryType, string[]>> {
      const all = [...slots.COURIER, ...slots.SELF].sort()
      const result: Record<DeliveryType, string[]> = { COURIER: [], SELF: [] }
      if (all.length === 0 || (capacity.COURIER === null && capacity.SELF === null)) return result
      const counts = await slotCounts(reader, slotKey(Date.parse(all[0]!)), all[all.length - 1]!)
      for (const type of DELIVERY_CHOICES) {
        const taken = new Map(counts.filter((c) => c.deliveryType === type).map((c) => [c.start, c.taken]))
        result[type] = fullSlots(slots[type], taken, capacity[type])
      }
      return result
    },
  }
}

export type KitchenService = ReturnType<typeof createKitchenService>
