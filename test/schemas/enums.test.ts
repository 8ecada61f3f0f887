import t from 'tap'
import { Language } from '../../schemas/common.js'
import {
  ALLERGEN_CODES,
  CATEGORY_KINDS,
  DELIVERY_TYPES,
  DISCOUNT_TYPES,
  isOneOf,
  LANGUAGES,
  ORDER_STATUSES,
  ORDER_TIME_TYPES,
  OVERRIDE_ACTIONS,
  PAYMENT_METHODS,
  SITE_STATUS_REASONS,
} from '../../schemas/enums.js'
import { OrderRequest, StaffOrder } from '../../schemas/orders.js'
import { SiteStatusResponse } from '../../schemas/site-status.js'

t.test('the enumerations of the API and the product rules', async (t) => {
  t.strictSame(PAYMENT_METHODS, ['CASH', 'CARD', 'ONLINE'])
  t.strictSame(ORDER_TIME_TYPES, ['ASAP', 'DATE'])
  t.strictSame(DELIVERY_TYPES, ['SELF', 'COURIER'])
  t.strictSame(DISCOUNT_TYPES, ['PERCENTAGE', 'FIXED'])
  t.strictSame(ORDER_STATUSES, ['NEW', 'ACCEPTED', 'READY', 'IN_DELIVERY', 'COMPLETED', 'CANCELLED'])
  t.strictSame(OVERRIDE_ACTIONS, ['OPEN_TODAY', 'CLOSE_TODAY', 'RESET_OVERRIDES'])
  t.strictSame(LANGUAGES, ['pl', 'en'])
  t.strictSame(CATEGORY_KINDS, ['STANDARD', 'VOUCHER', 'DRINKS', 'VEGETARIAN'])
  t.equal(ALLERGEN_CODES.length, 14, 'the fourteen allergens of the EU regulation')
})

t.test('the API schemas enumerate exactly the listed values, in order', async (t) => {
  const values = (schema: { anyOf: { const: string }[] }) => schema.anyOf.map((s) => s.const)
  t.strictSame(values(OrderRequest.properties.deliveryType), DELIVERY_TYPES)
  t.strictSame(values(OrderRequest.properties.paymentMethod), PAYMENT_METHODS)
  t.strictSame(values(OrderRequest.properties.orderTimeType), ORDER_TIME_TYPES)
  t.strictSame(values(StaffOrder.properties.status), ORDER_STATUSES)
  t.strictSame(values(SiteStatusResponse.properties.reason), SITE_STATUS_REASONS)
  t.strictSame(values(Language), LANGUAGES)
})

t.test('isOneOf accepts listed values only, case-sensitively', async (t) => {
  t.ok(isOneOf(PAYMENT_METHODS, 'ONLINE'))
  t.notOk(isOneOf(PAYMENT_METHODS, 'online'))
  t.notOk(isOneOf(ORDER_TIME_TYPES, 1))
  t.notOk(isOneOf(DELIVERY_TYPES, 'PICKUP'))
  t.notOk(isOneOf(DISCOUNT_TYPES, null))
})
