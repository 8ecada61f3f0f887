/** Stored option rows → the shapes the rules, the guests and the staff read (prices: grosze in, PLN out). */
import { untilOf } from '#domain/availability.js'
import { toPln } from '#domain/money.js'
import type { OptionGroupData } from '#domain/options.js'
import type { VatRate } from '#schemas/enums.js'
import type { StaffOptionGroup } from '#schemas/options.js'
import type { OptionRows } from './repository.js'

/** What every reader of options starts from: each group with its options, and each dish's groups. */
export interface OptionsSnapshot {
  groups: Map<string, OptionGroupData & { until: Map<string, string | null>; productIds: string[] }>
  byProduct: Map<string, string[]>
}

/** Builds the snapshot from the rows read at one instant (switch-offs that still hold). */
export function snapshotOf(rows: OptionRows): OptionsSnapshot {
  const off = new Map(rows.switchedOff.map((row) => [row.optionId, row.expiresAt]))
  const groups: OptionsSnapshot['groups'] = new Map()
  for (const g of rows.groups) {
    groups.set(g.id, {
      id: g.id,
      name: { pl: g.namePl, en: g.nameEn },
      min: g.min,
      max: g.max,
      repeatable: g.repeatable === 1,
      options: [],
      until: new Map(),
      productIds: [],
    })
  }
  for (const o of rows.options) {
    const group = groups.get(o.groupId)
    if (!group) continue
    group.options.push({
      id: o.id,
      name: { pl: o.namePl, en: o.nameEn },
      priceDelta: toPln(o.deltaGrosze),
      default: o.isDefault === 1,
      vatRate: o.vatRate as VatRate | null,
      available: !off.has(o.id),
    })
    if (off.has(o.id)) group.until.set(o.id, off.get(o.id) ?? null)
  }
  const byProduct = new Map<string, string[]>()
  for (const a of rows.attachments) {
    byProduct.set(a.productId, [...(byProduct.get(a.productId) ?? []), a.groupId])
    groups.get(a.groupId)?.productIds.push(a.productId)
  }
  return { groups, byProduct }
}

/** A dish's groups in its order, as the rules read them (empty for a dish without options). */
export function groupsOfProduct(snapshot: OptionsSnapshot, productId: string): OptionGroupData[] {
  const ids = snapshot.byProduct.get(productId) ?? []
  const found: OptionGroupData[] = []
  for (const id of ids) {
    const group = snapshot.groups.get(id)
    if (group)
      found.push({
        id: group.id,
        name: group.name,
        min: group.min,
        max: group.max,
        repeatable: group.repeatable === true,
        options: group.options,
      })
  }
  return found
}

/** Every group as the staff see it (sorted by Polish name), with today's switch-offs and its dishes. */
export function staffGroups(snapshot: OptionsSnapshot): StaffOptionGroup[] {
  return [...snapshot.groups.values()].map((g) => ({
    id: g.id,
    name: g.name,
    min: g.min,
    max: g.max,
    repeatable: g.repeatable === true,
    options: g.options.map((o) => ({
      ...o,
      vatRate: o.vatRate ?? null,
      until: o.available ? null : untilOf({ expiresAt: g.until.get(o.id) ?? null }),
    })),
    productIds: [...g.productIds].sort(),
  }))
}
