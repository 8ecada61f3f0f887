import type { OperationDocs } from './operations.js'

/** The kitchen's operations (sold out, the day's report): merged into OPERATIONS by ./operations.ts. */
const availability = {
  unavailable: [
    { productId: 'nigiri-losos', until: 'END_OF_DAY' },
    { productId: 'uramaki-philadelphia', until: null },
  ],
  categories: [{ categoryKey: 'LUNCH', until: 'END_OF_DAY' }],
}

export const KITCHEN_OPERATIONS: Record<string, OperationDocs> = {
  'GET /api/menu/availability': { operationId: 'getMenuAvailability', responses: { 200: availability } },
  'PUT /api/menu/availability/{productId}': {
    operationId: 'setProductAvailability',
    parameters: { productId: 'nigiri-losos' },
    request: { available: false, until: 'END_OF_DAY' },
    responses: { 200: availability },
  },
  'PUT /api/menu/availability/categories/{categoryKey}': {
    operationId: 'setCategoryAvailability',
    parameters: { categoryKey: 'LUNCH' },
    request: { available: false, until: 'END_OF_DAY' },
    responses: { 200: availability },
  },
}
