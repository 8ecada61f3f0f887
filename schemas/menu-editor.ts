/**
 * The menu editor's contract (docs/api.md, "The menu editor"; docs/menu.md): the catalog as staff
 * edit it, in both languages, and the bodies and answers of its calls. Prices are PLN (at most two
 * decimals); what staff type is plain text, shown as typed and never read as markup.
 */
import { type Static, type TSchema, Type } from '@sinclair/typebox'
import { literalUnion, VatRateSchema } from './common.js'
import { ALLERGEN_CODES, CATEGORY_KINDS, IMAGE_TYPES, PRODUCT_TAGS } from './enums.js'

/** A text in both languages; each side from `min` to `max` characters. */
function localizedText(min: number, max: number, description: string) {
  return Type.Object(
    {
      pl: Type.String({ minLength: min, maxLength: max }),
      en: Type.String({ minLength: min, maxLength: max }),
    },
    { additionalProperties: false, description },
  )
}

/** The url segment: lower-case ASCII letters and digits in words joined by single hyphens. */
export const Slug = Type.String({
  minLength: 1,
  maxLength: 80,
  pattern: '^[a-z0-9]+(-[a-z0-9]+)*$',
  description: 'a-z, 0-9 and single hyphens; made from the Polish name when left out',
  examples: ['sake-nigiri'],
})

/** A category's key, as the public API's `categoryKey`, `mainCategory` and `category` carry it. */
const CategoryKeyText = Type.String({
  pattern: '^[A-Z][A-Z0-9_]{0,39}$',
  description: "A category's key (upper-case): NIGIRI, WEGE, …",
  examples: ['NIGIRI'],
})

/** PLN with at most two decimals, 0.01 to 9999.99 (kept as grosze inside). */
const EditorPrice = Type.Number({
  minimum: 0.01,
  maximum: 9999.99,
  description: 'PLN, at most two decimals, 0.01 to 9999.99',
  examples: [24.9],
})

/** A drink's deposit per piece (kaucja): 0,50 can or plastic bottle, 1,00 reusable glass; null without. */
const Deposit = Type.Union([Type.Number({ minimum: 0.01, maximum: 99.99 }), Type.Null()], {
  description:
    'PLN per piece, at most two decimals (0.50 can or plastic bottle, 1.00 reusable glass), or null',
  examples: [0.5],
})
const VatRate = Type.Union([VatRateSchema], {
  description: 'VAT rate in percent: 23, 8, 5 or 0 (the restaurant’s accountant confirms it)',
})

const Names = localizedText(1, 120, 'The name in Polish and English (plain text)')
const Descriptions = localizedText(0, 2000, 'Plain text; line breaks are kept')
const Intros = localizedText(0, 300, "The category page's one-sentence introduction (plain text)")
const Position = Type.Integer({
  minimum: 0,
  maximum: 100_000,
  description: 'Order within its list, smallest first; left out: after the last one',
})
const Allergens = Type.Array(literalUnion(ALLERGEN_CODES), {
  uniqueItems: true,
  maxItems: ALLERGEN_CODES.length,
  description: 'Codes of EU Regulation 1169/2011 Annex II; [] when the dish declares none',
})
const Tags = Type.Array(literalUnion(PRODUCT_TAGS), { uniqueItems: true, maxItems: PRODUCT_TAGS.length })
const Count = Type.Union([Type.Integer({ minimum: 1, maximum: 999 }), Type.Null()], {
  description: 'Pieces, or null when the dish is not counted in pieces',
})
const FurtherCategories = Type.Array(CategoryKeyText, {
  uniqueItems: true,
  maxItems: 20,
  description: 'Further categories the dish is also listed in (the main category is implied)',
})

const PictureSource = Type.Object({
  type: literalUnion(['image/avif', 'image/webp', 'image/jpeg'] as const),
  srcset: Type.String({ description: 'URL and width of every size: `/media/menu/{hash}-480.webp 480w, …`' }),
})

/**
 * An uploaded picture, ready for `<picture>`: every URL is content-hashed and cached for a year.
 * @public The editor's contract (docs/api.md, "The menu editor").
 */
export const Picture = Type.Object({
  hash: Type.String({ pattern: '^[0-9a-f]{16}$', description: 'Content hash of the upload' }),
  width: Type.Integer({ description: 'Of the largest size' }),
  height: Type.Integer(),
  src: Type.String({ description: 'The JPEG at 960 px, for an <img> alone' }),
  sources: Type.Array(PictureSource, { description: 'AVIF, WebP, JPEG; for <source type srcset>' }),
  placeholder: Type.String({ description: 'A small blurred picture as a data: URL, shown while loading' }),
})
export type Picture = Static<typeof Picture>

/** The "Nowość" mark: the card and the page of a dish marked new say so (false by default). */
const IsNew = Type.Boolean({ description: 'Marked new ("Nowość"): its card and page say so' })

/** A dish as the editor shows it: both languages, the price in PLN. */
export const EditorProduct = Type.Object({
  id: Type.String({ description: 'Stable; past orders refer to it' }),
  slug: Slug,
  url: Type.String({ description: "The product page's path", examples: ['/menu/nigiri/sake-nigiri/'] }),
  names: Names,
  descriptions: Descriptions,
  price: EditorPrice,
  vatRate: VatRate,
  deposit: Deposit,
  mainCategory: CategoryKeyText,
  categories: FurtherCategories,
  count: Count,
  allergens: Allergens,
  tags: Tags,
  visible: Type.Boolean({ description: 'Hidden dishes stay in the editor and leave every page' }),
  isNew: IsNew,
  position: Position,
  isSet: Type.Boolean({ description: 'A set made of other dishes (read only)' }),
  imagesUrl: Type.Array(Type.String(), { description: 'What guests see now: the photo, or the drawing' }),
  picture: Type.Union([Picture, Type.Null()], { description: 'The uploaded photo, null without one' }),
})
export type EditorProduct = Static<typeof EditorProduct>

