/**
 * Dish options (docs/menu.md, "Options"): option groups with a minimum and a maximum choice, options
 * with a price change in PLN, defaults and today's availability. The unit price of a line and the
 * checks of a guest's choice, shared by the choice dialog, the checkout and the server.
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
  options: OptionData[]
}

/** A group is a radio group when exactly one option may be chosen, checkboxes otherwise. */
export function isPickOne(group: Pick<OptionGroupData, 'max'>): boolean {
  return group.max === 1
}

/** Sorted, de-duplicated option ids: the form a cart line keeps and compares. */
export function normalizeOptionIds(ids: readonly string[] | null | undefined): string[] {
  return [...new Set(ids ?? [])].sort()
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

/** The chosen options as found in the dish's groups (unknown ids are skipped). */
function chosenOptions(
  groups: readonly OptionGroupData[],
  optionIds: readonly string[],
): { group: OptionGroupData; option: OptionData }[] {
  const chosen = new Set(optionIds)
  const found: { group: OptionGroupData; option: OptionData }[] = []
  for (const group of groups) {
    for (const option of group.options) if (chosen.has(option.id)) found.push({ group, option })
  }
  return found
}

/**
 * A line's unit price in grosze: the dish's price plus its chosen options' changes, never below
 * zero. Options the dish does not have add nothing (checkOptions refuses them).
 */
export function unitPriceInGrosze(
  dishPrice: number,
  groups: readonly OptionGroupData[],
  optionIds: readonly string[],
): number {
  let grosze = toGrosze(dishPrice)
  for (const { option } of chosenOptions(groups, normalizeOptionIds(optionIds))) {
    grosze += toGrosze(option.priceDelta)
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
 * ordered. In this order: an option the dish's groups do not have (UNKNOWN), an option twice
 * (DUPLICATE), an option switched off today (OPTION_UNAVAILABLE), then each group in the dish's
 * order: fewer than its min (TOO_FEW) or more than its max (TOO_MANY).
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
    if (seen.has(id)) return { code: 'OPTIONS_INVALID', reason: 'DUPLICATE', ...found }
    seen.add(id)
  }
  for (const id of seen) {
    const found = where.get(id)!
    if (!found.option.available) return { code: 'OPTION_UNAVAILABLE', ...found }
  }
  for (const group of groups) {
    const n = group.options.filter((o) => seen.has(o.id)).length
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
  const chosen = new Set(optionIds)
  return groups.filter((g) => g.options.filter((o) => chosen.has(o.id)).length < g.min)
}

/** How many to choose, in words: "wybierz 1", "wybierz od 1 do 3", "do 2", "dowolnie". */
export function choiceRule(group: Pick<OptionGroupData, 'min' | 'max'>, lang: Language): string {
  const { min, max } = group
  const pl = lang === 'pl'
  if (min === max) return pl ? `wybierz ${min}` : `choose ${min}`
  if (min === 0) return pl ? `opcjonalnie, najwyżej ${max}` : `optional, up to ${max}`
  return pl ? `wybierz od ${min} do ${max}` : `choose ${min} to ${max}`
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
  if (min === max) return pl ? `${group}: wybierz ${min}.` : `${group}: choose ${min}.`
  if (problem.reason === 'TOO_FEW') {
    return pl ? `${group}: wybierz co najmniej ${min}.` : `${group}: choose at least ${min}.`
  }
  return pl ? `${group}: wybierz najwyżej ${max}.` : `${group}: choose at most ${max}.`
}

/** A dish's groups as guests read them in one language (GET /api/menu, docs/api.md). */
export function localizeOptionGroups(groups: readonly OptionGroupData[], lang: Language) {
  return groups.map((g) => ({
    id: g.id,
    name: g.name[lang],
    min: g.min,
    max: g.max,
    options: g.options.map((o) => ({
      id: o.id,
      name: o.name[lang],
      priceDelta: o.priceDelta,
      default: o.default,
      available: o.available,
    })),
  }))
}
