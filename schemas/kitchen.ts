/**
 * The kitchen's levers (docs/kitchen.md): the pause, the calendar of holidays and special hours,
 * capacity per 15-minute slot, busy mode and the delivery area.
 */
import { type Static, Type } from '@sinclair/typebox'
import { DateString, literalUnion } from './common.js'
import { DELIVERY_TYPES, ORDER_STATUSES, ORDER_TIME_TYPES } from './enums.js'

const Hhmm = Type.String({
  pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
  description: 'HH:MM, 24 h (Europe/Warsaw)',
})
const Instant = Type.String({ format: 'date-time' })
const DeliveryTypes = Type.Array(literalUnion(DELIVERY_TYPES), {
  minItems: 1,
  maxItems: 2,
  uniqueItems: true,
})

/** POST /api/utils/pause: `minutes` or `untilClosing: true`, and which delivery types. */
export const PauseBody = Type.Object(
  {
    minutes: Type.Optional(
      Type.Union([Type.Literal(15), Type.Literal(30), Type.Literal(45), Type.Literal(60)], {
        description: '15, 30, 45 or 60; capped at closing. Leave out with untilClosing.',
      }),
    ),
    untilClosing: Type.Optional(Type.Literal(true, { description: "Until today's closing" })),
    deliveryTypes: DeliveryTypes,
    reason: Type.Optional(Type.String({ maxLength: 120, description: 'Shown to guests' })),
  },
  { additionalProperties: false },
)
export type PauseBody = Static<typeof PauseBody>

/** A running pause, as guests and staff see it. */
export const Pause = Type.Object({
  until: Instant,
  deliveryTypes: DeliveryTypes,
  reason: Type.Union([Type.String(), Type.Null()]),
})

/** What guests need of the kitchen's settings (part of GET /api/site-status). */
export const KitchenStatus = Type.Object({
  busyMinutes: Type.Integer({ description: 'Minutes added to the expected time of ASAP orders (busy mode)' }),
  fullSlots: Type.Object(
    { COURIER: Type.Array(Instant), SELF: Type.Array(Instant) },
    { description: "Today's 15-minute slots that take no more orders, per delivery type" },
  ),
  deliveryArea: Type.Array(Type.String(), {
    description: "Postal codes ('31-234') and prefixes ('30-') the couriers reach",
  }),
})

const Capacity = Type.Union([Type.Integer({ minimum: 1, maximum: 500 }), Type.Null()], {
  description: 'Orders per 15-minute slot; null = unlimited',
})
const Busy = Type.Union([Type.Literal(0), Type.Literal(15), Type.Literal(30), Type.Literal(45)], {
  description: 'Busy mode: minutes added to ASAP orders until turned off (0) or the end of the day',
})
const AreaEntry = Type.String({
  pattern: '^\\s*\\d{2}(-?\\d{0,3})?\\s*$',
  description: "A postal code ('31-234') or a prefix of one ('30-', '32-08')",
})

/** GET /api/kitchen, and PUT /api/kitchen's answer. */
export const KitchenSettings = Type.Object({
  slotCapacity: Type.Object({ COURIER: Capacity, SELF: Capacity }),
  busyMinutes: Busy,
  deliveryArea: Type.Array(Type.String()),
})
export type KitchenSettings = Static<typeof KitchenSettings>

/** PUT /api/kitchen: any subset of the settings. */
export const KitchenSettingsBody = Type.Object(
  {
    slotCapacity: Type.Optional(
      Type.Object(
        { COURIER: Type.Optional(Capacity), SELF: Type.Optional(Capacity) },
        { additionalProperties: false },
      ),
    ),
    busyMinutes: Type.Optional(Busy),
    deliveryArea: Type.Optional(Type.Array(AreaEntry, { minItems: 1, maxItems: 200 })),
  },
  { additionalProperties: false, minProperties: 1 },
)
export type KitchenSettingsBody = Static<typeof KitchenSettingsBody>

/** One date's exception to the weekly schedule. */
export const CalendarDay = Type.Object({
  date: DateString,
  closed: Type.Boolean(),
  opensAt: Type.Union([Hhmm, Type.Null()]),
  closesAt: Type.Union([Hhmm, Type.Null()]),
  note: Type.Union([Type.String(), Type.Null()]),
})
export type CalendarDay = Static<typeof CalendarDay>

/** GET /api/calendar: the exceptions from today for the next 60 days. */
export const CalendarList = Type.Object({
  from: DateString,
  to: DateString,
  days: Type.Array(CalendarDay),
})
export type CalendarList = Static<typeof CalendarList>

/** PUT /api/calendar/{date}: `{closed: true}`, or special hours. */
export const CalendarDayBody = Type.Object(
  {
    closed: Type.Optional(Type.Literal(true, { description: 'Closed all day' })),
    opensAt: Type.Optional(Hhmm),
    closesAt: Type.Optional(Hhmm),
    note: Type.Optional(Type.String({ maxLength: 120 })),
  },
  { additionalProperties: false, minProperties: 1 },
)
export type CalendarDayBody = Static<typeof CalendarDayBody>

export const CalendarParams = Type.Object({ date: DateString })

/** One order already placed for a date, as much as the calendar needs to say what a change does to it. */
const CalendarOrder = Type.Object({
  id: Type.String({
    description: "The order's public id (its card on the board)",
    examples: ['K7Q2M9XW4TPA'],
  }),
  number: Type.Integer({ minimum: 1, description: 'The number staff say aloud', examples: [12] }),
  status: literalUnion(ORDER_STATUSES),
  deliveryType: literalUnion(DELIVERY_TYPES),
  orderTimeType: literalUnion(ORDER_TIME_TYPES),
  plannedAt: Type.String({
    format: 'date-time',
    description: 'When the guest expects it: the time staff set, else the chosen time or the ASAP estimate',
    examples: ['2026-12-24T17:30:00.000Z'],
  }),
})

/** GET /api/calendar/{date}/orders: the orders still open for a Warsaw date, earliest planned first. */
export const CalendarOrders = Type.Object({
  date: DateString,
  count: Type.Integer({ minimum: 0, examples: [3] }),
  orders: Type.Array(CalendarOrder),
})
export type CalendarOrders = Static<typeof CalendarOrders>
