/** Sold out: GET /api/menu/availability for everyone, the staff's PUTs, expiry at Warsaw midnight. */
import t, { type Test } from 'tap'
import { build } from '../../helpers/app.js'
import { dishes, orderBody } from '../../helpers/fixtures.js'
import { staffToken } from '../../helpers/staff-helper.js'

async function app(t: Test, start: string) {
  let clock = new Date(start)
  const instance = await build(t, { now: () => clock })
  let token = await staffToken(instance, 'ola')
  const put = (url: string, payload: unknown, auth = `Bearer ${token}`) =>
    instance.inject({ method: 'PUT', url, payload: payload as object, headers: { authorization: auth } })
  /** Signs in again (after the clock has moved past the session's life). */
  const signInAgain = async () => {
    const res = await instance.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'ola', password: 'correct-horse-battery' },
    })
    token = res.json().token
  }
  const read = () => instance.inject({ url: '/api/menu/availability' })
  return Object.assign(instance, { setNow: (iso: string) => (clock = new Date(iso)), put, read, signInAgain })
}

t.test('nothing is sold out at first; the answer is small, cacheable and has an ETag', async (t) => {
  const a = await app(t, '2026-11-25T17:00:00Z')
  const res = await a.read()
  t.equal(res.statusCode, 200)
  t.same(res.json(), { unavailable: [], categories: [] })
  t.match(res.headers['cache-control'], /^public, max-age=\d$/)
  t.match(res.headers['content-type'], /application\/json/)
  const etag = res.headers.etag as string
  t.match(etag, /^"[\w-]+"$/)
  const again = await a.inject({ url: '/api/menu/availability', headers: { 'if-none-match': etag } })
  t.equal(again.statusCode, 304)
  t.equal(again.body, '')
})

t.test('a product off for the rest of today is back at the next Warsaw midnight', async (t) => {
  const a = await app(t, '2026-11-25T19:00:00Z') // 20:00 in Kraków
  const before = (await a.read()).headers.etag
  const off = await a.put('/api/menu/availability/nigiri-losos', { available: false, until: 'END_OF_DAY' })
  t.equal(off.statusCode, 200, off.body)
  t.equal(off.headers['cache-control'], 'no-store')
  t.same(off.json(), { unavailable: [{ productId: 'nigiri-losos', until: 'END_OF_DAY' }], categories: [] })
  const read = await a.read()
  t.same(read.json(), off.json())
  t.not(read.headers.etag, before, 'a change makes a new ETag')
  const stale = await a.inject({
    url: '/api/menu/availability',
    headers: { 'if-none-match': before as string },
  })
  t.equal(stale.statusCode, 200, 'the old ETag gets the new answer')

  // The instance's one-second memory of the switch-offs still applies each one's end to the clock.
  a.setNow('2026-11-25T22:59:59Z') // 23:59:59
  t.same((await a.read()).json().unavailable, [{ productId: 'nigiri-losos', until: 'END_OF_DAY' }])
  a.setNow('2026-11-25T23:00:00Z') // midnight
  t.same((await a.read()).json(), { unavailable: [], categories: [] }, 'back on the menu at midnight')
})

t.test('until switched back on: it stays off the next day, and available: true ends it', async (t) => {
  const a = await app(t, '2026-11-25T19:00:00Z')
  t.equal((await a.put('/api/menu/availability/zestaw-lososiowy', { available: false })).statusCode, 200)
  a.setNow('2026-11-28T12:00:00Z')
  t.same((await a.read()).json().unavailable, [{ productId: 'zestaw-lososiowy', until: null }])
  await a.signInAgain()
  const on = await a.put('/api/menu/availability/zestaw-lososiowy', { available: true })
  t.equal(on.statusCode, 200)
  t.same(on.json(), { unavailable: [], categories: [] })
  // Switching on what is on already is fine (the tap is idempotent).
  t.equal((await a.put('/api/menu/availability/zestaw-lososiowy', { available: true })).statusCode, 200)
  // A second switch-off replaces the first: today only now.
  await a.put('/api/menu/availability/zestaw-lososiowy', { available: false })
  await a.put('/api/menu/availability/zestaw-lososiowy', { available: false, until: 'END_OF_DAY' })
  t.same((await a.read()).json().unavailable, [{ productId: 'zestaw-lososiowy', until: 'END_OF_DAY' }])
})

t.test('a whole category is switched off and on the same way', async (t) => {
  const a = await app(t, '2026-11-25T15:30:00Z')
  const off = await a.put('/api/menu/availability/categories/LUNCH', {
    available: false,
    until: 'END_OF_DAY',
  })
  t.equal(off.statusCode, 200, off.body)
  t.same(off.json(), { unavailable: [], categories: [{ categoryKey: 'LUNCH', until: 'END_OF_DAY' }] })
  await a.put('/api/menu/availability/categories/SETS_SPECIAL', { available: false })
  t.same((await a.read()).json().categories, [
    { categoryKey: 'LUNCH', until: 'END_OF_DAY' },
    { categoryKey: 'SETS_SPECIAL', until: null },
  ])
  const on = await a.put('/api/menu/availability/categories/LUNCH', { available: true })
  t.same(on.json().categories, [{ categoryKey: 'SETS_SPECIAL', until: null }])
})

