import { parsePriceInput, priceInputText } from '#domain/price-input.js'
import { isVatRate } from '#domain/vat.js'
import type { AllergenCode, Language, ProductTag, VatRate } from '#schemas/enums.js'
import type { CreateProductBody, PatchProductBody } from '#schemas/menu-editor.js'
import type { Translator } from '../../i18n/index.js'
import type { EditorProduct } from './menu-editor-api.js'

/** The dish form's fields, in the order they are shown (the first invalid one gets the focus). */
export const PRODUCT_FIELDS = [
  'namePl',
  'nameEn',
  'descriptionPl',
  'descriptionEn',
  'price',
  'vatRate',
  'deposit',
  'count',
  'mainCategory',
  'allergens',
  'tags',
  'image',
  'slug',
  'visible',
  'isNew',
] as const
export type ProductField = (typeof PRODUCT_FIELDS)[number]

/** What the form holds: the texts as typed. */
export interface ProductDraft {
  namePl: string
  nameEn: string
  descriptionPl: string
  descriptionEn: string
  price: string
  /** '23', '8', '5' or '0' (docs/product.md, "VAT and deposits"). */
  vatRate: string
  /** PLN as typed; empty = no deposit. */
  deposit: string
  count: string
  mainCategory: string
  allergens: AllergenCode[]
  tags: ProductTag[]
  slug: string
  visible: boolean
  /** The "Nowość" mark. */
  isNew: boolean
}

export type FieldErrors = Partial<Record<ProductField, string>>

export function productDraft(product: EditorProduct | null, lang: Language, category: string): ProductDraft {
  if (!product)
    return {
      namePl: '',
      nameEn: '',
      descriptionPl: '',
      descriptionEn: '',
      price: '',
      vatRate: '8',
      deposit: '',
      count: '',
      mainCategory: category,
      allergens: [],
      tags: [],
      slug: '',
      visible: true,
      isNew: false,
    }
  return {
    namePl: product.names.pl,
    nameEn: product.names.en,
    descriptionPl: product.descriptions.pl,
    descriptionEn: product.descriptions.en,
    price: priceInputText(product.price, lang),
    vatRate: String(product.vatRate),
    deposit: product.deposit === null ? '' : priceInputText(product.deposit, lang),
    count: product.count === null ? '' : String(product.count),
    mainCategory: product.mainCategory,
    allergens: product.allergens,
    tags: product.tags,
    slug: product.slug,
    visible: product.visible,
    isNew: product.isNew,
  }
}

/** The field of the form an API error names (`names.pl` → namePl, `allergens.2` → allergens). */
export function formField(apiField: string | undefined): ProductField | null {
  if (!apiField) return null
  const map: Record<string, ProductField> = {
    'names.pl': 'namePl',
    'names.en': 'nameEn',
    names: 'namePl',
    'descriptions.pl': 'descriptionPl',
    'descriptions.en': 'descriptionEn',
    descriptions: 'descriptionPl',
    price: 'price',
    vatRate: 'vatRate',
    deposit: 'deposit',
    count: 'count',
    mainCategory: 'mainCategory',
    categories: 'mainCategory',
    allergens: 'allergens',
    tags: 'tags',
    image: 'image',
    slug: 'slug',
    visible: 'visible',
    isNew: 'isNew',
  }
  return map[apiField] ?? map[apiField.replace(/\.\d+$/, '')] ?? null
}

/** The price typed, or the form's errors; checked in the browser before anything is sent. */
export function checkDraft(draft: ProductDraft, t: Translator['t']): FieldErrors {
  const errors: FieldErrors = {}
  if (!draft.namePl.trim()) errors.namePl = t('manage.editor.needName')
  if (!draft.nameEn.trim()) errors.nameEn = t('manage.editor.needName')
  const price = parsePriceInput(draft.price)
  if ('problem' in price)
    errors.price = t(price.problem === 'RANGE' ? 'manage.editor.priceRange' : 'manage.editor.priceFormat')
  if (!isVatRate(Number(draft.vatRate.trim())) || draft.vatRate.trim() === '')
    errors.vatRate = t('manage.editor.vatRateFormat')
  if (draft.deposit.trim() && 'problem' in parsePriceInput(draft.deposit))
    errors.deposit = t('manage.editor.depositFormat')
  if (draft.count.trim() && !/^[1-9]\d{0,2}$/.test(draft.count.trim()))
    errors.count = t('manage.editor.countFormat')
  if (!draft.mainCategory) errors.mainCategory = t('manage.editor.needCategory')
  return errors
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().join('\n') === [...b].sort().join('\n')

function depositOf(text: string): number | null {
  const parsed = text.trim() ? parsePriceInput(text) : null
  return parsed && 'price' in parsed ? parsed.price : null
}

function parts(draft: ProductDraft) {
  const parsed = parsePriceInput(draft.price)
  return {
    names: { pl: draft.namePl.trim(), en: draft.nameEn.trim() },
    descriptions: { pl: draft.descriptionPl.trim(), en: draft.descriptionEn.trim() },
    price: 'price' in parsed ? parsed.price : Number.NaN,
    vatRate: Number(draft.vatRate.trim()) as VatRate,
    deposit: depositOf(draft.deposit),
    count: draft.count.trim() ? Number(draft.count.trim()) : null,
    slug: draft.slug.trim(),
  }
}

/** The body of a new dish's POST: everything the form holds. Call after checkDraft found nothing. */
export function newProductBody(draft: ProductDraft): CreateProductBody {
  const { slug, ...rest } = parts(draft)
  return {
    ...rest,
    mainCategory: draft.mainCategory,
    allergens: draft.allergens,
    tags: draft.tags,
    visible: draft.visible,
    isNew: draft.isNew,
    ...(slug ? { slug } : {}),
  }
}

/**
 * The body of the dish's PATCH: only what the form changed (a name or description sends both
 * languages); empty when nothing did. Call after checkDraft found nothing.
 */
export function changedProductBody(draft: ProductDraft, product: EditorProduct): PatchProductBody {
  const { names, descriptions, price, vatRate, deposit, count, slug } = parts(draft)
  const body: PatchProductBody = {}
  if (names.pl !== product.names.pl || names.en !== product.names.en) body.names = names
  if (descriptions.pl !== product.descriptions.pl || descriptions.en !== product.descriptions.en)
    body.descriptions = descriptions
  if (price !== product.price) body.price = price
  if (vatRate !== product.vatRate) body.vatRate = vatRate
  if (deposit !== product.deposit) body.deposit = deposit
  if (count !== product.count) body.count = count
  if (draft.mainCategory !== product.mainCategory) body.mainCategory = draft.mainCategory
  if (!sameList(draft.allergens, product.allergens)) body.allergens = draft.allergens
  if (!sameList(draft.tags, product.tags)) body.tags = draft.tags
  if (draft.visible !== product.visible) body.visible = draft.visible
  if (draft.isNew !== product.isNew) body.isNew = draft.isNew
  if (slug && slug !== product.slug) body.slug = slug
  return body
}
