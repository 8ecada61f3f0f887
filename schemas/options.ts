/** Dish options' API shapes (docs/menu.md, "Options"; docs/api.md). Prices in PLN. */
import { type Static, Type } from '@sinclair/typebox'
import { VatRateSchema } from './common.js'

const Name = (description: string) => Type.String({ minLength: 1, maxLength: 80, description })
const Names = Type.Object(
  { pl: Name('Polish'), en: Name('English') },
  { additionalProperties: false, examples: [{ pl: 'Ryba', en: 'Fish' }] },
)
const Id = Type.String({ minLength: 1, maxLength: 100 })
const PriceDelta = Type.Number({
  minimum: -1000,
  maximum: 1000,
  multipleOf: 0.01,
  description: 'Price change in PLN (two decimals); 0 or negative allowed, a line never costs below 0',
})

/** One option of a group as the staff write it; an `id` keeps an existing option (and its orders' link). */
const OptionInput = Type.Object(
  {
    id: Type.Optional(Id),
    name: Names,
    priceDelta: PriceDelta,
    default: Type.Optional(Type.Boolean({ default: false, description: 'Pre-selected for the guest' })),
    vatRate: Type.Optional(
      Type.Union([VatRateSchema, Type.Null()], {
        description:
          'The option’s own VAT rate (23, 8, 5, 0); null or absent: the dish’s rate. The line takes the highest of the dish and its options',
      }),
    ),
  },
  { additionalProperties: false },
)

const groupFields = {
  name: Names,
  min: Type.Integer({ minimum: 0, maximum: 20, description: 'Fewest options a guest picks (0 = optional)' }),
  max: Type.Integer({
    minimum: 1,
    maximum: 20,
    description:
      'Most options a guest picks (1 = radio buttons); in a repeatable group, most portions in all',
  }),
  repeatable: Type.Optional(
    Type.Boolean({
      description:
        'An option may be taken more than once ("Podwójny węgorz" × 2): min and max then count portions, and max may pass the number of options (at least 2). Left out on POST: false, each option at most once',
    }),
  ),
  options: Type.Array(OptionInput, {
    minItems: 1,
    maxItems: 20,
    description: 'In the order guests see them; the list replaces the group’s options on PATCH',
  }),
}

/** POST /api/menu/option-groups. */
export const OptionGroupCreate = Type.Object(groupFields, {
  additionalProperties: false,
  examples: [
    {
      name: { pl: 'Ryba', en: 'Fish' },
      min: 1,
      max: 1,
      options: [
        { name: { pl: 'łosoś', en: 'salmon' }, priceDelta: 0, default: true },
        { name: { pl: 'tuńczyk', en: 'tuna' }, priceDelta: 6 },
      ],
    },
  ],
})
export type OptionGroupCreate = Static<typeof OptionGroupCreate>

/** PATCH /api/menu/option-groups/{id}: any of the fields; `options` is the whole new list. */
export const OptionGroupPatch = Type.Partial(Type.Object(groupFields), {
  additionalProperties: false,
  minProperties: 1,
})
export type OptionGroupPatch = Static<typeof OptionGroupPatch>

const Until = Type.Union([Type.Literal('END_OF_DAY'), Type.Null()], {
  description: "'END_OF_DAY' = back at the next midnight in Kraków; null = until switched back on",
})

/** A group as the staff see it: both languages, every option, today's switch-offs, its dishes. */
export const StaffOptionGroup = Type.Object({
  id: Type.String(),
  name: Names,
  min: Type.Integer(),
  max: Type.Integer(),
  repeatable: Type.Boolean({
    description: 'An option may be taken more than once; min and max count portions',
  }),
  options: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Names,
      priceDelta: Type.Number(),
      default: Type.Boolean(),
      vatRate: Type.Union([VatRateSchema, Type.Null()], { description: 'null: the dish’s rate holds' }),
      available: Type.Boolean(),
      until: Until,
    }),
  ),
  productIds: Type.Array(Type.String(), { description: 'The dishes the group is attached to' }),
})
export type StaffOptionGroup = Static<typeof StaffOptionGroup>