t.test('unknown ids are 404, bad bodies 400 naming the field, no token 401', async (t) => {
  const a = await app(t, '2026-11-25T15:30:00Z')
  const product = await a.put('/api/menu/availability/nie-ma-takiego', { available: false })
  t.equal(product.statusCode, 404)
  t.match(product.json(), { code: 'PRODUCT_NOT_FOUND', message: /„nie-ma-takiego”/ })
  const category = await a.put('/api/menu/availability/categories/PIZZA', { available: false })
  t.equal(category.statusCode, 404)
  t.match(category.json(), { code: 'CATEGORY_NOT_FOUND', message: /PIZZA/ })

  const missing = await a.put('/api/menu/availability/nigiri-losos', {})
  t.equal(missing.statusCode, 400)
  t.match(missing.json(), { field: 'available' })
  const wrongType = await a.put('/api/menu/availability/nigiri-losos', { available: 'nie' })
  t.equal(wrongType.statusCode, 400)
  t.match(wrongType.json(), { field: 'available' })
  const wrongUntil = await a.put('/api/menu/availability/nigiri-losos', {
    available: false,
    until: 'TOMORROW',
  })
  t.equal(wrongUntil.statusCode, 400)
  t.match(wrongUntil.json(), { field: 'until' })
  const extra = await a.put('/api/menu/availability/categories/LUNCH', { available: false, reason: 'x' })
  t.equal(extra.statusCode, 400)
  t.match(extra.json(), { field: 'reason' })

  const anonymous = await a.inject({
    method: 'PUT',
    url: '/api/menu/availability/nigiri-losos',
    payload: { available: false },
  })
  t.equal(anonymous.statusCode, 401)
  t.equal(
    (await a.put('/api/menu/availability/nigiri-losos', { available: false }, 'Bearer nope')).statusCode,
    401,
  )
  t.same((await a.read()).json(), { unavailable: [], categories: [] }, 'nothing was changed')
  const row = await a.db.selectFrom('menu_availability').selectAll().execute()
  t.same(row, [])
})

t.test('who switched what off is kept with the switch', async (t) => {
  const a = await app(t, '2026-11-25T19:00:00Z')
  await a.put('/api/menu/availability/nigiri-losos', { available: false, until: 'END_OF_DAY' })
  const rows = await a.db.selectFrom('menu_availability').selectAll().execute()
  t.same(rows, [
    {
      kind: 'PRODUCT',
      key: 'nigiri-losos',
      expires_at: '2026-11-25T23:00:00.000Z',
      created_by: 'ola',
      created_at: '2026-11-25T19:00:00.000Z',
    },
  ])
})

const ORDER = orderBody({
  items: [
    { productId: dishes.tunaNigiri.id, count: 2 },
    { productId: dishes.salmonSet.id, count: 1 },
    { productId: dishes.salmonNigiri.id, count: 4 },
  ],
})

t.test('an order with a sold-out dish is refused with 409 naming the dish and its line', async (t) => {
  const a = await app(t, '2026-11-25T17:00:00Z') // Wednesday 18:00: open
  const placeOrder = (body: object) => a.inject({ method: 'POST', url: '/api/order', payload: body })
  await a.put('/api/menu/availability/nigiri-losos', { available: false, until: 'END_OF_DAY' })

  const refused = await placeOrder(ORDER)
  t.equal(refused.statusCode, 409)
  t.same(refused.json(), {
    statusCode: 409,
    error: 'Conflict',
    code: 'PRODUCT_UNAVAILABLE',
    field: 'items.2.productId',
    message:
      'Produkt „Nigiri z łososiem” jest chwilowo niedostępny. Usuń go z koszyka i złóż zamówienie ponownie.',
  })
  const english = await placeOrder({ ...ORDER, language: 'en' })
  t.equal(english.statusCode, 409)
  t.match(english.json(), {
    field: 'items.2.productId',
    message: /^“Salmon nigiri” is temporarily unavailable\./,
  })
  const written = await a.db.selectFrom('orders').select('id').execute()
  t.same(written, [], 'nothing was written')

  // The set with salmon nigiri in it is still orderable: only its own switch takes it off.
  const withoutSalmon = { ...ORDER, items: ORDER.items.slice(0, 2) }
  t.equal((await placeOrder(withoutSalmon)).statusCode, 201, 'the set is not off because a dish in it is')
  await a.put('/api/menu/availability/zestaw-lososiowy', { available: false })
  t.match((await placeOrder(withoutSalmon)).json(), {
    code: 'PRODUCT_UNAVAILABLE',
    field: 'items.1.productId',
  })

  // At midnight the salmon nigiri are back; the set stays off until switched on.
  a.setNow('2026-11-26T13:00:00Z') // Thursday 14:00
  const nextDay = await placeOrder({ ...ORDER, items: [ORDER.items[2]] })
  t.equal(nextDay.statusCode, 201, nextDay.body)
})

t.test('a category switched off refuses its products', async (t) => {
  const a = await app(t, '2026-11-25T17:00:00Z')
  await a.put('/api/menu/availability/categories/NIGIRI', { available: false, until: 'END_OF_DAY' })
  const refused = await a.inject({ method: 'POST', url: '/api/order', payload: ORDER })
  t.match(refused.json(), { statusCode: 409, code: 'PRODUCT_UNAVAILABLE', field: 'items.0.productId' })
  t.match(refused.json().message, /Nigiri z tuńczykiem/)
  const set = await a.inject({
    method: 'POST',
    url: '/api/order',
    payload: { ...ORDER, items: [ORDER.items[1]] },
  })
  t.equal(set.statusCode, 201, 'a set is not a nigiri')
})
