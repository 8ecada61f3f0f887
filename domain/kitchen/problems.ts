/**
 * The kitchen's refusals of an order (pause, slot in a pause, full slot, outside the delivery
 * area): the checks that need no database, and the messages in Polish and English.
 */
import type { DeliveryType, Language, OrderTimeType } from '#schemas/enums.js'
import { formatTime } from '../hours/format.js'
import { inDeliveryArea } from './delivery-area.js'
import { activePause, isPaused, type Pause, slotPaused } from './pause.js'

export type KitchenProblem =
  | { code: 'ORDERING_PAUSED'; field: 'orderTimeType'; until: string; reason: string | null }
  | { code: 'SLOT_UNAVAILABLE'; field: 'orderTime'; until: string }
  | { code: 'SLOT_FULL'; field: 'orderTime' | 'orderTimeType'; next: string | null }
  | { code: 'OUTSIDE_DELIVERY_AREA'; field: 'address.postalCode'; postalCode: string }

/** The HTTP status of a refusal: 422 for the address, 409 (the kitchen's state) otherwise. */
export function kitchenProblemStatus(problem: KitchenProblem): 409 | 422 {
  return problem.code === 'OUTSIDE_DELIVERY_AREA' ? 422 : 409
}

/**
 * The checks before anything is written: the courier's postal code (normalized 'NN-NNN') in the
 * area, then the pause (an ASAP order of a paused type; a chosen time inside the pause).
 */
export function checkKitchen(input: {
  now: number
  deliveryType: DeliveryType
  orderTimeType: OrderTimeType
  orderTime: Date | null
  postalCode: string | null
  pause: Pause | null
  deliveryArea: readonly string[]
}): KitchenProblem | null {
  const { now, deliveryType, pause } = input
  if (deliveryType === 'COURIER' && input.postalCode && !inDeliveryArea(input.postalCode, input.deliveryArea))
    return { code: 'OUTSIDE_DELIVERY_AREA', field: 'address.postalCode', postalCode: input.postalCode }
  const running = activePause(pause, now)
  if (!running) return null
  if (input.orderTimeType === 'ASAP' && isPaused(running, now, deliveryType))
    return { code: 'ORDERING_PAUSED', field: 'orderTimeType', until: running.until, reason: running.reason }
  if (input.orderTime && slotPaused(running, now, deliveryType, input.orderTime.getTime()))
    return { code: 'SLOT_UNAVAILABLE', field: 'orderTime', until: running.until }
  return null
}

/** A human message for a refusal, Polish (with diacritics) or English. */
export function kitchenProblemMessage(problem: KitchenProblem, lang: Language): string {
  const pl = lang === 'pl'
  switch (problem.code) {
    case 'ORDERING_PAUSED': {
      const until = formatTime(Date.parse(problem.until), lang)
      const reason = problem.reason ? ` (${problem.reason})` : ''
      return pl
        ? `Przyjmowanie zamówień jest wstrzymane do ${until}${reason}. Wybierz późniejszą godzinę lub spróbuj ponownie po ${until}.`
        : `Ordering is paused until ${until}${reason}. Choose a later time or try again after ${until}.`
    }
    case 'SLOT_UNAVAILABLE': {
      const until = formatTime(Date.parse(problem.until), lang)
      return pl
        ? `Ta godzina jest niedostępna: zamówienia są wstrzymane do ${until}. Wybierz godzinę od ${until}.`
        : `This time is not available: ordering is paused until ${until}. Choose a time from ${until}.`
    }
    case 'SLOT_FULL': {
      const next = problem.next ? formatTime(Date.parse(problem.next), lang) : null
      if (pl)
        return next
          ? `Kuchnia ma już komplet zamówień na tę godzinę. Najbliższy wolny termin: ${next}.`
          : 'Kuchnia ma już komplet zamówień na dziś. Zapraszamy innego dnia.'
      return next
        ? `The kitchen is fully booked for this time. The next free time is ${next}.`
        : 'The kitchen is fully booked for today. Please order another day.'
    }
    case 'OUTSIDE_DELIVERY_AREA':
      return pl
        ? `Nie dowozimy pod kod pocztowy ${problem.postalCode}. Wybierz odbiór osobisty lub inny adres.`
        : `We do not deliver to postal code ${problem.postalCode}. Choose pick-up or another address.`
  }
}
