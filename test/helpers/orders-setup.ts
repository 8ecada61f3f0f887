/** The app and the order the orders suites place, on a Wednesday afternoon when the restaurant is open. */

import { build } from './app.js'
import { courierOrderBody, dishes, GUEST } from './fixtures.js'
// Wednesday 25 November 2026, 15:00 in Kraków (14:00 UTC): the restaurant is open 13:00-22:00.
import { OPEN } from './instants.js'

export { OPEN }
// Monday 23 November 2026, 15:00: closed all day by the schedule.
export const MONDAY = new Date('2026-11-23T14:00:00Z')

export function order(overrides: Record<string, unknown> = {}) {
  return courierOrderBody({
    items: [
      { productId: dishes.salmonNigiri.id, count: 2 },
      { productId: dishes.tunaNigiri.id, count: 2 },
      { productId: dishes.salmonSashimi.id, count: 1 },
    ],
    customer: { ...GUEST, phone: '+48 600 100 200' },
    ...overrides,
  })
}

export async function app(t: Parameters<typeof build>[0], now = OPEN) {
  let clock = now
  const instance = await build(t, { now: () => clock })
  return Object.assign(instance, { setNow: (d: Date) => (clock = d) })
}

export async function countRows(a: Awaited<ReturnType<typeof app>>) {
  const [orders, lines, events, keys] = await Promise.all(
    (['orders', 'order_lines', 'order_events', 'idempotency_keys'] as const).map(async (table) => {
      const row = await a.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      return Number(row.n)
    }),
  )
  return { orders, lines, events, keys }
}
