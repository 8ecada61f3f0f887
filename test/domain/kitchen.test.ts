/** The kitchen's rules: pause windows, capacity counting, postal codes, the refusals' wording. */
import t from 'tap'
import { expectedReadyAt } from '#domain/hours/slots.js'
import { isPaused } from '#domain/kitchen/pause.js'
import {
  checkKitchen,
  DEFAULT_DELIVERY_AREA,
  describeArea,
  fullSlots,
  inDeliveryArea,
  kitchenProblemMessage,
  kitchenProblemStatus,
  nextFreeSlot,
  normalizeAreaEntry,
  type Pause,
  pauseEnd,
  slotKey,
  slotPaused,
} from '#domain/kitchen.js'
import { winter } from './hours/helpers.js'

const at = (time: string) => winter('2026-11-25', time).getTime()
const CLOSING = at('22:00')

t.test('a pause of N minutes ends N minutes later, never past closing', async (t) => {
  t.equal(pauseEnd(at('19:10'), { minutes: 30 }, CLOSING), at('19:40'))
  t.equal(pauseEnd(at('21:50'), { minutes: 30 }, CLOSING), CLOSING, 'across closing: ends at closing')
  t.equal(pauseEnd(at('21:50'), { untilClosing: true }, CLOSING), CLOSING)
  t.equal(pauseEnd(at('22:10'), { untilClosing: true }, CLOSING), null, 'nothing to pause after closing')
  t.equal(pauseEnd(at('10:00'), { untilClosing: true }, null), null, 'closed all day')
  t.equal(pauseEnd(at('22:10'), { minutes: 15 }, CLOSING), at('22:25'), 'after closing: as asked')
})

t.test('a pause stops its delivery types until it ends, then resumes by itself', async (t) => {
  const pause: Pause = {
    until: new Date(at('19:40')).toISOString(),
    deliveryTypes: ['COURIER'],
    reason: null,
  }
  t.equal(isPaused(pause, at('19:39'), 'COURIER'), true)
  t.equal(isPaused(pause, at('19:39'), 'SELF'), false, 'pick-up goes on')
  t.equal(isPaused(pause, at('19:40'), 'COURIER'), false, 'resumed at its end')
  t.equal(slotPaused(pause, at('19:00'), 'COURIER', at('19:30')), true, 'a slot inside the pause')
  t.equal(slotPaused(pause, at('19:00'), 'COURIER', at('19:45')), false, 'a slot after it')
  t.equal(slotPaused(null, at('19:00'), 'COURIER', at('19:30')), false)
})

t.test('ASAP orders count in the slot their expected time falls in; busy mode moves it', async (t) => {
  const now = winter('2026-11-25', '19:07')
  t.equal(slotKey(expectedReadyAt(now, 'SELF').getTime()), winter('2026-11-25', '19:30').toISOString())
  t.equal(slotKey(expectedReadyAt(now, 'COURIER').getTime()), winter('2026-11-25', '20:00').toISOString())
  t.equal(slotKey(expectedReadyAt(now, 'COURIER', 30).getTime()), winter('2026-11-25', '20:30').toISOString())
  t.equal(expectedReadyAt(now, 'SELF', 45).toISOString(), winter('2026-11-25', '20:22').toISOString())
})

t.test('full slots and the next free one', async (t) => {
  const slots = ['19:00', '19:15', '19:30', '19:45'].map((h) => winter('2026-11-25', h).toISOString())
  const taken = new Map([
    [slots[0]!, 8],
    [slots[1]!, 7],
    [slots[2]!, 9],
  ])
  t.same(fullSlots(slots, taken, 8), [slots[0], slots[2]], 'at or over capacity')
  t.same(fullSlots(slots, taken, null), [], 'unlimited')
  t.same(fullSlots(slots, taken, 7), [slots[0], slots[1], slots[2]])
  t.equal(nextFreeSlot(slots, [slots[0]!, slots[2]!], at('19:00')), slots[1])
  t.equal(nextFreeSlot(slots, [slots[0]!, slots[1]!, slots[2]!], at('19:00')), slots[3])
  t.equal(nextFreeSlot(slots, slots, at('19:00')), null, 'none left today')
})

