/** Dish options' examples in the OpenAPI document (docs/menu.md, "Options"): a "Ryba" group on a chirashi. */
const FISH_ID = '5b0f0c51-3c3e-4a43-9f3e-6d1e2f6c8a10'
const SALMON_ID = '8d3f6a2e-1c4b-4e7a-9b2d-0f5e6a7b8c91'
const TUNA_ID = 'c2a9e7f1-6b3d-4a58-8e0f-1d2c3b4a5e62'

const fishGroup = {
  id: FISH_ID,
  name: { pl: 'Ryba', en: 'Fish' },
  min: 1,
  max: 1,
  repeatable: false,
  options: [
    {
      id: SALMON_ID,
      name: { pl: 'łosoś', en: 'salmon' },
      priceDelta: 0,
      default: true,
      vatRate: null,
      available: true,
      until: null,
    },
    {
      id: TUNA_ID,
      name: { pl: 'tuńczyk', en: 'tuna' },
      priceDelta: 6,
      default: false,
      vatRate: null,
      available: true,
      until: null,
    },
  ],
  productIds: ['chirashi-losos'],
}

export const listOptionGroups = {
  responses: { 200: { groups: [fishGroup], dishes: { 'chirashi-losos': [FISH_ID] }, version: '7' } },
}

const EEL_ID = '3e7d1b9a-5f2c-4d8e-a6b0-9c1d2e3f4a57'

/** A repeatable group: "Podwójny węgorz" may be taken up to three times. */
const extrasRequest = {
  name: { pl: 'Dodatki', en: 'Extras' },
  min: 0,
  max: 3,
  repeatable: true,
  options: [{ name: { pl: 'Podwójny węgorz', en: 'Double eel' }, priceDelta: 8 }],
}

export const createOptionGroup = {
  request: extrasRequest,
  responses: {
    201: {
      ...extrasRequest,
      id: '9a4c2e6f-0b1d-4f3a-8c5e-7d6b5a4c3e21',
      options: [
        {
          id: EEL_ID,
          ...extrasRequest.options[0],
          default: false,
          vatRate: null,
          available: true,
          until: null,
        },
      ],
      productIds: [],
    },
  },
}

export const updateOptionGroup = {
  parameters: { id: FISH_ID },
  request: {
    name: { pl: 'Ryba', en: 'Fish' },
    min: 1,
    max: 1,
    options: [
      { id: TUNA_ID, name: { pl: 'tuńczyk', en: 'tuna' }, priceDelta: 7 },
      { id: SALMON_ID, name: { pl: 'łosoś', en: 'salmon' }, priceDelta: 0, default: true },
    ],
  },
  responses: {
    200: { ...fishGroup, options: [{ ...fishGroup.options[1], priceDelta: 7 }, fishGroup.options[0]] },
  },
}

export const deleteOptionGroup = { parameters: { id: FISH_ID } }

export const setProductOptionGroups = {
  parameters: { id: 'chirashi-losos' },
  request: { groupIds: [FISH_ID] },
  responses: { 200: { productId: 'chirashi-losos', groupIds: [FISH_ID] } },
}

export const setOptionAvailability = {
  parameters: { optionId: TUNA_ID },
  request: { available: false, until: 'END_OF_DAY' },
  responses: {
    200: {
      ...fishGroup,
      options: [fishGroup.options[0], { ...fishGroup.options[1], available: false, until: 'END_OF_DAY' }],
    },
  },
}
