import type { FastifyInstance } from 'fastify'
import type { Language } from '../../schemas/enums.js'
import type { OrderRequest } from '../../schemas/orders.js'
import type { PricedOrder } from './pricing.js'

/** What the kitchen's checks see: the request, the priced order, the instant it is placed at. */
export interface KitchenCheckInput {
  body: OrderRequest
  priced: PricedOrder
  now: Date
  lang: Language
}

/**
 * Can the kitchen take this order now? Step 3 of placing an order (plugins/orders/workflow.ts):
 * after pricing (the menu, the promo code and the opening hours are checked there), before the
 * address's order limit is counted and before anything is written. Each check is one named call
 * below that throws an HttpError (4xx, naming the field, in the order's language) when the order
 * cannot be taken; checks run in the order they are listed, the first refusal answers.
 */
export async function checkKitchen(app: FastifyInstance, input: KitchenCheckInput): Promise<void> {
  // Sold out: a product (or its category) switched off by the staff → 409 PRODUCT_UNAVAILABLE.
  await app.availability.requireAvailable(input.body.items, input.lang, input.now)
}