t.test('postal codes: prefixes and whole codes', async (t) => {
  t.equal(inDeliveryArea('31-234', DEFAULT_DELIVERY_AREA), true)
  t.equal(inDeliveryArea('30-001', DEFAULT_DELIVERY_AREA), true)
  t.equal(inDeliveryArea('32-020', DEFAULT_DELIVERY_AREA), true, 'Wieliczka')
  t.equal(inDeliveryArea('32-021', DEFAULT_DELIVERY_AREA), false, 'a neighbour of a whole code')
  t.equal(inDeliveryArea('32-400', DEFAULT_DELIVERY_AREA), false, 'Myślenice')
  t.equal(inDeliveryArea('00-950', DEFAULT_DELIVERY_AREA), false, 'Warsaw')
  t.equal(inDeliveryArea('32-089', ['32-08']), true, 'a three-digit prefix')
  t.equal(normalizeAreaEntry(' 31 '), '31-')
  t.equal(normalizeAreaEntry('31-'), '31-')
  t.equal(normalizeAreaEntry('31234'), '31-234')
  t.equal(normalizeAreaEntry('32-08'), '32-08')
  t.equal(normalizeAreaEntry('3'), null)
  t.equal(normalizeAreaEntry('31-2345'), null)
  t.equal(normalizeAreaEntry('ab-123'), null)
  t.equal(describeArea(['30-', '32-020']), '30-…, 32-020')
})

t.test('checkKitchen: the area first, then the pause', async (t) => {
  const pause: Pause = {
    until: new Date(at('19:40')).toISOString(),
    deliveryTypes: ['COURIER', 'SELF'],
    reason: 'Dużo zamówień',
  }
  const base = {
    now: at('19:10'),
    deliveryType: 'COURIER' as const,
    orderTimeType: 'ASAP' as const,
    orderTime: null,
    postalCode: '31-234',
    pause,
    deliveryArea: DEFAULT_DELIVERY_AREA,
  }
  const outside = checkKitchen({ ...base, postalCode: '34-500' })
  t.match(outside, { code: 'OUTSIDE_DELIVERY_AREA', field: 'address.postalCode' })
  t.equal(kitchenProblemStatus(outside!), 422)
  const paused = checkKitchen(base)
  t.match(paused, { code: 'ORDERING_PAUSED', until: pause.until })
  t.equal(kitchenProblemStatus(paused!), 409)
  t.equal(
    kitchenProblemMessage(paused!, 'pl'),
    'Przyjmowanie zamówień jest wstrzymane do 19:40 (Dużo zamówień). Wybierz późniejszą godzinę lub spróbuj ponownie po 19:40.',
  )
  t.match(kitchenProblemMessage(paused!, 'en'), /^Ordering is paused until 19:40/)
  const slot = checkKitchen({ ...base, orderTimeType: 'DATE', orderTime: winter('2026-11-25', '19:30') })
  t.match(slot, { code: 'SLOT_UNAVAILABLE', field: 'orderTime' })
  t.match(kitchenProblemMessage(slot!, 'pl'), /wstrzymane do 19:40/)
  t.equal(checkKitchen({ ...base, orderTimeType: 'DATE', orderTime: winter('2026-11-25', '19:45') }), null)
  t.equal(checkKitchen({ ...base, now: at('19:40') }), null, 'after the pause')
  t.match(
    kitchenProblemMessage(
      { code: 'SLOT_FULL', field: 'orderTime', next: winter('2026-11-25', '20:15').toISOString() },
      'pl',
    ),
    /Najbliższy wolny termin: 20:15/,
  )
  t.match(
    kitchenProblemMessage({ code: 'SLOT_FULL', field: 'orderTime', next: null }, 'en'),
    /fully booked for today/,
  )
  t.match(kitchenProblemMessage(outside!, 'en'), /do not deliver to postal code 34-500/)
})