export const OptionGroupList = Type.Object({
  version: Type.String({
    description:
      'The menu version the list was read at: send it as If-Match when setting a dish’s groups (docs/api.md, "Concurrent edits")',
    examples: ['42'],
  }),
  groups: Type.Array(StaffOptionGroup),
  dishes: Type.Record(Type.String(), Type.Array(Type.String()), {
    description: 'Each dish with option groups: its group ids in the order guests see them',
  }),
})
export type OptionGroupList = Static<typeof OptionGroupList>

export const OptionGroupParams = Type.Object({ id: Id })
export const OptionParams = Type.Object({ optionId: Id })
export const ProductGroupsParams = Type.Object({ id: Id })

/** PUT /api/menu/products/{id}/option-groups: the dish's groups, in the order guests see them. */
export const ProductGroupsBody = Type.Object(
  {
    groupIds: Type.Array(Id, {
      maxItems: 10,
      uniqueItems: true,
      description: 'Empty = no options',
      examples: [['g-fish', 'g-extras']],
    }),
  },
  { additionalProperties: false },
)
export const ProductGroupsAnswer = Type.Object({
  productId: Type.String(),
  groupIds: Type.Array(Type.String()),
})

/** A group as guests see it on a product, in the asked language. */
export const PublicOptionGroup = Type.Object({
  id: Type.String(),
  name: Type.String(),
  min: Type.Integer({ description: 'Fewest options to pick (0 = optional); portions when repeatable' }),
  max: Type.Integer({ description: 'Most options to pick (1 = one of them); portions when repeatable' }),
  repeatable: Type.Boolean({
    description:
      "An option may be taken more than once: its id then stands in the order item's `options` once per portion",
  }),
  options: Type.Array(
    Type.Object({
      id: Type.String(),
      name: Type.String(),
      priceDelta: Type.Number({ description: 'PLN' }),
      default: Type.Boolean({ description: 'Pre-selected' }),
      available: Type.Boolean({ description: 'False while switched off for today' }),
    }),
  ),
})

/** An order item's chosen options (POST /api/order). */
export const OrderItemOptions = Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
  maxItems: 50,
  description:
    'The chosen options\' ids (docs/menu.md, "Options"); left out = none. In a repeatable group an id stands once per portion (["opt-eel", "opt-eel"] = 2 × the option); elsewhere an id twice is refused',
  examples: [
    ['opt-tuna', 'opt-egg'],
    ['opt-eel-double', 'opt-eel-double'],
  ],
})

/** An ordered line's option, as stored when the order was placed. */
export const LineOption = Type.Object({
  kind: Type.Union(
    [Type.Literal('ADD'), Type.Literal('REMOVE'), Type.Literal('REPLACE'), Type.Literal('CHOOSE')],
    {
      description: 'ADD an extra, REMOVE a default, REPLACE a default by this, CHOOSE in a required pick-one',
    },
  ),
  group: Type.String(),
  name: Type.String(),
  priceDelta: Type.Number({ description: 'PLN, as charged for one portion' }),
  quantity: Type.Optional(
    Type.Integer({
      minimum: 2,
      description:
        'ADD: portions taken when more than one (the line is charged priceDelta × quantity); left out = 1',
    }),
  ),
  replaces: Type.Optional(Type.String({ description: 'REPLACE: the default it replaced' })),
  en: Type.Optional(
    Type.Object(
      {
        group: Type.String(),
        name: Type.String(),
        replaces: Type.Optional(Type.String()),
      },
      { description: 'The same words in English when ordered; left out on older orders' },
    ),
  ),
  text: Type.String({
    description: 'As the kitchen reads it: „+ jajko”, „+ 2 × Podwójny węgorz”, „łosoś → tuńczyk”',
  }),
})
