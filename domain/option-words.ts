/**
 * A line's options as the kitchen reads them (docs/menu.md, "Options"): what was added ("+ jajko"),
 * taken off ("− ogórek"), swapped ("łosoś → tuńczyk") or chosen ("Ostrość: łagodny"). Made once,
 * when the order is placed, and stored with the line by name and price, so later menu edits never
 * change an order; shared by the board card, the ticket, the e-mail and the order's API answers.
 */
import type { Language } from '#schemas/enums.js'
import { formatPrice, toGrosze, toPln } from './money.js'
import { isPickOne, type OptionGroupData, optionCounts } from './options.js'

/** ADD an extra · REMOVE a default · REPLACE a pick-one default · CHOOSE in a required pick-one. */
export type LineOptionKind = 'ADD' | 'REMOVE' | 'REPLACE' | 'CHOOSE'

/** One option of an ordered line, by name, with the price change it had when ordered (PLN). */
export interface LineOption {
  kind: LineOptionKind
  group: string
  name: string
  /** The price change of one portion (PLN). */
  priceDelta: number
  /** ADD: portions taken, when more than one ("2 × Podwójny węgorz"); absent = 1. */
  quantity?: number
  /** REPLACE: the default it replaces. */
  replaces?: string
  /**
   * The same words in English, stored with the order so that an English page shows them (orders
   * placed before English words were kept have none and show the Polish ones).
   */
  en?: { group: string; name: string; replaces?: string }
}

/**
 * The options of a line in the words of the menu's language `lang`, group by group in the dish's
 * order. A pick-one group whose default was swapped gives REPLACE; a required pick-one gives
 * CHOOSE (also when the default is kept: the cook needs to know); in other groups each chosen
 * non-default is ADD and each default left out is REMOVE. A chosen default of an optional group
 * is the dish as it comes and is left out, unless it costs something or is taken more than once.
 * An option taken several times (a repeatable group) is one ADD with its `quantity`.
 */
export function lineOptions(
  groups: readonly OptionGroupData[],
  optionIds: readonly string[],
  lang: Language = 'pl',
): LineOption[] {
  const counts = optionCounts(optionIds)
  const chosen = new Set(counts.keys())
  const words: LineOption[] = []
  for (const group of groups) {
    const picked = group.options.filter((o) => chosen.has(o.id))
    const defaults = group.options.filter((o) => o.default)
    const base = { group: group.name[lang] }
    const [only] = picked
    const [standard] = defaults
    if (isPickOne(group) && only && standard && only.id !== standard.id && defaults.length === 1) {
      words.push({
        ...base,
        kind: 'REPLACE',
        name: only.name[lang],
        priceDelta: only.priceDelta,
        replaces: standard.name[lang],
      })
      continue
    }
    if (isPickOne(group) && group.min === 1 && only) {
      words.push({ ...base, kind: 'CHOOSE', name: only.name[lang], priceDelta: only.priceDelta })
      continue
    }
    for (const o of picked) {
      const quantity = counts.get(o.id) ?? 1
      if (o.default && toGrosze(o.priceDelta) === 0 && quantity === 1) continue
      words.push({
        ...base,
        kind: 'ADD',
        name: o.name[lang],
        priceDelta: o.priceDelta,
        ...(quantity > 1 ? { quantity } : {}),
      })
    }
    for (const o of defaults) {
      if (!chosen.has(o.id)) words.push({ ...base, kind: 'REMOVE', name: o.name[lang], priceDelta: 0 })
    }
  }
  return words
}

/**
 * The options as stored with an order line: in Polish, each with its English words. The kinds and
 * their order do not depend on the language, so the two lists match one to one.
 */
export function orderLineOptions(
  groups: readonly OptionGroupData[],
  optionIds: readonly string[],
): LineOption[] {
  const en = lineOptions(groups, optionIds, 'en')
  return lineOptions(groups, optionIds, 'pl').map((o, i) => {
    const e = en[i]!
    return {
      ...o,
      en: { group: e.group, name: e.name, ...(e.replaces === undefined ? {} : { replaces: e.replaces }) },
    }
  })
}

/** A stored option in the page's language: its English words where the order kept them. */
export function lineOptionIn<T extends LineOption>(option: T, lang: Language): T {
  if (lang !== 'en' || !option.en) return option
  const { group, name, replaces } = option.en
  return { ...option, group, name, ...(replaces === undefined ? {} : { replaces }) }
}

/** A price change as the dialog and the e-mail write it: "+6,00 zł", "−2,00 zł" (none for 0). */
export function priceChange(pln: number, lang: Language): string {
  const g = toGrosze(pln)
  if (g === 0) return ''
  return `${g > 0 ? '+' : '−'}${formatPrice(Math.abs(g) / 100, lang)}`
}

/**
 * One option in the kitchen's words: "+ jajko", "+ 2 × Podwójny węgorz", "− ogórek",
 * "łosoś → tuńczyk", "Ostrość: łagodny"; with `withPrice`, the price change of all its portions
 * follows in brackets ("+ jajko (+4,00 zł)", "+ 2 × Podwójny węgorz (+16,00 zł)").
 */
export function lineOptionText(
  option: LineOption,
  options: { withPrice?: boolean; lang?: Language } = {},
): string {
  const quantity = option.quantity ?? 1
  const text =
    option.kind === 'ADD'
      ? `+ ${quantity > 1 ? `${quantity} × ` : ''}${option.name}`
      : option.kind === 'REMOVE'
        ? `− ${option.name}`
        : option.kind === 'REPLACE'
          ? `${option.replaces} → ${option.name}`
          : `${option.group}: ${option.name}`
  const change = options.withPrice
    ? priceChange(toPln(toGrosze(option.priceDelta) * quantity), options.lang ?? 'pl')
    : ''
  return change ? `${text} (${change})` : text
}
