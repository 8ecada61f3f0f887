/** The app and the order the orders suites place, on a Wednesday afternoon when the restaurant is open. */
import { build } from '../helper.js'
// Wednesday 25 November 2026, 15:00 in Kraków (14:00 UTC): the restaurant is open 13:00-22:00.
export const OPEN = new Date('2026-11-25T14:00:00Z')
// Monday 23 November 2026, 15:00: closed all day by the schedule.
export const MONDAY = new Date('2026-11-23T14:00:00Z')

export function order(overrides: Record<string, unknown> = {}) {
  return {
    items: [
      { productId: 'nigiri-losos', count: 2 },
      { productId: 'nigiri-tunczyk', count: 2 },
      { productId: 'sashimi-losos', count: 1 },
    ],
    deliveryType: 'COURIER',
    paymentMethod: 'CASH',
    orderTimeType: 'ASAP',
    customer: { name: 'Anna Kowalska', phone: '+48 600 100 200', email: 'anna@example.pl' },
    address: {
      street: 'ul. Józefa',
      buildingNumber: '12',
      apartment: '4',
      postalCode: '31-056',
      city: 'Kraków',
    },
    acceptTerms: true,
    ...overrides,
  }
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
