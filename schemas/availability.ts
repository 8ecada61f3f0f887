import { type Static, Type } from '@sinclair/typebox'
import { CategoryKey } from './menu.js'

const Until = Type.Union([Type.Literal('END_OF_DAY'), Type.Null()], {
  description: "'END_OF_DAY' = back by itself at the next midnight in Kraków; null = until switched back on",
})

/** GET /api/menu/availability: what staff switched off ("sold out"), products and whole categories. */
export const AvailabilityResponse = Type.Object({
  unavailable: Type.Array(Type.Object({ productId: Type.String(), until: Until }), {
    description: 'Products switched off one by one (a product is also off when one of its categories is).',
  }),
  categories: Type.Array(Type.Object({ categoryKey: CategoryKey, until: Until }), {
    description: "Categories switched off: every product listed on the category's page is off.",
  }),
})
export type AvailabilityResponse = Static<typeof AvailabilityResponse>

/** PUT /api/menu/availability/{productId} and …/categories/{categoryKey}. */
export const AvailabilityChange = Type.Object(
  {
    available: Type.Boolean(),
    until: Type.Optional(
      Type.Literal('END_OF_DAY', {
        description:
          'With available: false, off for the rest of today only; left out = until switched back on',
      }),
    ),
  },
  { additionalProperties: false },
)
export type AvailabilityChange = Static<typeof AvailabilityChange>

export const ProductAvailabilityParams = Type.Object({
  productId: Type.String({ minLength: 1, maxLength: 100 }),
})
export const CategoryAvailabilityParams = Type.Object({
  categoryKey: Type.String({ minLength: 1, maxLength: 40 }),
})
