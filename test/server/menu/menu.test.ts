// Not in the PostgreSQL pass: the seeded menu pages; the catalog in the tables is tested on PostgreSQL in menu-catalog.
import t from 'tap'
import { categoryPath } from '#domain/menu/catalog.js'
import { build, decodeEntities, h1Of, headOf, titleOf } from '../../helpers/app.js'
import { categories, productPath, products, productsOfCategory } from '../../helpers/menu-seed.js'

/** Product links (canonical product paths) listed in a page body. */
function productLinks(html: string): Set<string> {
  const body = html.slice(html.indexOf('<main'))
  const links = new Set<string>()
  for (const match of body.matchAll(/<h[23] class="product-card-title"><a href="([^"]+)"/g))
    links.add(match[1]!)
  return links
}

t.test('each category page lists exactly its products, with prices in Polish format', async (t) => {
  const app = await build(t)
  for (const category of categories) {
    const res = await app.inject({ url: categoryPath(category) })
    t.equal(res.statusCode, 200, category.url)
    t.equal(h1Of(res.body), category.name.pl)
    const expected = new Set(productsOfCategory(category.url).map(productPath))
    t.same(productLinks(res.body), expected, `${category.url} lists exactly its products`)
    const description = /<meta name="description" content="([^"]*)"\/?>/.exec(headOf(res.body))?.[1]
    t.equal(
      decodeEntities(description ?? ''),
      category.intro.pl,
      `${category.url}: its description in <head>`,
    )
  }
  const nigiri = await app.inject({ url: '/menu/nigiri/' })
  t.match(nigiri.body, /19,00\u00a0zł/, 'prices like 19,00 zł')
  t.match(nigiri.body, /2 szt\./, 'pieces')
  t.match(nigiri.body, /ryby, soja/, 'allergens')
  t.match(nigiri.body, /Dodaj do koszyka/)
})

t.test('the vegetarian page lists every product carrying WEGE and nothing else', async (t) => {
  const app = await build(t)
  const res = await app.inject({ url: '/menu/wege/' })
  const wege = products.filter((p) => p.category.includes('WEGE'))
  t.ok(wege.length >= 12)
  t.same(productLinks(res.body), new Set(wege.map(productPath)))
})

t.test('product pages are found by slug, under their category', async (t) => {
  const app = await build(t)
  for (const product of products) {
    const res = await app.inject({ url: productPath(product) })
    t.equal(res.statusCode, 200, productPath(product))
    t.equal(h1Of(res.body), product.name.pl)
    t.match(
      headOf(res.body),
      new RegExp(`<link rel="canonical" href="https://sakanasushi\\.test${productPath(product)}"/?>`),
    )
  }
  const set = products.find((p) => p.isSet)!
  const setPage = await app.inject({ url: productPath(set) })
  t.match(
    setPage.body,
    /<div class="product-description"><ul><li>/,
    'a set shows the list of its pieces as HTML elements',
  )
  t.notMatch(setPage.body, /&lt;ul&gt;|&lt;li&gt;/, 'no escaped raw HTML')
  const voucher = products.find((p) => p.category.includes('VOUCHER'))!
  const voucherPage = await app.inject({ url: productPath(voucher) })
  t.match(voucherPage.body, /Informacje dodatkowe/)
  t.match(voucherPage.body, /31\.12\.2027/)
  const veg = products.find((p) => p.category.includes('WEGE') && p.mainCategory !== 'WEGE')!
  const viaWege = await app.inject({ url: `/menu/wege/${veg.url}/` })
  t.equal(viaWege.statusCode, 200, 'a vegetarian product also opens under /menu/wege/')
  t.match(
    headOf(viaWege.body),
    `href="https://sakanasushi.test${productPath(veg)}"`,
    'with its canonical URL',
  )
})

t.test('unknown categories and slugs answer the 404 page', async (t) => {
  const app = await build(t)
  for (const path of ['/menu/pizza/', '/menu/nigiri/nie-ma-takiego/', '/menu/']) {
    const res = await app.inject({ url: path })
    t.equal(res.statusCode, 404, path)
    t.equal(h1Of(res.body), 'Tej strony nie ma w naszym menu')
  }
  // A dish's slug under another category leads to the dish (docs/menu.md: a dish moved by staff
  // keeps its old addresses), never to a second copy of its page.
  const elsewhere = await app.inject({ url: '/menu/sashimi/nigiri-losos/' })
  t.equal(elsewhere.statusCode, 301)
  t.equal(elsewhere.headers.location, '/menu/nigiri/nigiri-losos/')
})

