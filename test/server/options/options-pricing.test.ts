// Not in the PostgreSQL pass: pricing properties over the catalog in memory; no rows are written.
/**
 * Browser and server agree to the grosz on carts with options (docs/menu.md, "Options"): for many
 * random carts of dishes with random option groups and choices, a promo code or none, courier or
 * pick-up, the checkout's arithmetic (domain/ unitPrice + computeTotals, as useCheckout runs it) and
 * the server's priceOrder both give the totals worked out here in whole grosze, independently.
 */
import fc from 'fast-check'
import t from 'tap'
import { type OptionGroupData, unitPrice } from '#domain/options.js'
import { computeTotals } from '#domain/pricing.js'
import { priceOrder } from '#plugins/orders/placement/pricing.js'
import type { OrderRequest } from '#schemas/orders.js'
import { products, seededMenu } from '../../helpers/menu-seed.js'
import { OPEN, order } from '../../helpers/orders-setup.js'

const menu = products.filter((p) => !p.category.includes('VOUCHER')).slice(0, 12)

/** A group of 1–4 options with deltas from −20,00 to +20,00 zł; min and max within its size. */
const groupArb = (id: string) =>
  fc
    .array(fc.integer({ min: -2000, max: 2000 }), { minLength: 1, maxLength: 4 })
    .chain((deltas) =>
      fc.record({
        deltas: fc.constant(deltas),
        max: fc.integer({ min: 1, max: deltas.length }),
        minWanted: fc.nat(2),
      }),
    )
    .map(
      ({ deltas, max, minWanted }): OptionGroupData => ({
        id,
        name: { pl: `Grupa ${id}`, en: `Group ${id}` },
        min: Math.min(minWanted, max),
        max,
        options: deltas.map((d, i) => ({
          id: `${id}-o${i}`,
          name: { pl: `opcja ${i}`, en: `option ${i}` },
          priceDelta: d / 100,
          default: false,
          available: true,
        })),
      }),
    )

/** A valid choice in a group: between min and max distinct options (picked by the seeds). */
function choose(group: OptionGroupData, seeds: readonly number[]): string[] {
  const n = group.min + ((seeds[0] ?? 0) % (group.max - group.min + 1))
  const ids = group.options.map((o) => o.id)
  const chosen: string[] = []
  for (let i = 1; chosen.length < n; i++) {
    const next = ids[(seeds[i % seeds.length] ?? i) % ids.length]!
    if (!chosen.includes(next)) chosen.push(next)
    else chosen.push(ids.find((id) => !chosen.includes(id))!)
  }
  return chosen
}

t.test('property: checkout and server price random carts with options as worked out by hand', async (t) => {
  let accepted = 0
  await fc.assert(
    fc.property(
      fc.array(fc.tuple(groupArb('a'), groupArb('b')), { minLength: menu.length, maxLength: menu.length }),
      fc.array(
        fc.record({
          dish: fc.nat(menu.length - 1),
          count: fc.integer({ min: 1, max: 4 }),
          seeds: fc.array(fc.nat(100), { minLength: 1, maxLength: 6 }),
          groups: fc.nat(2),
        }),
        { minLength: 1, maxLength: 6 },
      ),
      fc.constantFrom('SELF', 'COURIER'),
      fc.option(fc.integer({ min: 1, max: 60 }), { nil: null }),
      (groupSets, lines, deliveryType, percent) => {
        // Each dish has none, one or two groups (the first line naming it decides).
        const groupsOf = new Map<string, OptionGroupData[]>()
        for (const l of lines) {
          const dish = menu[l.dish]!
          if (!groupsOf.has(dish.id)) {
            const [a, b] = groupSets[l.dish]!
            groupsOf.set(
              dish.id,
              [a, b].slice(0, l.groups).map((g) => ({ ...g, id: `${dish.id}-${g.id}` })),
            )
            groupsOf.set(
              dish.id,
              groupsOf
                .get(dish.id)!
                .map((g) => ({ ...g, options: g.options.map((o) => ({ ...o, id: `${g.id}-${o.id}` })) })),
            )
          }
        }
        const cart = lines.map((l) => {
          const dish = menu[l.dish]!
          const groups = groupsOf.get(dish.id)!
          return {
            dish,
            count: l.count,
            groups,
            options: groups.flatMap((g, i) => choose(g, [...l.seeds, i])),
          }
        })
        // By hand, in grosze: each unit max(0, price + Σ deltas), × count; lines with the same dish
        // and options add up (they are one line on the server, at the same unit price).
        let productsGr = 0
        for (const line of cart) {
          let unit = Math.round(line.dish.price * 100)
          for (const g of line.groups)
            for (const o of g.options) if (line.options.includes(o.id)) unit += Math.round(o.priceDelta * 100)
          productsGr += Math.max(0, unit) * line.count
        }
        const discountGr = percent === null ? 0 : Math.round((productsGr * percent) / 100)
        const totalGr = productsGr - discountGr + (deliveryType === 'COURIER' ? 999 : 0)
        const discount = percent === null ? null : { type: 'PERCENTAGE' as const, value: percent }

        const browser = computeTotals({
          lines: cart.map((l) => ({ price: unitPrice(l.dish.price, l.groups, l.options), count: l.count })),
          deliveryType,
          discount,
        })
        if (Math.round(browser.total * 100) !== totalGr) return false
        if (Math.round(browser.products * 100) !== productsGr) return false

        const body = order({
          items: cart.map((l) => ({ productId: l.dish.id, count: l.count, options: l.options })),
          deliveryType,
          expectedTotal: totalGr / 100,
        }) as unknown as OrderRequest
        try {
          const priced = priceOrder(body, {
            menu: seededMenu,
            now: OPEN,
            override: null,
            onlinePaymentAvailable: false,
            discount,
            promoCode: discount ? 'KOD' : null,
            optionGroupsOf: (id) => groupsOf.get(id) ?? [],
          })
          accepted++
          return priced.totals.total === totalGr && priced.totals.products === productsGr
        } catch (error) {
          // Only the courier minimum refuses one of these orders, when the hand-made sum says so.
          const code = (error as { code?: string }).code
          return code === 'COURIER_MINIMUM' && deliveryType === 'COURIER' && productsGr - discountGr < 9900
        }
      },
    ),
    { numRuns: 300 },
  )
  t.ok(accepted > 150, `most of the 300 carts were placed (${accepted}), not refused`)
})
