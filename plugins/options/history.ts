/**
 * An option group's entries in the menu's change log ("Historia zmian", docs/menu.md): each field
 * from → to as staff read it (names in both languages, min, max, repeatable, the options in order
 * with their price changes and defaults), every field from null for a creation, none for a deletion.
 */
import { priceChange } from '#domain/option-words.js'
import type { FieldChange } from '#schemas/menu-editor.js'

/** What the log reads of a group: its names, rule and options (Polish names). */
export interface LoggedGroup {
  name: { pl: string; en: string }
  min: number
  max: number
  repeatable?: boolean
  options: readonly { name: { pl: string }; priceDelta: number; default?: boolean }[]
}

/** "Podwójny węgorz +8,00 zł", "ogórek (domyślna)": one option as the log lists it. */
function optionWords(option: LoggedGroup['options'][number]): string {
  const change = priceChange(option.priceDelta, 'pl')
  return `${option.name.pl.trim()}${change ? ` ${change}` : ''}${option.default ? ' (domyślna)' : ''}`
}

function fields(group: LoggedGroup): Record<string, FieldChange['to']> {
  return {
    'names.pl': group.name.pl.trim(),
    'names.en': group.name.en.trim(),
    min: group.min,
    max: group.max,
    repeatable: group.repeatable === true,
    options: group.options.map(optionWords),
  }
}

/** The fields that differ between `before` (null: a creation) and `after`. */
export function groupChanges(before: LoggedGroup | null, after: LoggedGroup): FieldChange[] {
  const now = fields(after)
  const was = before ? fields(before) : null
  return Object.entries(now)
    .filter(([field, value]) => !was || JSON.stringify(was[field]) !== JSON.stringify(value))
    .map(([field, to]) => ({ field, from: was ? (was[field] ?? null) : null, to }))
}
