// Not in the PostgreSQL pass: rendered pages and robots.txt.
/**
 * The menu's search page as the server renders it (docs/product.md, "Search"): the GET form of the
 * category pages works without JavaScript, `?q=` is rendered with its results in the page's
 * language, and search engines are kept off it.
 */
import t from 'tap'
import { build, decodeEntities, headOf } from '../../helpers/app.js'

type App = Awaited<ReturnType<typeof build>>
const page = (app: App, url: string, lang = 'pl') =>
  app.inject({ url, headers: { accept: 'text/html' }, cookies: { lang } })
/** The titles of the result cards, in order. */
const cards = (html: string) =>
  [...html.matchAll(/<h2 class="product-card-title"><a [^>]*>([^<]*)<\/a><\/h2>/g)].map((m) =>
    decodeEntities(m[1]!),
  )
const status = (html: string) =>
  decodeEntities(/<p class="search-count" role="status">([^<]*)<\/p>/.exec(html)?.[1] ?? '?')

t.test('a category page carries the search form, a GET to /szukaj/ with a labelled field', async (t) => {
  const app = await build(t)
  const pl = (await page(app, '/menu/nigiri/')).body
  const form =
    /<search><form class="menu-search" action="\/szukaj\/" method="get">.*?<\/form><\/search>/s.exec(pl)?.[0]
  t.ok(form, 'the form is in the server’s page')
  const id = /<input id="([^"]+)" type="search"[^>]* name="q"/.exec(form ?? '')?.[1]
  t.ok(id)
  t.match(form, `<label for="${id}">Szukaj w menu</label>`)
  t.match((await page(app, '/menu/nigiri/', 'en')).body, />Search the menu<\/label>/)
})

t.test('?q= is rendered with its results: any case, no Polish letters needed, names first', async (t) => {
  const app = await build(t)
  const res = await page(app, '/szukaj/?q=SHIITAKE')
  t.equal(res.statusCode, 200)
  t.equal(status(res.body), 'Znaleziono 4 dania')
  t.same(
    cards(res.body).slice(0, 2).sort(),
    ['Hosomaki z shiitake', 'Nigiri z grzybami shiitake'],
    'by name first',
  )
  t.equal(cards(res.body).length, 4, 'then two dishes with shiitake inside')
  t.match(res.body, /<input [^>]*name="q"[^>]*value="SHIITAKE"/, 'the field keeps the words')

  const eel = await page(app, '/szukaj/?q=wegorz')
  t.equal(status(eel.body), 'Znaleziono 10 dań', '"wegorz" finds "węgorz"')
  t.equal(status((await page(app, '/szukaj/?q=w%C4%99gorz')).body), 'Znaleziono 10 dań')
  t.ok(cards(eel.body).includes('Nigiri z węgorzem'))
  const english = await page(app, '/szukaj/?q=eel', 'en')
  t.equal(status(english.body), '10 dishes found')
  t.ok(cards(english.body).includes('Eel nigiri (unagi)'))
  t.equal(
    status((await page(app, '/szukaj/?q=wegorz', 'en')).body),
    'Nothing found',
    'English words on the English page',
  )
})

t.test('nothing found says so; no query asks for one; the page is not for search engines', async (t) => {
  const app = await build(t)
  const none = await page(app, '/szukaj/?q=pizza+hawajska')
  t.equal(none.statusCode, 200)
  t.equal(status(none.body), 'Nic nie znaleziono')
  t.same(cards(none.body), [])
  t.match(none.body, /Sprawdź pisownię albo wpisz mniej słów\./)
  t.match(none.body, /<a class="button button-ghost" href="\/"[^>]*>Zobacz całe menu<\/a>/)

  const empty = await page(app, '/szukaj/')
  t.equal(status(empty.body), '', 'nothing announced before a search')
  t.match(empty.body, /Wpisz nazwę dania albo składnik, np\. łosoś, tempura, awokado\./)
  for (const html of [none.body, empty.body]) {
    t.match(headOf(html), /<meta name="robots" content="noindex, nofollow"/)
    t.match(headOf(html), /<link rel="canonical" href="[^"]*\/szukaj\/"/, 'one canonical address')
  }
  t.match((await app.inject({ url: '/robots.txt' })).body, /^Disallow: \/szukaj\/$/m)
  t.notMatch((await app.inject({ url: '/sitemap.xml' })).body, /szukaj/)
})

t.test('each query is its own page; other parameters and a long query do not make new ones', async (t) => {
  const app = await build(t)
  const a = await page(app, '/szukaj/?q=mango')
  const b = await page(app, '/szukaj/?utm_source=x&q=mango')
  t.equal(status(a.body), 'Znaleziono 4 dania')
  t.equal(a.body, b.body, 'the same page for the same query')
  t.not((await page(app, '/szukaj/?q=shiitake')).body, a.body)
  const long = await page(app, `/szukaj/?q=mango${'x'.repeat(300)}`)
  t.equal(long.statusCode, 200)
  t.match(long.body, new RegExp(`value="mango${'x'.repeat(95)}"`), 'cut at 100 characters')
  t.equal(status(long.body), 'Nic nie znaleziono')
  t.equal(
    (await page(app, '/szukaj/?q=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).body.includes('<script>alert'),
    false,
  )
})