/** A category as the editor shows it. */
export const EditorCategory = Type.Object({
  id: Type.String(),
  key: CategoryKeyText,
  slug: Slug,
  url: Type.String({ examples: ['/menu/nigiri/'] }),
  names: Names,
  intros: Intros,
  kind: literalUnion(CATEGORY_KINDS, { description: 'What the rules read (docs/menu.md)' }),
  position: Position,
  visible: Type.Boolean(),
  productCount: Type.Integer({ minimum: 0, description: 'Dishes whose main category it is' }),
})
export type EditorCategory = Static<typeof EditorCategory>

/** GET /api/menu/editor: the whole editable catalog, with its version. */
export const EditorCatalog = Type.Object({
  version: Type.String({
    description: 'Changes on every change of the menu; send it back as `If-Match` with a write',
    examples: ['42'],
  }),
  categories: Type.Array(EditorCategory),
  products: Type.Array(EditorProduct),
})
export type EditorCatalog = Static<typeof EditorCatalog>

const productFields = {
  names: Names,
  descriptions: Descriptions,
  price: EditorPrice,
  vatRate: VatRate,
  deposit: Deposit,
  mainCategory: CategoryKeyText,
  categories: FurtherCategories,
  count: Count,
  allergens: Allergens,
  tags: Tags,
  visible: Type.Boolean(),
  isNew: IsNew,
  position: Position,
  slug: Slug,
}

/** POST /api/menu/products: names, price and main category; the rest has defaults. */
export const CreateProductBody = Type.Object(
  {
    names: productFields.names,
    price: productFields.price,
    mainCategory: productFields.mainCategory,
    vatRate: Type.Optional(productFields.vatRate),
    deposit: Type.Optional(productFields.deposit),
    descriptions: Type.Optional(productFields.descriptions),
    categories: Type.Optional(productFields.categories),
    count: Type.Optional(productFields.count),
    allergens: Type.Optional(productFields.allergens),
    tags: Type.Optional(productFields.tags),
    visible: Type.Optional(productFields.visible),
    isNew: Type.Optional(productFields.isNew),
    position: Type.Optional(productFields.position),
    slug: Type.Optional(productFields.slug),
  },
  { additionalProperties: false },
)
export type CreateProductBody = Static<typeof CreateProductBody>

/**
 * PATCH /api/menu/products/{id}: any subset of the fields, at least one.
 * @public The editor's contract (docs/api.md, "The menu editor").
 */
export const PatchProductBody = Type.Partial(Type.Object(productFields), {
  additionalProperties: false,
  minProperties: 1,
})
export type PatchProductBody = Static<typeof PatchProductBody>

const categoryFields = {
  names: Names,
  intros: Intros,
  slug: Slug,
  kind: literalUnion(CATEGORY_KINDS),
  position: Position,
  visible: Type.Boolean(),
}

/** POST /api/menu/categories: names; the key and slug are made from the Polish name when left out. */
export const CreateCategoryBody = Type.Object(
  {
    names: categoryFields.names,
    key: Type.Optional(CategoryKeyText),
    intros: Type.Optional(categoryFields.intros),
    slug: Type.Optional(categoryFields.slug),
    kind: Type.Optional(categoryFields.kind),
    position: Type.Optional(categoryFields.position),
    visible: Type.Optional(categoryFields.visible),
  },
  { additionalProperties: false },
)
export type CreateCategoryBody = Static<typeof CreateCategoryBody>

/**
 * PATCH /api/menu/categories/{id}: any subset, at least one; the key never changes.
 * @public The editor's contract (docs/api.md, "The menu editor").
 */
export const PatchCategoryBody = Type.Partial(Type.Object(categoryFields), {
  additionalProperties: false,
  minProperties: 1,
})
export type PatchCategoryBody = Static<typeof PatchCategoryBody>

/**
 * The id in the path of the editor's calls.
 * @public The editor's contract (docs/api.md, "The menu editor").
 */
export const EditorIdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) })
export type EditorIdParams = Static<typeof EditorIdParams>

/**
 * The raw body's types of PUT /api/menu/products/{id}/image (at most 10 MB, 40 megapixels).
 * @public The editor's contract (docs/api.md, "The menu editor").
 */
export const ImageContentType = literalUnion(IMAGE_TYPES)

/** An edited value, before or after: text, number, yes/no, a list of codes, or nothing. */
const FieldValue: TSchema = Type.Union([
  Type.String(),
  Type.Number(),
  Type.Boolean(),
  Type.Array(Type.String()),
  Type.Null(),
])

/** One field's change: `names.pl`, `price` (PLN), `visible`, … from → to. */
export const FieldChange = Type.Object({
  field: Type.String({ examples: ['price'] }),
  from: FieldValue,
  to: FieldValue,
})
export type FieldChange = Static<typeof FieldChange>

/**
 * The menu version a write was based on (docs/api.md, "Concurrent edits"): `If-Match: "42"` (the
 * `version` of GET /api/menu/editor, or the `ETag` of the last write). When the menu has changed
 * since, the write answers 409 `MENU_VERSION_CONFLICT` and changes nothing; without the header
 * (or with `*`) the write is not checked.
 */
export const MenuVersionHeaders = Type.Object({
  'if-match': Type.Optional(
    Type.String({
      pattern: '^(\\*|(W/)?"[0-9]{1,15}"|[0-9]{1,15})$',
      description: 'The menu version the change was made on, e.g. "42"',
      examples: ['"42"'],
    }),
  ),
})
export type MenuVersionHeaders = Static<typeof MenuVersionHeaders>
