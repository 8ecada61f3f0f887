import t from 'tap'
import {
  ALLERGEN_CODES,
  CATEGORY_KINDS,
  DELIVERY_CHOICES,
  DELIVERY_TYPES,
  DISCOUNT_TYPES,
  isOneOf,
  LANGUAGES,
  ORDER_STATUSES,
  ORDER_TIME_TYPES,
  OVERRIDE_ACTIONS,
  PAYMENT_METHODS,
} from '#schemas/enums.js'

t.test('the enumerations of the API and the product rules', async (t) => {
  t.strictSame(PAYMENT_METHODS, ['CASH', 'CARD', 'ONLINE'])
  t.strictSame(ORDER_TIME_TYPES, ['ASAP', 'DATE'])
  t.strictSame(DELIVERY_TYPES, ['SELF', 'COURIER'])
  t.strictSame(DELIVERY_CHOICES, ['COURIER', 'SELF'], 'guests and staff see courier first')
  t.strictSame(DISCOUNT_TYPES, ['PERCENTAGE', 'FIXED'])
  t.strictSame(ORDER_STATUSES, ['NEW', 'ACCEPTED', 'READY', 'IN_DELIVERY', 'COMPLETED', 'CANCELLED'])
  t.strictSame(OVERRIDE_ACTIONS, ['OPEN_TODAY', 'CLOSE_TODAY', 'RESET_OVERRIDES'])
  t.strictSame(LANGUAGES, ['pl', 'en'])
  t.strictSame(CATEGORY_KINDS, ['STANDARD', 'VOUCHER', 'DRINKS', 'VEGETARIAN'])
  t.equal(ALLERGEN_CODES.length, 14, 'the fourteen allergens of the EU regulation')
})

t.test('isOneOf accepts listed values only, case-sensitively', async (t) => {
  t.ok(isOneOf(PAYMENT_METHODS, 'ONLINE'))
  t.notOk(isOneOf(PAYMENT_METHODS, 'online'))
  t.notOk(isOneOf(ORDER_TIME_TYPES, 1))
  t.notOk(isOneOf(DELIVERY_TYPES, 'PICKUP'))
  t.notOk(isOneOf(DISCOUNT_TYPES, null))
})
