// Not in the PostgreSQL pass: the wording of validation errors.
/**
 * The wording of validation messages as people read them: whole sentences for the common order
 * mistakes, English only for an English guest's order, Polish plurals that follow the number.
 * (test/server/infra/validation-messages.test.ts walks every route's schemas.)
 */
import t from 'tap'
import { describeValidation } from '#infra/http/validation.js'
import { placeOrder } from '#plugins/orders/examples.js'
import { build } from '../../helpers/app.js'

t.test('the messages read naturally', async (t) => {
  const app = await build(t)
  const order = (payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/order', payload: payload as object, headers })
  const valid = structuredClone(placeOrder.request) as Record<string, unknown>

  const cases: [unknown, string, string][] = [
    [
      { ...valid, deliveryType: 'ROWER' },
      'deliveryType',
      'Pole „deliveryType” musi mieć jedną z wartości: SELF lub COURIER.',
    ],
    [
      { ...valid, paymentMethod: 5 },
      'paymentMethod',
      'Pole „paymentMethod” musi mieć jedną z wartości: CASH, CARD lub ONLINE.',
    ],
    [{ ...valid, acceptTerms: false }, 'acceptTerms', 'Pole „acceptTerms” musi mieć wartość true.'],
    [{ ...valid, items: [] }, 'items', 'Pole „items” musi zawierać od 1 do 50 pozycji.'],
    [
      { ...valid, items: [{ productId: 'nigiri-losos', count: 100 }] },
      'items.0.count',
      'Pole „items.0.count” musi być liczbą całkowitą od 1 do 99.',
    ],
    [
      { ...valid, customer: { name: 'J', phone: '600100200', email: 'jan@example.pl' } },
      'customer.name',
      'Pole „customer.name” musi mieć od 2 do 80 znaków.',
    ],
    [{ ...valid, customer: undefined }, 'customer', 'Pole „customer” jest wymagane.'],
    [{ ...valid, comment: 'x'.repeat(501) }, 'comment', 'Pole „comment” może mieć najwyżej 500 znaków.'],
  ]
  for (const [payload, field, message] of cases) {
    const res = await order(payload)
    t.same(res.json(), { statusCode: 400, error: 'Bad Request', message, code: 'VALIDATION', field }, field)
  }

  const header = await order(valid, { 'idempotency-key': 'raz-dwa-trzy' })
  t.equal(
    header.json().message,
    'Nagłówek „Idempotency-Key” musi być identyfikatorem UUID (np. 3f1c2a9e-8b7d-4c6e-9a51-2d0f7b8e4c13).',
  )
  const query = await app.inject({ url: '/api/menu?lang=de' })
  t.equal(query.json().message, 'Parametr „lang” w adresie musi mieć jedną z wartości: pl lub en.')

  const notObject = await order([1, 2])
  t.match(notObject.json(), {
    statusCode: 400,
    code: 'VALIDATION',
    message: /^Treść żądania musi być obiektem JSON z polami „items”, .* i „acceptTerms”\.$/,
  })
  t.notOk('field' in notObject.json())

  const badJson = await app.inject({
    method: 'POST',
    url: '/api/login',
    headers: { 'content-type': 'application/json' },
    payload: '{"username": "ania",',
  })
  t.match(badJson.json(), { statusCode: 400, message: /^Treść żądania nie jest prawidłowym JSON-em/ })

  const badUrl = await app.inject({ url: '/api/site-status%zz' })
  t.same(badUrl.json(), {
    statusCode: 400,
    error: 'Bad Request',
    message: 'Adres żądania zawiera nieprawidłowo zakodowane znaki (kodowanie procentowe).',
    code: 'BAD_URL',
  })
})

t.test('an English guest placing an order reads English; everyone else reads Polish', async (t) => {
  const app = await build(t)
  const valid = structuredClone(placeOrder.request) as Record<string, unknown>
  const en = await app.inject({
    method: 'POST',
    url: '/api/order',
    payload: { ...valid, language: 'en', deliveryType: 'BIKE' },
  })
  t.equal(en.json().message, 'The field “deliveryType” must be one of: SELF or COURIER.')
  const enMissing = await app.inject({
    method: 'POST',
    url: '/api/order',
    payload: { ...valid, language: 'en', customer: { name: 'Jan Nowak', phone: '600100200' } },
  })
  t.same(enMissing.json().field, 'customer.email')
  t.equal(enMissing.json().message, 'The field “customer.email” is required.')
  // The language field itself decides only when it is valid; a staff route never switches.
  const promo = await app.inject({
    method: 'POST',
    url: '/api/utils/checkPromoCode',
    payload: { promoCode: '', language: 'en' },
  })
  t.match(promo.json().message, /^(Pole|Nieznane pole)/)
})

t.test('Polish plural forms follow the number', async (t) => {
  const schema = (minLength: number, maxLength: number) => ({ type: 'string', minLength, maxLength })
  const describe = (parentSchema: Record<string, unknown>, keyword = 'maxLength') =>
    describeValidation([{ keyword, instancePath: '/x', params: {}, parentSchema }]).message
  t.equal(describe({ type: 'string', maxLength: 1 }), 'Pole „x” może mieć najwyżej 1 znak.')
  t.equal(describe({ type: 'string', maxLength: 3 }), 'Pole „x” może mieć najwyżej 3 znaki.')
  t.equal(describe({ type: 'string', maxLength: 12 }), 'Pole „x” może mieć najwyżej 12 znaków.')
  t.equal(describe({ type: 'string', maxLength: 22 }), 'Pole „x” może mieć najwyżej 22 znaki.')
  t.equal(describe(schema(5, 25)), 'Pole „x” musi mieć od 5 do 25 znaków.')
  t.equal(describe({ type: 'string', minLength: 2 }, 'minLength'), 'Pole „x” musi mieć co najmniej 2 znaki.')
  t.equal(
    describe({ type: 'array', minItems: 2 }, 'minItems'),
    'Pole „x” musi zawierać co najmniej 2 pozycje.',
  )
  t.equal(describe({ type: 'array', maxItems: 1 }, 'maxItems'), 'Pole „x” może zawierać najwyżej 1 pozycję.')
  t.equal(
    describe({ type: 'number', exclusiveMaximum: 10 }, 'exclusiveMaximum'),
    'Pole „x” musi być liczbą mniejszą niż 10.',
  )
  t.equal(
    describe({ type: 'number', minimum: 0.5 }, 'minimum'),
    'Pole „x” musi być liczbą nie mniejszą niż 0,5.',
  )
  t.equal(
    describeValidation([{ keyword: 'multipleOf', instancePath: '/x', params: {} }]).message,
    'Pole „x” ma nieprawidłową wartość.',
  )
  t.equal(
    describeValidation([{ keyword: 'pattern', instancePath: '/x', params: { pattern: '^a$' } }], 'body', 'en')
      .message,
    'The field “x” has the wrong format.',
  )
})
