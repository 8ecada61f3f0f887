import t from 'tap'
import { build } from '../../helpers/app.js'
import { products } from '../../helpers/menu-seed.js'

t.test('GET /api/menu answers categories and products with the documented fields', async (t) => {
  const app = await build(t)
  const res = await app.inject({ url: '/api/menu' })
  t.equal(res.statusCode, 200)
  const body = res.json()
  t.equal(body.categories.length, 13)
  t.equal(body.products.length, products.length)
  t.same(Object.keys(body.categories[0]).sort(), [
    'backgroundImage',
    'categoryKey',
    'id',
    'imageUrl',
    'name',
    'url',
  ])
  const product = body.products.find((p: { id: string }) => p.id === 'nigiri-losos')
  t.match(product, {
    id: 'nigiri-losos',
    name: 'Nigiri z łososiem',
    price: 19,
    count: 2,
    mainCategory: 'NIGIRI',
    url: 'nigiri-losos',
  })
  t.ok(
    Array.isArray(product.imagesUrl) && Array.isArray(product.allergens) && Array.isArray(product.category),
  )
  const english = (await app.inject({ url: '/api/menu?lang=en' })).json()
  t.equal(english.products.find((p: { id: string }) => p.id === 'nigiri-losos').name, 'Salmon nigiri')
  const bad = await app.inject({ url: '/api/menu?lang=de' })
  t.equal(bad.statusCode, 400)
})

t.test('ETag and cache headers; If-None-Match answers 304', async (t) => {
  const app = await build(t)
  const res = await app.inject({ url: '/api/menu' })
  const etag = res.headers.etag as string
  t.match(etag, /^"[\w-]+"$/)
  t.match(res.headers['cache-control'], /max-age=300/)
  const again = await app.inject({ url: '/api/menu', headers: { 'if-none-match': etag } })
  t.equal(again.statusCode, 304)
  t.equal(again.body, '')
  const en = await app.inject({ url: '/api/menu?lang=en' })
  t.not(en.headers.etag, etag, 'each language has its own ETag')
})

t.test('GET /api/menu/products/{id}', async (t) => {
  const app = await build(t)
  const res = await app.inject({ url: '/api/menu/products/sashimi-losos' })
  t.equal(res.statusCode, 200)
  t.equal(res.json().id, 'sashimi-losos')
  const missing = await app.inject({ url: '/api/menu/products/pizza' })
  t.equal(missing.statusCode, 404)
  t.match(missing.json(), { statusCode: 404, code: 'PRODUCT_NOT_FOUND', message: /pizza/ })
})

t.test('the OpenAPI document describes the documented calls', async (t) => {
  const app = await build(t)
  const res = await app.inject({ url: '/api/openapi.json' })
  t.equal(res.statusCode, 200)
  const doc = res.json()
  t.equal(doc.openapi, '3.1.0')
  for (const path of [
    '/api/utils/isSiteClosed',
    '/api/order',
    '/api/utils/checkPromoCode',
    '/api/login',
    '/api/utils/openToday',
    '/api/utils/closeToday',
    '/api/utils/resetOverrides',
    '/api/menu',
    '/api/orders',
    '/api/promo-codes',
  ]) {
    t.ok(doc.paths[path], `${path} documented`)
  }
  t.ok(doc.components.securitySchemes.bearerAuth)
  const docs = await app.inject({ url: '/api/docs/' })
  t.equal(docs.statusCode, 200)
  t.match(docs.headers['content-type'], /text\/html/)
})
