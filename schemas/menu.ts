import { type Static, Type } from '@sinclair/typebox'
import { literalUnion } from './common.js'
import { CATEGORY_KEY_PATTERN, LANGUAGES } from './enums.js'
import { PublicOptionGroup } from './options.js'

/** A category's key (staff add categories, so not a closed list). */
export const CategoryKey = Type.String({ pattern: CATEGORY_KEY_PATTERN, examples: ['NIGIRI'] })

/** A category as the API shows it (docs/product.md, "The menu"). */
export const Category = Type.Object({
  id: Type.String(),
  name: Type.String(),
  imageUrl: Type.String(),
  url: Type.String(),
  backgroundImage: Type.String(),
  categoryKey: CategoryKey,
})
export type Category = Static<typeof Category>

/** A product as the API shows it (docs/product.md, "The menu"); price in PLN. */
export const Product = Type.Object({
  id: Type.String(),
  name: Type.String(),
  price: Type.Number(),
  /** A drink's deposit per piece in PLN (kaucja), charged on top of the price, or null. */
  deposit: Type.Union([Type.Number(), Type.Null()], { examples: [0.5] }),
  imagesUrl: Type.Array(Type.String()),
  url: Type.String(),
  count: Type.Union([Type.Integer(), Type.Null()]),
  allergens: Type.Union([Type.Array(Type.String()), Type.Null()]),
  description: Type.String(),
  additionalInfo: Type.Optional(Type.String()),
  category: Type.Array(CategoryKey),
  mainCategory: CategoryKey,
  isSet: Type.Optional(Type.Literal(true)),
  /** Marked new by staff ("Nowość"); absent otherwise. */
  isNew: Type.Optional(
    Type.Literal(true, { description: 'Marked new ("Nowość") by staff; absent otherwise' }),
  ),
  /** The dish's option groups in its order, in the asked language (docs/menu.md, "Options"). */
  optionGroups: Type.Array(PublicOptionGroup, {
    description: 'Empty when the dish has no choices',
    examples: [
      [
        {
          id: '6f1c2a9e-3b7d-4e0a-9c55-1a2b3c4d5e6f',
          name: 'Ryba',
          min: 1,
          max: 1,
          repeatable: false,
          options: [
            {
              id: 'c0ffee00-0000-4000-8000-000000000001',
              name: 'łosoś',
              priceDelta: 0,
              default: true,
              available: true,
            },
            {
              id: 'c0ffee00-0000-4000-8000-000000000002',
              name: 'tuńczyk',
              priceDelta: 6,
              default: false,
              available: true,
            },
          ],
        },
      ],
    ],
  }),
})
export type Product = Static<typeof Product>

export const MenuQuery = Type.Object({
  lang: Type.Optional(literalUnion(LANGUAGES, { default: 'pl' })),
})
export type MenuQuery = Static<typeof MenuQuery>

export const MenuResponse = Type.Object({ categories: Type.Array(Category), products: Type.Array(Product) })
export const ProductParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) })
