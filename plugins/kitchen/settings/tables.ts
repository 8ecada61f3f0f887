import type { DeliveryType } from '#schemas/enums.js'

/** The kitchen's settings and the running pause: one row (id 1); no row means the defaults. */
interface KitchenSettingsTable {
  id: number
  courier_capacity: number | null
  self_capacity: number | null
  busy_minutes: number
  /** Warsaw date busy mode was turned on: it lasts until the end of that date. */
  busy_date: string | null
  /** JSON array of postal codes and prefixes. */
  delivery_area: string
  pause_until: string | null
  /** 'COURIER,SELF' */
  pause_delivery_types: string | null
  pause_reason: string | null
  updated_by: string
  updated_at: string
}

/** One exception to the weekly schedule per Warsaw date. */
interface CalendarDaysTable {
  date: string
  /** 1 = closed all day, 0 = special hours. */
  closed: number
  opens_at: string | null
  closes_at: string | null
  note: string | null
  updated_by: string
  updated_at: string
}

/** Orders held by each 15-minute slot (its start) per delivery type. */
interface KitchenSlotsTable {
  slot_start: string
  delivery_type: DeliveryType
  taken: number
}

/** The kitchen capability's tables, assembled into Database by plugins/db. */
export interface KitchenTables {
  kitchen_settings: KitchenSettingsTable
  calendar_days: CalendarDaysTable
  kitchen_slots: KitchenSlotsTable
}
