/**
 * The checkout form's own rules: Polish messages per field, and a network failure retried with the
 * same Idempotency-Key.
 */
import '../helpers/setup.js'
import { cleanup } from '@testing-library/react'
import t from 'tap'
import { initialValues, orderPayload, validateCheckout } from '#client/features/checkout/form.js'
import { submitOrder } from '#client/features/checkout/submit.js'
import { calls, emptyBrowser, json, mockFetch } from './checkout-fixtures.js'

const noExtras = { chopsticks: 0, soySauce: false, ginger: false, wasabi: false, cutlery: false }

t.beforeEach(emptyBrowser)
t.afterEach(() => cleanup())

t.test('checkout form validation gives Polish messages per field', async (t) => {
  const errors = validateCheckout(initialValues)
  t.same(Object.keys(errors).sort(), [
    'acceptTerms',
    'buildingNumber',
    'email',
    'name',
    'phone',
    'postalCode',
    'street',
  ])
  const filled = {
    ...initialValues,
    name: 'Anna Kowalska',
    phone: '600 100 200',
    email: 'anna@example.pl',
    street: 'Józefa',
    buildingNumber: '12',
    postalCode: '31056',
    acceptTerms: true,
  }
  t.same(validateCheckout(filled), {})
  t.same(validateCheckout({ ...filled, phone: '123' }), { phone: 'checkout.phoneInvalid' })
  t.same(validateCheckout({ ...filled, email: 'anna@' }), { email: 'checkout.emailInvalid' })
  t.same(validateCheckout({ ...filled, postalCode: '3-1056' }), { postalCode: 'checkout.postalInvalid' })
  t.same(
    validateCheckout({ ...filled, deliveryType: 'SELF', street: '', postalCode: '' }),
    {},
    'no address for pick-up',
  )
  t.same(validateCheckout({ ...filled, orderTimeType: 'DATE' }), { orderTime: 'checkout.slotRequired' })
  const payload = orderPayload(
    { ...filled, deliveryType: 'SELF' },
    [{ productId: 'nigiri-losos', count: 2 }],
    {
      promoCode: null,
      expectedTotal: 38,
      language: 'pl',
      extras: noExtras,
      blikCodeAvailable: false,
    },
  )
  t.notOk('address' in payload, 'pick-up sends no address')
  t.same(payload.items, [{ productId: 'nigiri-losos', count: 2 }], 'only ids and counts, no prices')
  const courier = orderPayload(filled, [{ productId: 'nigiri-losos', count: 6 }], {
    promoCode: 'X',
    expectedTotal: 1,
    language: 'pl',
    extras: noExtras,
    blikCodeAvailable: false,
  })
  t.equal(courier.address?.postalCode, '31-056', 'postal code normalised')
})

t.test('a network failure is retried with the same Idempotency-Key', async (t) => {
  let attempts = 0
  mockFetch(() => {
    attempts++
    if (attempts < 3) throw new TypeError('Failed to fetch')
    return json({ id: 'ABC', number: 7, status: 'NEW', totals: {}, expectedAt: '' }, 201)
  })
  const retries: number[] = []
  const created = await submitOrder(
    { a: 1 },
    'key-1',
    (n) => retries.push(n),
    async () => undefined,
  )
  t.equal(created.number, 7)
  t.equal(attempts, 3)
  t.same(retries, [1, 2])
  t.same(
    calls.map((c) => (c.init.headers as Record<string, string>)['idempotency-key']),
    ['key-1', 'key-1', 'key-1'],
  )
  mockFetch(() => json({ statusCode: 422, message: 'Restauracja jest zamknięta.' }, 422))
  await t.rejects(
    submitOrder({}, 'key-2', undefined, async () => undefined),
    { message: 'HTTP error! Status: 422' },
  )
  t.equal(calls.length, 1, 'a server refusal is not retried')
})
