/**
 * Builders that keep the catalog files short and every product complete and consistent:
 * allergen lists in the regulation's order, WEGE added from one flag, one image per product (its id),
 * and sets described from the dishes they are made of.
 */
import type { AllergenCode, CategoryKey, CategoryKind } from '../../../schemas/enums.js'
import type { Localized, ProductData } from '../types.js'
import { allergenList, NOT_VEGETARIAN } from './allergens.js'

/**
 * Every product has its own drawing, named after its id (scripts/artwork/menu.mjs draws them all):
 * no two products, and so no category page, show the same picture.
 */
const productImage = (id: string): string => `/images/products/${id}.svg`

/** A text in Polish and English, written as a pair to keep the data compact. */
export type Pair = readonly [pl: string, en: string]
const localized = ([pl, en]: Pair): Localized => ({ pl, en })

export interface DishInput {
  /** Stable id, also the url slug unless `url` is given. */
  id: string
  url?: string
  main: CategoryKey
  name: Pair
  price: number
  count: number | null
  /** Declared allergens; null: none declared (vouchers). */
  allergens: readonly AllergenCode[] | null
  description: Pair
  additionalInfo?: Pair
  /** Vegetarian: no fish, seafood or meat (eggs and milk allowed). Adds WEGE to the categories. */
  wege?: true
}

const KINDS: Partial<Record<CategoryKey, CategoryKind>> = {
  VOUCHER: 'VOUCHER',
  DRINKS: 'DRINKS',
  WEGE: 'VEGETARIAN',
}

export function dish(input: DishInput): ProductData {
  const category = input.wege && input.main !== 'WEGE' ? [input.main, 'WEGE'] : [input.main]
  const product: ProductData = {
    id: input.id,
    name: localized(input.name),
    price: input.price,
    imagesUrl: [productImage(input.id)],
    url: input.url ?? input.id,
    count: input.count,
    allergens: input.allergens === null ? null : allergenList(input.allergens),
    description: localized(input.description),
    category,
    kinds: [...new Set(category.map((key) => KINDS[key] ?? 'STANDARD'))],
    tags: input.wege ? ['VEGETARIAN'] : [],
    mainCategory: input.main,
  }
  if (input.additionalInfo) product.additionalInfo = localized(input.additionalInfo)
  return product
}

/** One line of a set: how many pieces of which dish (by id). */
type SetPiece = readonly [pieces: number, dishId: string]

export interface SetInput extends Omit<DishInput, 'count' | 'allergens' | 'description' | 'wege'> {
  pieces: readonly SetPiece[]
  /** A paragraph shown before the list of pieces (serving days, pre-order, …). */
  note?: Pair
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * A set made of catalog dishes: the description lists the pieces as an HTML <ul>, the count is the
 * total of pieces, the allergens are the union of the dishes' allergens, and the set is vegetarian
 * (WEGE) exactly when all of its dishes are.
 */
export function setOf(input: SetInput, dishById: (id: string) => ProductData | undefined): ProductData {
  const parts = input.pieces.map(([pieces, id]) => {
    const part = dishById(id)
    if (!part) throw new Error(`Set ${input.id}: unknown dish ${id}`)
    if (part.isSet) throw new Error(`Set ${input.id}: ${id} is itself a set`)
    return { pieces, part }
  })
  const list = (lang: 'pl' | 'en') =>
    `<ul>${parts.map(({ pieces, part }) => `<li>${pieces} × ${escapeHtml(part.name[lang])}</li>`).join('')}</ul>`
  const note = (lang: 0 | 1) => (input.note ? `<p>${escapeHtml(input.note[lang])}</p>` : '')
  const allergens = allergenList(...parts.map(({ part }) => part.allergens))
  const wege = parts.every(({ part }) => part.category.includes('WEGE'))
  if (wege && allergens.some((a) => NOT_VEGETARIAN.includes(a))) {
    throw new Error(`Set ${input.id}: vegetarian parts declare seafood allergens`)
  }
  const product = dish({
    ...input,
    count: parts.reduce((sum, { pieces }) => sum + pieces, 0),
    allergens,
    description: [note(0) + list('pl'), note(1) + list('en')],
    ...(wege ? { wege: true as const } : {}),
  })
  product.isSet = true
  return product
}
