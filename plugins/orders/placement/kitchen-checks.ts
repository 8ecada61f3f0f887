import type { FastifyInstance } from 'fastify'
import { orderSlots } from '#domain/hours.js'
import {
  type KitchenProblem,
  kitchenProblemMessage,
  kitchenProblemStatus,
  checkKitchen as kitchenRules,
  nextFreeSlot,
  SLOT_MINUTES,
  slotPaused,
  slotStart,
} from '#domain/kitchen.js'
import type { DB } from '#infra/db/database.js'
import { HttpError } from '#infra/http/errors.js'
import type { DeliveryType, Language } from '#schemas/enums.js'
import type { OrderRequest } from '#schemas/orders.js'
import type { PricedOrder } from './pricing.js'

/** What the kitchen's checks see: the request, the priced order, the instant it is placed at. */
export interface KitchenCheckInput {
  body: OrderRequest
  priced: PricedOrder
  now: Date
  lang: Language
}

/** What the order's transaction needs to take its place in its slot (worked out before it starts). */
export interface KitchenPlace {
  deliveryType: DeliveryType
  /** The order's expected time (ms): its slot. */
  expectedAt: number
  capacity: number | null
  field: 'orderTime' | 'orderTimeType'
  lang: Language
  /** Today's slots of the order's type outside the pause: where the next free one is looked for. */
  candidates: string[]
}

function refuse(problem: KitchenProblem, lang: Language): HttpError {
  return new HttpError(
    kitchenProblemStatus(problem),
    kitchenProblemMessage(problem, lang),
    problem.code,
    problem.field,
  )
}

/**
 * Can the kitchen take this order now? Step 3 of placing an order (plugins/orders/placement/workflow.ts):
 * after pricing (the menu, the promo code and the opening hours with the calendar are checked
 * there), before the address's order limit is counted and before anything is written. Each check
 * throws an HttpError (4xx, naming the field, in the order's language); the first refusal answers:
 * a courier address outside the delivery area (422 OUTSIDE_DELIVERY_AREA), an ASAP order of a
 * paused delivery type (409 ORDERING_PAUSED), a chosen time inside the pause (409
 * SLOT_UNAVAILABLE). The slot's capacity is taken inside the transaction (takeKitchenSlot).
 */
export async function checkKitchen(app: FastifyInstance, input: KitchenCheckInput): Promise<KitchenPlace> {
  const { body, priced, now, lang } = input
  // Sold out: a product (or its category) switched off by the staff → 409 PRODUCT_UNAVAILABLE.
  await app.availability.requireAvailable(body.items, lang, now)
  const t = now.getTime()
  const { settings } = await app.kitchen.state(now)
  const orderTime = priced.order.order_time ? new Date(priced.order.order_time) : null
  const problem = kitchenRules({
    now: t,
    deliveryType: body.deliveryType,
    orderTimeType: body.orderTimeType,
    orderTime,
    postalCode: priced.order.address_postal_code ?? null,
    pause: settings.pause,
    deliveryArea: settings.deliveryArea,
  })
  if (problem) throw refuse(problem, lang)
  const capacity = settings.slotCapacity[body.deliveryType]
  const candidates =
    capacity === null
      ? []
      : orderSlots(now, await app.hoursAdjustments(now), body.deliveryType).filter(
          (slot) => !slotPaused(settings.pause, t, body.deliveryType, Date.parse(slot)),
        )
  return {
    deliveryType: body.deliveryType,
    expectedAt: Date.parse(priced.expectedAt),
    capacity,
    field: body.orderTimeType === 'ASAP' ? 'orderTimeType' : 'orderTime',
    lang,
    candidates,
  }
}

/**
 * Inside the order's transaction: takes the order's place in its 15-minute slot with one
 * conditional upsert (concurrent orders queue on the slot's row), or refuses with 409 SLOT_FULL
 * naming the next slot of today that still has room.
 */
export async function takeKitchenSlot(app: FastifyInstance, trx: DB, place: KitchenPlace): Promise<void> {
  if (await app.kitchen.takeSlot(trx, place.deliveryType, place.expectedAt, place.capacity)) return
  const capacity = { COURIER: null, SELF: null, [place.deliveryType]: place.capacity }
  const slots = { COURIER: [], SELF: [], [place.deliveryType]: place.candidates }
  const full = (await app.kitchen.fullSlots(slots, capacity, trx))[place.deliveryType]
  const after = slotStart(place.expectedAt) + SLOT_MINUTES * 60_000
  const next = nextFreeSlot(place.candidates, full, after)
  throw refuse({ code: 'SLOT_FULL', field: place.field, next }, place.lang)
}
