/**
 * What an edit changes, field by field (docs/menu.md, "Change log"): the change log's entries and
 * the import's dry run list `{field, from, to}` for every field whose value differs, with prices in
 * PLN, texts per language (`names.pl`) and lists compared as a whole.
 */
import type { AllergenCode, CategoryKind, ProductTag, VatRate } from '#schemas/enums.js'
import type { FieldChange } from '#schemas/menu-editor.js'

type Value = string | number | boolean | readonly string[] | null
type Flat = Record<string, Value>

/** A dish as the editor's fields, flat. */
export interface ProductView {
  names: { pl: string; en: string }
  descriptions: { pl: string; en: string }
  price: number
  /** VAT rate in percent (23, 8, 5, 0). */
  vatRate: VatRate
  /** Deposit per piece in PLN, or null. */
  deposit: number | null
  mainCategory: string
  categories: string[]
  count: number | null
  allergens: AllergenCode[]
  tags: ProductTag[]
  visible: boolean
  /** Marked new ("Nowość"). */
  isNew: boolean
  position: number
  slug: string
  picture: string | null
}

/** A category as the editor's fields, flat. */
export interface CategoryView {
  key: string
  names: { pl: string; en: string }
  intros: { pl: string; en: string }
  slug: string
  kind: CategoryKind
  position: number
  visible: boolean
}

function flatten(view: object): Flat {
  const flat: Flat = {}
  for (const [field, value] of Object.entries(view)) {
    if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
      for (const [lang, text] of Object.entries(value)) flat[`${field}.${lang}`] = text as string
    } else {
      flat[field] = value as Value
    }
  }
  return flat
}

const same = (a: Value | undefined, b: Value | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/**
 * Every field that differs between `before` and `after` (null: the dish or category did not exist,
 * or no longer does), in the fields' order.
 */
export function fieldChanges(
  before: ProductView | CategoryView | null,
  after: ProductView | CategoryView | null,
): FieldChange[] {
  const from = before ? flatten(before) : {}
  const to = after ? flatten(after) : {}
  const fields = [...new Set([...Object.keys(to), ...Object.keys(from)])]
  return fields
    .filter((field) => !same(from[field], to[field]))
    .map((field) => ({
      field,
      from: copy(from[field]),
      to: copy(to[field]),
    }))
}

function copy(value: Value | undefined): FieldChange['from'] {
  if (value === undefined) return null
  return Array.isArray(value) ? [...value] : (value as FieldChange['from'])
}
