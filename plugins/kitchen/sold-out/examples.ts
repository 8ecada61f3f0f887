/** Sold out's examples in the OpenAPI document, beside its routes (docs/kitchen.md). */
const availability = {
  unavailable: [
    { productId: 'nigiri-losos', until: 'END_OF_DAY' },
    { productId: 'uramaki-philadelphia', until: null },
  ],
  categories: [{ categoryKey: 'LUNCH', until: 'END_OF_DAY' }],
}

export const getMenuAvailability = { responses: { 200: availability } }

export const setProductAvailability = {
  parameters: { productId: 'nigiri-losos' },
  request: { available: false, until: 'END_OF_DAY' },
  responses: { 200: availability },
}

export const setCategoryAvailability = {
  parameters: { categoryKey: 'LUNCH' },
  request: { available: false, until: 'END_OF_DAY' },
  responses: { 200: availability },
}