t.test('category and product pages in English', async (t) => {
  const app = await build(t)
  const res = await app.inject({ url: '/menu/nigiri/nigiri-losos/', cookies: { lang: 'en' } })
  t.equal(h1Of(res.body), 'Salmon nigiri')
  t.equal(decodeEntities(titleOf(res.body) ?? ''), 'Salmon nigiri — PLN\u00a019.00 | Sakana Sushi')
  t.match(res.body, /Add to cart/)
})

t.test("the home page carries JSON-LD for a schema.org Restaurant with its menu's sections", async (t) => {
  const app = await build(t)
  const res = await app.inject({ url: '/' })
  // A data block the server writes into <head>, outside what React hydrates: the browser never
  // builds it again, so the home page's data does not carry the menu a second time.
  const json = /<script type="application\/ld\+json" data-page-json-ld>([\s\S]*?)<\/script>/.exec(
    headOf(res.body),
  )?.[1]
  t.ok(json, 'JSON-LD is in the head')
  const pageData = await app.inject({ url: '/page-data/index/page-data.json' })
  t.same(Object.keys(pageData.json().data).sort(), ['categories', 'popular'], 'no menu in the page data')
  const appData = /<script id="app-data"[^>]*>([\s\S]*?)<\/script>/.exec(res.body)![1]!
  t.notOk('menu' in JSON.parse(appData).page.data, "nor in the document's hydration data")
  const data = JSON.parse(json!)
  t.equal(data['@context'], 'https://schema.org')
  t.equal(data['@type'], 'Restaurant')
  t.equal(data.name, 'Sakana Sushi')
  t.equal(data.telephone, '+48 12 430 22 15')
  t.match(data.address, {
    '@type': 'PostalAddress',
    streetAddress: 'ul. Miodowa 22',
    postalCode: '31-055',
    addressLocality: 'Kraków',
    addressCountry: 'PL',
  })
  t.same(data.servesCuisine, ['Japanese', 'Sushi'])
  t.equal(data.priceRange, '$$')
  t.same(data.openingHoursSpecification, [
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['https://schema.org/Sunday'],
      opens: '13:00',
      closes: '21:00',
    },
    {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Wednesday', 'Thursday', 'Friday', 'Saturday'].map((d) => `https://schema.org/${d}`),
      opens: '13:00',
      closes: '22:00',
    },
  ])
  t.equal(data.hasMenu['@type'], 'Menu')
  t.equal(data.hasMenu['@id'], 'https://sakanasushi.test/#menu')
  t.same(
    data.hasMenu.hasMenuSection,
    categories.map((c) => ({
      '@type': 'MenuSection',
      '@id': `https://sakanasushi.test${categoryPath(c)}#menu-section`,
      name: c.name.pl,
      url: `https://sakanasushi.test${categoryPath(c)}`,
    })),
    'a section per category, named by its page; the dishes are on the pages',
  )
  t.notMatch(json!, /MenuItem|"offers"/, 'no dish and no price on the home page')
})

t.test('a category page carries its section of the menu, each dish it lists with its price', async (t) => {
  const app = await build(t)
  const sectionOf = async (path: string, lang = 'pl') => {
    const res = await app.inject({ url: path, cookies: { lang } })
    const json = /<script type="application\/ld\+json" data-page-json-ld>([\s\S]*?)<\/script>/.exec(
      headOf(res.body),
    )?.[1]
    return JSON.parse(json ?? 'null')
  }
  const nigiri = categories.find((c) => c.url === 'nigiri')!
  const section = await sectionOf('/menu/nigiri/')
  t.equal(section['@context'], 'https://schema.org')
  t.equal(section['@type'], 'MenuSection')
  t.equal(
    section['@id'],
    'https://sakanasushi.test/menu/nigiri/#menu-section',
    "the home page's menu names it so",
  )
  t.equal(section.name, nigiri.name.pl)
  t.same(
    section.hasMenuItem.map((i: { url: string }) => i.url),
    productsOfCategory('nigiri').map((p) => `https://sakanasushi.test${productPath(p)}`),
    'every dish the page lists, in its order',
  )
  const salmon = section.hasMenuItem.find((i: { name: string }) => i.name === 'Nigiri z łososiem')
  t.same(salmon.offers, { '@type': 'Offer', price: '19.00', priceCurrency: 'PLN' })
  const english = await sectionOf('/menu/nigiri/', 'en')
  t.equal(english.inLanguage, 'en')
  t.ok(
    english.hasMenuItem.some((i: { name: string }) => i.name === 'Salmon nigiri'),
    'the English page names the dishes in English',
  )
  // Across the category pages, every dish of the menu is priced at least once.
  const listed = new Set<string>()
  for (const category of categories) {
    for (const item of (await sectionOf(categoryPath(category))).hasMenuItem) listed.add(item.url)
  }
  t.equal(listed.size, products.length, 'every product on some category page')
})
