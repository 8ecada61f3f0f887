/**
 * Dish options (docs/menu.md, "Options"): option groups with a minimum and a maximum choice, options
 * with a price change in PLN, defaults and today's availability. The unit price of a line and the
 * checks of a guest's choice, shared by the choice dialog, the checkout and the server.
 *
 * A choice is a list of option ids; in a repeatable group an id may stand in it more than once
 * ("Podwójny węgorz" twice = two portions), and the group's min and max count portions.
 */
import type { Language, VatRate } from '#schemas/enums.js'
import { toGrosze, toPln } from './money.js'

/** A text in both languages (as the menu's names are). */
interface Names {
  pl: string
  en: string
}

/** One option of a group: "tuńczyk zamiast łososia", +6 zł. */
interface OptionData {
  id: string
  name: Names
  /** Price change in PLN (two decimals), 0 or negative allowed. */
  priceDelta: number
  /** Pre-selected in the choice dialog. */
  default: boolean
  /** The option's own VAT rate; absent or null: the dish's rate holds (the line takes the highest). */
  vatRate?: VatRate | null
  /** False while it is switched off for today. */
  available: boolean
}

/** A group of options: min 0 max 1 "optional, one", 1–1 "pick one", 0–N extras. */
export interface OptionGroupData {
  id: string
  name: Names
  min: number
  max: number
  /**
   * An option may be taken more than once (two portions of an extra); min and max then count
   * portions. Absent or false: each option at most once (groups made before it existed).
   */
  repeatable?: boolean
  options: OptionData[]
}

/** A group is a radio group when exactly one option may be chosen, checkboxes otherwise. */
export function isPickOne(group: Pick<OptionGroupData, 'max'>): boolean {
  return group.max === 1
}

/** Does the group offer − and + per option (a repeatable group of more than one portion)? */
export function isRepeatable(group: Pick<OptionGroupData, 'max' | 'repeatable'>): boolean {
  return group.repeatable === true && !isPickOne(group)
}

/**
 * Sorted option ids, an id taken twice standing twice: the form a cart line keeps and compares.
 * Lines stored before repeats existed hold each id once and read the same.
 */
export function normalizeOptionIds(ids: readonly string[] | null | undefined): string[] {
  return [...(ids ?? [])].sort()
}

/** How many times each id stands in a choice. */
export function optionCounts(ids: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1)
  return counts
}

/** Portions chosen in one group (each option counted as often as it was taken). */
export function portionsIn(group: OptionGroupData, ids: readonly string[]): number {
  const counts = optionCounts(ids)
  let n = 0
  for (const o of group.options) n += counts.get(o.id) ?? 0
  return n
}

/** The options pre-selected for a dish: each group's available defaults, at most its max. */
export function defaultOptionIds(groups: readonly OptionGroupData[]): string[] {
  const ids: string[] = []
  for (const group of groups) {
    const defaults = group.options.filter((o) => o.default && o.available).slice(0, group.max)
    for (const o of defaults) ids.push(o.id)
  }
  return ids
}

/** The chosen options as found in the dish's groups, each with how often (unknown ids are skipped). */
function chosenOptions(
  groups: readonly OptionGroupData[],
  optionIds: readonly string[],
): { group: OptionGroupData; option: OptionData; quantity: number }[] {
  const counts = optionCounts(optionIds)
  const found: { group: OptionGroupData; option: OptionData; quantity: number }[] = []
  for (const group of groups) {
    for (const option of group.options) {
      const quantity = counts.get(option.id) ?? 0
      if (quantity > 0) found.push({ group, option, quantity })
    }
  }
  return found
}

/**
 * A line's unit price in grosze: the dish's price plus its chosen options' changes (an option taken
 * twice counts twice), never below zero. Options the dish does not have add nothing (checkOptions
 * refuses them).
 */
export function unitPriceInGrosze(
  dishPrice: number,
  groups: readonly OptionGroupData[],
  optionIds: readonly string[],
): number {
  let grosze = toGrosze(dishPrice)
  for (const { option, quantity } of chosenOptions(groups, optionIds)) {
    grosze += toGrosze(option.priceDelta) * quantity
  }
  return Math.max(0, grosze)
}

/** Like unitPriceInGrosze, in PLN (two decimals): what computeTotals takes as a line's price. */
export function unitPrice(
  dishPrice: number,
  groups: readonly OptionGroupData[],
  optionIds: readonly string[],
): number {
  return toPln(unitPriceInGrosze(dishPrice, groups, optionIds))
}

/** What is wrong with a choice of options; `group` is the group concerned (absent for UNKNOWN). */
export type OptionProblem =
  | { code: 'OPTIONS_INVALID'; reason: 'UNKNOWN'; optionId: string }
  | { code: 'OPTIONS_INVALID'; reason: 'DUPLICATE'; group: OptionGroupData; option: OptionData }
  | { code: 'OPTIONS_INVALID'; reason: 'TOO_FEW' | 'TOO_MANY'; group: OptionGroupData }
  | { code: 'OPTION_UNAVAILABLE'; group: OptionGroupData; option: OptionData }

/**
 * Checks a guest's choice for one dish and returns its first problem, or null when it can be
 * ordered. In this order: an option the dish's groups do not have (UNKNOWN), an option twice in a
 * group that is not repeatable (DUPLICATE), an option switched off today (OPTION_UNAVAILABLE), then
 * each group in the dish's order: fewer portions than its min (TOO_FEW) or more than its max
 * (TOO_MANY).
 */
