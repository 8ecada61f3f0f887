/**
 * Every place that shows the menu follows a change (docs/menu.md, "What follows the snapshot"):
 * pages and page data are rendered once per menu version, names typed by staff stay text, a dish
 * taken off the menu cannot be ordered, and placed orders keep their names and prices.
 */
import { randomUUID } from 'node:crypto'
import t from 'tap'
import type { build } from '../../helpers/app.js'
import { orderBody } from '../../helpers/fixtures.js'
import { app as openApp } from '../../helpers/orders-setup.js'
import { staffToken } from '../../helpers/staff-helper.js'

type App = Awaited<ReturnType<typeof build>>

/** Writes to the menu tables as the editor does: one transaction with the version, then published. */
async function edit(app: App, work: (trx: App['db']) => Promise<unknown>) {
  await app.db.transaction().execute(async (trx) => {
    await work(trx)
    await app.menu.bumpVersion(trx)
  })
  await app.menu.published()
}

const setProduct = (id: string, values: Record<string, unknown>) => (trx: App['db']) =>
  trx.updateTable('menu_products').set(values).where('id', '=', id).execute()

t.test('a page and its page data follow a price change, then are served from memory again', async (t) => {
  const app = await openApp(t)
  const page = '/menu/nigiri/nigiri-losos/'
  const data = '/page-data/menu/nigiri/nigiri-losos/page-data.json'
  t.match((await app.inject({ url: page })).body, '19,00')
  t.equal((await app.inject({ url: data })).json().data.product.price, 19)

  await edit(app, setProduct('nigiri-losos', { price_grosze: 2150 }))
  const first = await app.inject({ url: page })
  t.match(first.body, '21,50', 'the new price on the page')
  t.notMatch(first.body, '19,00 zł')
  const again = await app.inject({ url: page })
  t.equal(again.headers.etag, first.headers.etag, 'the same bytes afterwards')
  const json = await app.inject({ url: data })
  t.equal(json.json().data.product.price, 21.5, 'the page data follows')
  t.equal(json.headers['cache-control'], 'no-cache', 'revalidated by browsers and the service worker')
  const order = (await app.inject({ url: '/page-data/zamowienie/page-data.json' })).json()
  const line = order.data.products.find((p: { id: string }) => p.id === 'nigiri-losos')
  t.equal(line.price, 21.5, 'the checkout prices the cart with the new price')
  const sitemap = (await app.inject({ url: '/sitemap.xml' })).body
  t.match(sitemap, '/menu/nigiri/nigiri-losos/')

  await edit(app, setProduct('nigiri-losos', { visible: 0 }))
  t.equal((await app.inject({ url: page, headers: { accept: 'text/html' } })).statusCode, 404, 'hidden: 404')
  t.equal((await app.inject({ url: data })).statusCode, 404)
  t.notMatch((await app.inject({ url: '/sitemap.xml' })).body, '/menu/nigiri/nigiri-losos/')
  t.notMatch((await app.inject({ url: '/menu/nigiri/' })).body, 'nigiri-losos/')
})

t.test(
  'English guests see a price change at once, on the pages and in the API, then from memory',
  async (t) => {
    const app = await openApp(t)
    const english = { lang: 'en' }
    const product = (await app.inject({ url: '/menu/nigiri/nigiri-losos/', cookies: english })).body
    t.match(product, 'PLN\u00a019.00')
    const category = await app.inject({ url: '/menu/nigiri/', cookies: english })
    t.match(category.body, 'PLN\u00a019.00')
    const api = () => app.inject({ url: '/api/menu?lang=en' })
    const salmon = (res: { json(): { products: { id: string; name: string; price: number }[] } }) =>
      res.json().products.find((p) => p.id === 'nigiri-losos')
    t.match(salmon(await api()), { name: 'Salmon nigiri', price: 19 })

    await edit(app, setProduct('nigiri-losos', { price_grosze: 2150 }))
    const after = await app.inject({ url: '/menu/nigiri/nigiri-losos/', cookies: english })
    t.equal(after.headers['content-language'], 'en')
    t.match(after.body, 'PLN\u00a021.50', 'the new price on the English page')
    t.notMatch(after.body, 'PLN\u00a019.00')
    const categoryAfter = await app.inject({ url: '/menu/nigiri/', cookies: english })
    t.match(categoryAfter.body, 'PLN\u00a021.50', 'and on its category page')
    t.not(categoryAfter.headers.etag, category.headers.etag)
    t.match(salmon(await api()), { name: 'Salmon nigiri', price: 21.5 }, 'and in the API')
    t.match(salmon(await app.inject({ url: '/api/menu' })), { name: 'Nigiri z łososiem', price: 21.5 })
    const again = await app.inject({ url: '/menu/nigiri/', cookies: english })
    t.equal(again.headers.etag, categoryAfter.headers.etag, 'the same bytes afterwards')
    t.match((await app.inject({ url: '/menu/nigiri/' })).body, '21,50', 'the Polish page too')
  },
)

