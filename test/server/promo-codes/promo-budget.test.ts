// Promo-code lookups per address: the public check and orders that carry a code draw on one budget
// of 30 a minute, counted before the code is looked up, so codes cannot be guessed through orders.
import t from 'tap'
import { createPromoCode } from '#plugins/promo-codes/repository.js'
import { build, freshDatabaseUrl, sharedRedis } from '../../helpers/app.js'
import { OPEN, order } from '../../helpers/orders-setup.js'
import { check } from '../../helpers/promo-helper.js'

type App = Awaited<ReturnType<typeof build>>

function placeWith(app: App, promoCode: string, remoteAddress: string, language = 'pl') {
  // A wrong expected total: the answer tells a valid code (409) from a wrong one (422).
  return app.inject({
    method: 'POST',
    url: '/api/order',
    payload: order({ promoCode, expectedTotal: 1, language }),
    remoteAddress,
  })
}

async function withCode(app: App) {
  await createPromoCode(
    app.db,
    {
      code: 'LATO10',
      type: 'PERCENTAGE',
      valueHundredths: 1000,
      validFrom: null,
      validTo: null,
      maxUses: null,
      createdBy: 'test',
    },
    OPEN,
  )
}

t.test('orders with a promo code count toward the lookup budget: the 31st guess is 429', async (t) => {
  const app = await build(t, { now: () => OPEN })
  await withCode(app)
  for (let i = 1; i <= 30; i++) {
    const res = await placeWith(app, `GUESS${i}`, '203.0.113.9')
    if (res.statusCode !== 422) t.fail(`guess ${i}: ${res.statusCode} ${res.body}`)
  }
  const refused = await placeWith(app, 'LATO10', '203.0.113.9')
  t.equal(refused.statusCode, 429, 'past the budget even a valid code is not looked up')
  t.match(refused.json(), {
    statusCode: 429,
    error: 'Too Many Requests',
    code: 'RATE_LIMITED',
    message: /^Zbyt wiele prób kodu promocyjnego z tego adresu\. Spróbuj ponownie za (\d+ s|1 min)\.$/,
  })
  t.ok(Number(refused.headers['retry-after']) > 0, 'with Retry-After')
  const english = await placeWith(app, 'LATO10', '203.0.113.9', 'en')
  t.match(english.json(), { statusCode: 429, message: /^Too many promo code attempts from this address/ })
  t.equal(
    (await placeWith(app, 'LATO10', '198.51.100.20')).statusCode,
    409,
    'another address still learns its total',
  )
  const noCode = await app.inject({
    method: 'POST',
    url: '/api/order',
    payload: order(),
    remoteAddress: '203.0.113.9',
  })
  t.equal(noCode.statusCode, 201, 'an order without a code is not held back')
})

t.test('the check and the order share one budget, in either order', async (t) => {
  const app = await build(t, { now: () => OPEN })
  await withCode(app)
  for (let i = 1; i <= 20; i++) await check(app, `GUESS${i}`, '203.0.113.10')
  for (let i = 21; i <= 30; i++) {
    t.equal((await placeWith(app, `GUESS${i}`, '203.0.113.10')).statusCode, 422, `order guess ${i}`)
  }
  t.equal((await check(app, 'LATO10', '203.0.113.10')).statusCode, 429, 'the check is refused after orders')
  t.equal((await placeWith(app, 'LATO10', '203.0.113.10')).statusCode, 429)
})

t.test('IPv6 guesses are counted per /56, not per address', async (t) => {
  const app = await build(t, { now: () => OPEN })
  for (let i = 1; i <= 30; i++) await placeWith(app, `GUESS${i}`, `2001:db8:1:${i.toString(16)}::${i}`)
  t.equal((await placeWith(app, 'GUESS31', '2001:db8:1:ff::31')).statusCode, 429, 'same /56')
  t.equal((await placeWith(app, 'GUESS31', '2001:db8:2::1')).statusCode, 422, 'another /56')
})

const redis = sharedRedis()
if (redis.REDIS_URL) {
  t.test('with Redis, two instances count one budget', async (t) => {
    const databaseUrl = await freshDatabaseUrl(t)
    const one = await build(t, { now: () => OPEN, env: { DATABASE_URL: databaseUrl, ...redis } })
    const two = await build(t, { now: () => OPEN, env: { DATABASE_URL: databaseUrl, ...redis } })
    for (let i = 1; i <= 15; i++) await placeWith(one, `GUESS${i}`, '203.0.113.11')
    for (let i = 16; i <= 30; i++) await check(two, `GUESS${i}`, '203.0.113.11')
    t.equal((await placeWith(one, 'GUESS31', '203.0.113.11')).statusCode, 429)
    t.equal((await check(two, 'GUESS31', '203.0.113.11')).statusCode, 429)
  })
}
