/** The kitchen's tables (kitchen_settings, calendar_days, kitchen_slots): queries over Kysely<Database>. */
import { type Kysely, sql } from 'kysely'
import type { CalendarDay } from '#domain/hours.js'
import { DEFAULT_DELIVERY_AREA, type Pause, type SlotCapacity } from '#domain/kitchen.js'
import type { Database } from '#infra/db/database.js'
import type { DeliveryType } from '#schemas/enums.js'

/** The stored settings, as the service works with them. */
export interface StoredSettings {
  slotCapacity: SlotCapacity
  busyMinutes: number
  busyDate: string | null
  deliveryArea: string[]
  pause: Pause | null
}

const DEFAULT_SETTINGS: StoredSettings = Object.freeze({
  slotCapacity: { COURIER: null, SELF: null },
  busyMinutes: 0,
  busyDate: null,
  deliveryArea: [...DEFAULT_DELIVERY_AREA],
  pause: null,
})

export async function readSettings(db: Kysely<Database>): Promise<StoredSettings> {
  const row = await db.selectFrom('kitchen_settings').selectAll().where('id', '=', 1).executeTakeFirst()
  if (!row) return DEFAULT_SETTINGS
  return {
    slotCapacity: { COURIER: row.courier_capacity, SELF: row.self_capacity },
    busyMinutes: row.busy_minutes,
    busyDate: row.busy_date,
    deliveryArea: JSON.parse(row.delivery_area) as string[],
    pause:
      row.pause_until && row.pause_delivery_types
        ? {
            until: row.pause_until,
            deliveryTypes: row.pause_delivery_types.split(',') as DeliveryType[],
            reason: row.pause_reason,
          }
        : null,
  }
}

/** Writes the whole settings row (read, changed and written in one transaction by the service). */
export async function writeSettings(
  db: Kysely<Database>,
  settings: StoredSettings,
  by: { username: string; at: string },
): Promise<void> {
  const values = {
    courier_capacity: settings.slotCapacity.COURIER,
    self_capacity: settings.slotCapacity.SELF,
    busy_minutes: settings.busyMinutes,
    busy_date: settings.busyDate,
    delivery_area: JSON.stringify(settings.deliveryArea),
    pause_until: settings.pause?.until ?? null,
    pause_delivery_types: settings.pause?.deliveryTypes.join(',') ?? null,
    pause_reason: settings.pause?.reason ?? null,
    updated_by: by.username,
    updated_at: by.at,
  }
  await db
    .insertInto('kitchen_settings')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute()
}

/** Takes the settings row's lock (PostgreSQL) so that two staff changes do not overwrite each other. */
export async function lockSettings(db: Kysely<Database>, postgres: boolean): Promise<void> {
  if (postgres) await sql`select pg_advisory_xact_lock(hashtext('kitchen_settings'))`.execute(db)
}

export async function listCalendar(db: Kysely<Database>, from: string, to: string): Promise<CalendarDay[]> {
  const rows = await db
    .selectFrom('calendar_days')
    .selectAll()
    .where('date', '>=', from)
    .where('date', '<=', to)
    .orderBy('date')
    .execute()
  return rows.map((row) =>
    row.closed
      ? { date: row.date, closed: true, opensAt: null, closesAt: null, note: row.note }
      : { date: row.date, closed: false, opensAt: row.opens_at!, closesAt: row.closes_at!, note: row.note },
  )
}

export async function upsertCalendarDay(
  db: Kysely<Database>,
  day: CalendarDay,
  by: { username: string; at: string },
): Promise<void> {
  const values = {
    closed: day.closed ? 1 : 0,
    opens_at: day.closed ? null : day.opensAt,
    closes_at: day.closed ? null : day.closesAt,
    note: day.note ?? null,
    updated_by: by.username,
    updated_at: by.at,
  }
  await db
    .insertInto('calendar_days')
    .values({ date: day.date, ...values })
    .onConflict((oc) => oc.column('date').doUpdateSet(values))
    .execute()
}

/** Deletes a date's exception; false when it had none. */
export async function deleteCalendarDay(db: Kysely<Database>, date: string): Promise<boolean> {
  const result = await db.deleteFrom('calendar_days').where('date', '=', date).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/**
 * Takes one place in a slot, atomically: inserts the slot's count at 1, or adds 1 when it still
 * holds fewer than `capacity` orders (null = no limit). Inside the order's transaction, the row
 * lock (PostgreSQL) or the single writer (SQLite) makes concurrent orders queue on it, so a slot
 * of 8 takes exactly 8. Returns false when the slot is full.
 */
export async function takeSlotPlace(
  db: Kysely<Database>,
  slot: { start: string; deliveryType: DeliveryType },
  capacity: number | null,
): Promise<boolean> {
  const taken = await db
    .insertInto('kitchen_slots')
    .values({ slot_start: slot.start, delivery_type: slot.deliveryType, taken: 1 })
    .onConflict((oc) => {
      const update = oc
        .columns(['slot_start', 'delivery_type'])
        .doUpdateSet({ taken: sql`kitchen_slots.taken + 1` })
      return capacity === null ? update : update.where('kitchen_slots.taken', '<', capacity)
    })
    .returning('taken')
    .executeTakeFirst()
  return taken !== undefined
}

/** Gives a cancelled order's place back. */
export async function releaseSlotPlace(
  db: Kysely<Database>,
  slot: { start: string; deliveryType: DeliveryType },
): Promise<void> {
  await db
    .updateTable('kitchen_slots')
    .set({ taken: sql`taken - 1` })
    .where('slot_start', '=', slot.start)
    .where('delivery_type', '=', slot.deliveryType)
    .where('taken', '>', 0)
    .execute()
}

/** Orders held per slot from `from` to `to` (ISO instants), keyed by 'TYPE ISO-start'. */
export async function slotCounts(
  db: Kysely<Database>,
  from: string,
  to: string,
): Promise<{ start: string; deliveryType: DeliveryType; taken: number }[]> {
  const rows = await db
    .selectFrom('kitchen_slots')
    .select(['slot_start', 'delivery_type', 'taken'])
    .where('slot_start', '>=', from)
    .where('slot_start', '<=', to)
    .execute()
  return rows.map((r) => ({
    start: new Date(r.slot_start).toISOString(),
    deliveryType: r.delivery_type,
    taken: Number(r.taken),
  }))
}