t.test('names typed by staff are text on every page, in JSON-LD, page data and the API', async (t) => {
  const app = await openApp(t)
  const script = '</script><script>alert(1)</script>'
  const img = '<img src=x onerror=alert(1)>'
  await edit(
    app,
    setProduct('nigiri-losos', { name_pl: script, name_en: img, description_pl: `Opis ${img}` }),
  )
  for (const url of ['/', '/menu/nigiri/', '/menu/nigiri/nigiri-losos/']) {
    const html = (await app.inject({ url })).body
    t.notMatch(html, '<script>alert(1)', `${url}: no script of the name`)
    t.notMatch(html, '<img src=x', `${url}: no element of the name`)
  }
  const product = (await app.inject({ url: '/menu/nigiri/nigiri-losos/' })).body
  t.match(product, '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;', 'the name shown as typed')
  t.match(product, '\\u003c/script\\u003e', 'escaped inside the JSON blocks')
  t.match(product, 'Opis &lt;img src=x onerror=alert(1)&gt;', 'a description with a stray tag is text')
  const data = (await app.inject({ url: '/page-data/menu/nigiri/nigiri-losos/page-data.json' })).json()
  t.equal(data.data.product.name.pl, script, 'the page data carries the name as typed')
  const api = (await app.inject({ url: '/api/menu/products/nigiri-losos?lang=en' })).json()
  t.equal(api.name, img)
})

t.test('a hidden or deleted dish is refused by name of its line; placed orders keep theirs', async (t) => {
  const app = await openApp(t)
  const token = await staffToken(app)
  const placed = await app.inject({
    method: 'POST',
    url: '/api/order',
    headers: { 'idempotency-key': randomUUID() },
    payload: orderBody({ items: [{ productId: 'nigiri-losos', count: 2 }], language: 'en' }),
  })
  t.equal(placed.statusCode, 201, placed.body)
  const id = placed.json().id

  await edit(app, async (trx) => {
    await setProduct('nigiri-losos', { price_grosze: 2500, name_pl: 'Nigiri nowe', name_en: 'New nigiri' })(
      trx,
    )
    await setProduct('nigiri-tunczyk', { visible: 0 })(trx)
    await setProduct('nigiri-losos', { deleted_at: new Date().toISOString() })(trx)
  })
  for (const [productId, what] of [
    ['nigiri-losos', 'deleted'],
    ['nigiri-tunczyk', 'hidden'],
  ] as const) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/order',
      headers: { 'idempotency-key': randomUUID() },
      payload: orderBody({
        items: [
          { productId: 'sashimi-losos', count: 1 },
          { productId, count: 1 },
        ],
      }),
    })
    t.equal(res.statusCode, 400, `${what}: refused`)
    t.equal(res.json().field, 'items.1.productId', `${what}: the line is named`)
  }

  const staff = (
    await app.inject({ url: `/api/orders/${id}`, headers: { authorization: `Bearer ${token}` } })
  ).json()
  t.strictSame(
    staff.items.map((i: { name: string; nameEn: string; price: number; lineTotal: number }) => [
      i.name,
      i.nameEn,
      i.price,
      i.lineTotal,
    ]),
    [['Nigiri z łososiem', 'Salmon nigiri', 19, 38]],
    'the order keeps the names and the price it was placed with',
  )
  t.equal(staff.totals.products, 38)
  const mail = await app.db.selectFrom('mail_outbox').selectAll().where('order_id', '=', id).execute()
  t.equal(mail.length, 1)
  t.match(JSON.stringify(mail[0]), 'Salmon nigiri', 'its e-mail names the dish as ordered')
  t.notMatch(JSON.stringify(mail[0]), 'New nigiri')
})