export function checkOptions(
  groups: readonly OptionGroupData[],
  optionIds: readonly string[],
): OptionProblem | null {
  const where = new Map<string, { group: OptionGroupData; option: OptionData }>()
  for (const group of groups) for (const option of group.options) where.set(option.id, { group, option })
  const seen = new Set<string>()
  for (const id of optionIds) {
    const found = where.get(id)
    if (!found) return { code: 'OPTIONS_INVALID', reason: 'UNKNOWN', optionId: id }
    if (seen.has(id) && !isRepeatable(found.group))
      return { code: 'OPTIONS_INVALID', reason: 'DUPLICATE', ...found }
    seen.add(id)
  }
  for (const id of seen) {
    const found = where.get(id)!
    if (!found.option.available) return { code: 'OPTION_UNAVAILABLE', ...found }
  }
  for (const group of groups) {
    const n = portionsIn(group, optionIds)
    if (n < group.min) return { code: 'OPTIONS_INVALID', reason: 'TOO_FEW', group }
    if (n > group.max) return { code: 'OPTIONS_INVALID', reason: 'TOO_MANY', group }
  }
  return null
}

/** The groups still short of their minimum: what the dialog's add button names. */
export function missingGroups(
  groups: readonly OptionGroupData[],
  optionIds: readonly string[],
): OptionGroupData[] {
  return groups.filter((g) => portionsIn(g, optionIds) < g.min)
}

/**
 * Portions after a verb ("wybierz 1 porcję", "2 porcje", "5 porcji", "12 porcji", "22 porcje") or,
 * with `genitive`, after "do" ("do 1 porcji", "do 3 porcji"); "1 portion", "3 portions".
 */
function portions(n: number, lang: Language, genitive = false): string {
  if (lang === 'en') return `${n} ${n === 1 ? 'portion' : 'portions'}`
  if (genitive) return `${n} porcji`
  if (n === 1) return '1 porcję'
  const [tens, ones] = [n % 100, n % 10]
  const few = ones >= 2 && ones <= 4 && (tens < 12 || tens > 14)
  return `${n} ${few ? 'porcje' : 'porcji'}`
}

/**
 * How many to choose, in words: "wybierz 1", "wybierz od 1 do 3", "opcjonalnie, najwyżej 2"; in a
 * repeatable group the numbers are portions ("opcjonalnie, najwyżej 3 porcje, opcje można
 * powtarzać").
 */
export function choiceRule(
  group: Pick<OptionGroupData, 'min' | 'max' | 'repeatable'>,
  lang: Language,
): string {
  const { min, max } = group
  const pl = lang === 'pl'
  if (!isRepeatable(group)) {
    if (min === max) return pl ? `wybierz ${min}` : `choose ${min}`
    if (min === 0) return pl ? `opcjonalnie, najwyżej ${max}` : `optional, up to ${max}`
    return pl ? `wybierz od ${min} do ${max}` : `choose ${min} to ${max}`
  }
  const repeat = pl ? 'opcje można powtarzać' : 'options may repeat'
  if (min === max) return `${pl ? 'wybierz' : 'choose'} ${portions(max, lang)}, ${repeat}`
  if (min === 0)
    return `${pl ? 'opcjonalnie, najwyżej' : 'optional, up to'} ${portions(max, lang)}, ${repeat}`
  return pl
    ? `wybierz od ${min} do ${portions(max, lang, true)}, ${repeat}`
    : `choose ${min} to ${portions(max, lang)}, ${repeat}`
}

/** A problem in the guest's language, naming the group: "Grupa „Ryba”: wybierz 1." */
export function optionProblemMessage(problem: OptionProblem, lang: Language, dishName = ''): string {
  const pl = lang === 'pl'
  if (problem.code === 'OPTION_UNAVAILABLE') {
    const [o, g] = [problem.option.name[lang], problem.group.name[lang]]
    return pl
      ? `Opcja „${o}” z grupy „${g}” jest dziś niedostępna.`
      : `The option “${o}” in “${g}” is not available today.`
  }
  if (problem.reason === 'UNKNOWN') {
    return pl
      ? `Danie „${dishName}” nie ma opcji „${problem.optionId}”.`
      : `The dish “${dishName}” has no option “${problem.optionId}”.`
  }
  const g = problem.group.name[lang]
  const group = pl ? `Grupa „${g}”` : `“${g}”`
  if (problem.reason === 'DUPLICATE') {
    const o = problem.option.name[lang]
    return pl ? `${group}: opcja „${o}” wybrana dwa razy.` : `${group}: “${o}” is chosen twice.`
  }
  const { min, max } = problem.group
  const n = (k: number, genitive = false) =>
    isRepeatable(problem.group) ? portions(k, lang, genitive) : `${k}`
  if (min === max) return pl ? `${group}: wybierz ${n(min)}.` : `${group}: choose ${n(min)}.`
  if (problem.reason === 'TOO_FEW') {
    return pl ? `${group}: wybierz co najmniej ${n(min)}.` : `${group}: choose at least ${n(min)}.`
  }
  return pl ? `${group}: wybierz najwyżej ${n(max)}.` : `${group}: choose at most ${n(max)}.`
}

/** A dish's groups as guests read them in one language (GET /api/menu, docs/api.md). */
export function localizeOptionGroups(groups: readonly OptionGroupData[], lang: Language) {
  return groups.map((g) => ({
    id: g.id,
    name: g.name[lang],
    min: g.min,
    max: g.max,
    repeatable: g.repeatable === true,
    options: g.options.map((o) => ({
      id: o.id,
      name: o.name[lang],
      priceDelta: o.priceDelta,
      default: o.default,
      available: o.available,
    })),
  }))
}
