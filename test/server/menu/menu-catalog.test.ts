/**
 * The menu in the database (docs/menu.md): the seed serves exactly the catalog the site had before
 * (the fixtures are the /api/menu answers recorded from it), and a change raises the version that
 * every answer follows.
 */
import { readFileSync } from 'node:fs'
import t from 'tap'
import { build } from '../../helpers/app.js'

const recorded = (lang: 'pl' | 'en') =>
  JSON.parse(readFileSync(new URL(`../../fixtures/menu-api-${lang}.json`, import.meta.url), 'utf8'))

t.test('a fresh install serves the recorded catalog, in both languages', async (t) => {
  const app = await build(t)
  for (const lang of ['pl', 'en'] as const) {
    const res = await app.inject({ url: `/api/menu?lang=${lang}` })
    t.equal(res.statusCode, 200)
    t.strictSame(res.json(), recorded(lang), `${lang}: every category and product, field by field`)
  }
  const body = (await app.inject({ url: '/api/menu' })).json()
  t.equal(body.categories.length, 13, 'thirteen categories')
  t.equal(body.products.length, 97, '97 products')
  const byId = new Map(body.products.map((p: { id: string }) => [p.id, p]))
  t.match(byId.get('nigiri-losos'), { name: 'Nigiri z łososiem', price: 19, count: 2 })
  t.match(byId.get('voucher-150'), { price: 150, allergens: null, category: ['VOUCHER'] })
  t.match(byId.get('zestaw-wege'), { price: 99, category: ['SETS', 'WEGE'], isSet: true })
  t.equal(app.menu.current().version, 1, 'the seed is version 1')
})

t.test('categories carry what they are: vouchers, drinks, the vegetarian listing', async (t) => {
  const app = await build(t)
  const menu = app.menu.current()
  const kinds = Object.fromEntries(menu.categories.map((c) => [c.categoryKey, c.kind]))
  t.equal(kinds.VOUCHER, 'VOUCHER')
  t.equal(kinds.DRINKS, 'DRINKS')
  t.equal(kinds.WEGE, 'VEGETARIAN')
  t.equal(menu.categories.filter((c) => c.kind === 'STANDARD').length, 10)
  t.strictSame(menu.productById('voucher-200')?.kinds, ['VOUCHER'])
  t.strictSame(menu.productById('futomaki-wege')?.kinds, ['STANDARD', 'VEGETARIAN'])
  t.strictSame(menu.productById('futomaki-wege')?.tags, ['VEGETARIAN'])
  t.strictSame(menu.productById('nigiri-losos')?.allergens, ['FISH', 'SOYBEANS'], 'allergens as codes')
  t.strictSame(menu.productById('voucher-200')?.allergens, null, 'a voucher declares none')
})

t.test(
  'a change raises the version; the answers follow it, hidden and deleted products answer 404',
  async (t) => {
    const app = await build(t)
    const before = (await app.inject({ url: '/api/menu/products/nigiri-losos' })).json()
    t.equal(before.price, 19)
    await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('menu_products')
        .set({ price_grosze: 2150 })
        .where('id', '=', 'nigiri-losos')
        .execute()
      await trx.updateTable('menu_products').set({ visible: 0 }).where('id', '=', 'nigiri-tamago').execute()
      await trx
        .updateTable('menu_products')
        .set({ deleted_at: new Date().toISOString() })
        .where('id', '=', 'nigiri-awokado')
        .execute()
      await app.menu.bumpVersion(trx)
    })
    const snapshot = await app.menu.published()
    t.equal(snapshot.version, 2)
    t.equal(app.menu.current().productById('nigiri-losos')?.price, 21.5)
    t.equal((await app.inject({ url: '/api/menu/products/nigiri-losos' })).json().price, 21.5)
    for (const id of ['nigiri-tamago', 'nigiri-awokado']) {
      const res = await app.inject({ url: `/api/menu/products/${id}` })
      t.equal(res.statusCode, 404, `${id}: 404`)
      t.equal(res.json().code, 'PRODUCT_NOT_FOUND')
    }
    const menu = (await app.inject({ url: '/api/menu' })).json()
    t.equal(menu.products.length, 95, 'the hidden and the deleted dish are left out')
  },
)
