// Not in the PostgreSQL pass: rendered pages.
import t from 'tap'
import { canonicalPageRedirect } from '#infra/ssr/paths.js'
import { bodyOf, build, decodeEntities, h1Of, headOf, titleOf } from '../../helpers/app.js'

const pages: { path: string; title: RegExp; h1: RegExp }[] = [
  { path: '/', title: /^Sakana Sushi Kraków — menu i zamówienia online$/, h1: /Sushi robione na zamówienie/ },
  { path: '/restauracja/', title: /^W restauracji \| Sakana Sushi$/, h1: /^W restauracji$/ },
  { path: '/menu/wege/', title: /^Sushi wege \| Sakana Sushi$/, h1: /^Wege$/ },
  { path: '/dostawa/', title: /^Dostawa \| Sakana Sushi$/, h1: /^Dostawa$/ },
  { path: '/o_nas/', title: /^O nas \| Sakana Sushi$/, h1: /^O nas$/ },
  { path: '/kontakt/', title: /^Kontakt \| Sakana Sushi$/, h1: /^Kontakt$/ },
  { path: '/zamowienie/', title: /^Zamówienie \| Sakana Sushi$/, h1: /^Zamówienie$/ },
  {
    path: '/dziekujemy/',
    title: /^Dziękujemy za zamówienie \| Sakana Sushi$/,
    h1: /^Dziękujemy za zamówienie$/,
  },
  { path: '/manage/', title: /^Panel obsługi \| Sakana Sushi$/, h1: /^Panel obsługi$/ },
  { path: '/menu/nigiri/', title: /^Nigiri \| Sakana Sushi$/, h1: /^Nigiri$/ },
  {
    path: '/menu/nigiri/nigiri-losos/',
    title: /^Nigiri z łososiem — 19,00\u00a0zł \| Sakana Sushi$/,
    h1: /^Nigiri z łososiem$/,
  },
]

t.test('every page of the site answers 200 with its own title and heading', async (t) => {
  const app = await build(t)
  const titles = new Set<string>()
  for (const page of pages) {
    const res = await app.inject({ url: page.path })
    t.equal(res.statusCode, 200, `${page.path} status`)
    t.match(res.headers['content-type'], /^text\/html; charset=utf-8/)
    const title = decodeEntities(titleOf(res.body) ?? '')
    t.match(title, page.title, `${page.path} title`)
    t.match(h1Of(res.body) ?? '', page.h1, `${page.path} heading`)
    titles.add(title)
    // The shell is on every page.
    t.match(res.body, /Minimalna kwota zamówienia na dostawę — 99 zł/, `${page.path} header minimum`)
    t.match(res.body, /ul\. Miodowa 22, 31-055 Kraków/)
    t.match(res.body, /\+48 12 430 22 15/)
    t.match(res.body, /href="\/zamowienie\/"/, 'cart link')
  }
  t.equal(titles.size, pages.length, 'titles are all different')
})

t.test(
  'the header shows the opening hours: Sunday and Wednesday to Saturday, not Monday or Tuesday',
  async (t) => {
    const app = await build(t)
    const res = await app.inject({ url: '/' })
    const header = /<header class="site-header">([\s\S]*?)<\/header>/.exec(res.body)?.[1] ?? ''
    t.match(header, /Niedziela<\/span> <span class="hours-time">13:00–21:00/)
    t.match(header, /Środa – sobota<\/span> <span class="hours-time">13:00–22:00/)
    t.notMatch(header, /Poniedziałek|Wtorek|poniedziałek|wtorek/)
    for (const label of ['Menu', 'W Restauracji', 'Wege', 'Dostawa', 'O nas', 'Kontakt']) {
      t.match(header, new RegExp(`>${label}</a>`), `navigation has ${label}`)
    }
  },
)

t.test('unknown pages answer 404 with the 404 page and the shell', async (t) => {
  const app = await build(t)
  for (const path of [
    '/nie-ma-takiej-strony/',
    '/menu/pizza/',
    '/menu/nigiri/nie-ma/',
    '/menu/nigiri/nigiri-losos/extra/',
  ]) {
    const res = await app.inject({ url: path })
    t.equal(res.statusCode, 404, path)
    t.equal(h1Of(res.body), 'Tej strony nie ma w naszym menu')
    t.match(headOf(res.body), /<meta name="robots" content="noindex, nofollow"\/?>/)
    t.match(res.body, /class="site-header"/)
  }
})

t.test('a page path without a trailing slash moves permanently, keeping the query', async (t) => {
  const app = await build(t)
  const cases: [string, string][] = [
    ['/kontakt', '/kontakt/'],
    ['/menu/nigiri', '/menu/nigiri/'],
    ['/menu/nigiri/nigiri-losos?ref=fb', '/menu/nigiri/nigiri-losos/?ref=fb'],
    ['/zamowienie?x=1&y=2', '/zamowienie/?x=1&y=2'],
    ['/o-nas', '/o_nas/'],
    ['/o-nas/', '/o_nas/'],
  ]
  for (const [from, to] of cases) {
    const res = await app.inject({ url: from })
    t.equal(res.statusCode, 301, from)
    t.equal(res.headers.location, to, `${from} → ${to}`)
  }
})

t.test('files with the exempt extensions and API paths are never redirected', async (t) => {
  const app = await build(t)
  for (const path of [
    '/missing.json',
    '/app.js',
    '/app.js.map',
    '/notes.txt',
    '/feed.xml',
    '/polityka.pdf',
  ]) {
    const res = await app.inject({ url: path })
    t.equal(res.statusCode, 404, path)
    t.notOk(res.headers.location, `${path} not redirected`)
  }
  const html = await app.inject({ url: '/old-page.html' })
  t.equal(html.statusCode, 404)
  t.notOk(html.headers.location)
  const api = await app.inject({ method: 'GET', url: '/api/nothing-here' })
  t.equal(api.statusCode, 404)
  t.notOk(api.headers.location)
  t.match(api.headers['content-type'], /application\/json/)
  t.match(api.json(), { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND' })
  const post = await app.inject({ method: 'POST', url: '/api/nothing', payload: {} })
  t.equal(post.statusCode, 404)
  t.notOk(post.headers.location)
})

t.test('head tags are inside <head>, specific to each page', async (t) => {
  const app = await build(t)
  for (const path of ['/', '/kontakt/', '/menu/sashimi/', '/menu/nigiri/nigiri-losos/']) {
    const res = await app.inject({ url: path })
    const head = headOf(res.body)
    const body = bodyOf(res.body)
    t.match(head, /<title>[^<]+<\/title>/, `${path} title in head`)
    t.match(head, /<meta name="description" content="[^"]{20,}"\/?>/, `${path} description`)
    t.match(
      head,
      new RegExp(`<link rel="canonical" href="https://sakanasushi\\.test${path}"\\/?>`),
      `${path} canonical`,
    )
    t.match(head, new RegExp(`<meta property="og:url" content="https://sakanasushi\\.test${path}"\\/?>`))
    t.match(head, /<meta property="og:title" content="[^"]+"\/?>/)
    t.match(head, /<meta property="og:description" content="[^"]+"\/?>/)
    t.match(head, /<meta property="og:image" content="https:\/\/sakanasushi\.test\/[^"]+"\/?>/)
    t.match(head, /<meta property="og:locale" content="pl_PL"\/?>/)
    t.notMatch(body, /<title>|<meta name="description"|rel="canonical"/, `${path} nothing leaked into body`)
  }
})

t.test('English: the language cookie renders the page in English', async (t) => {
  const app = await build(t)
  const res = await app.inject({ url: '/kontakt/', cookies: { lang: 'en' } })
  t.equal(res.statusCode, 200)
  t.match(res.body, /<html lang="en">/)
  t.equal(decodeEntities(titleOf(res.body) ?? ''), 'Contact | Sakana Sushi')
  t.match(res.body, /Minimum order for delivery — PLN\u00a099.00/)
  t.match(res.body, />In the restaurant</)
  t.match(headOf(res.body), /og:locale" content="en_GB"/)
  t.equal(res.headers['content-language'], 'en')
  const polish = await app.inject({ url: '/kontakt/' })
  t.match(polish.body, /<html lang="pl">/)
  const junk = await app.inject({ url: '/kontakt/', cookies: { lang: 'de' } })
  t.match(junk.body, /<html lang="pl">/, 'an unknown language falls back to Polish')
})

t.test('security headers, and a CSP without nonce or unsafe-inline scripts', async (t) => {
  const app = await build(t)
  const res = await app.inject({ url: '/' })
  t.equal(res.headers['x-content-type-options'], 'nosniff')
  const csp = String(res.headers['content-security-policy'])
  t.match(csp, /frame-ancestors 'none'/)
  t.notMatch(csp, /script-src[^;]*unsafe-inline/, 'no unsafe-inline scripts')
  t.notMatch(csp, /nonce-/, 'no per-request nonce')
  // The hydration data is a data block: not executed, so the policy needs nothing for it.
  t.match(res.body, /<script id="app-data" type="application\/json">\{/)
  t.notMatch(res.body, /nonce=/)
  t.notOk(res.headers['strict-transport-security'], 'no HSTS outside production')
  // Pictures: the site's own, the two-factor QR code (data:) and the Menu tab's preview of a photo
  // not yet saved (blob:), and nothing else.
  const imgSrc = (policy: unknown) => /(?:^|; )img-src ([^;]*)/.exec(String(policy))?.[1]
  t.equal(imgSrc(csp), "'self' data: blob:")
  const staff = await app.inject({ url: '/manage/' })
  t.equal(imgSrc(staff.headers['content-security-policy']), "'self' data: blob:", 'the staff page too')
  const api = await app.inject({ url: '/healthz' })
  t.equal(api.headers['x-content-type-options'], 'nosniff')
  t.match(String(api.headers['content-security-policy']), /script-src 'self';/)
})

t.test('HSTS in production', async (t) => {
  const app = await build(t, { env: { NODE_ENV: 'production' }, ssrMode: 'source' })
  const res = await app.inject({ url: '/healthz' })
  t.match(res.headers['strict-transport-security'], /max-age=\d+/)
})

t.test('a render failure answers the 500 page with status 500, without details', async (t) => {
  const real = await import('#client/entry-server.js')
  const app = await build(t, {
    renderModule: {
      ...real,
      render: () => {
        throw new Error('SELECT secret FROM boom')
      },
    },
  })
  const res = await app.inject({ url: '/kontakt/' })
  t.equal(res.statusCode, 500)
  t.equal(h1Of(res.body), 'Coś poszło nie tak')
  t.notMatch(res.body, /SELECT secret|boom|at render/)
  t.match(res.body, /"error":true/)
})

t.test('robots.txt and sitemap.xml are text and XML, not the HTML page', async (t) => {
  const app = await build(t)
  const robots = await app.inject({ url: '/robots.txt' })
  t.equal(robots.statusCode, 200)
  t.match(robots.headers['content-type'], /^text\/plain/)
  t.match(robots.body, /Sitemap: https:\/\/sakanasushi\.test\/sitemap\.xml/)
  t.match(robots.body, /Disallow: \/manage\//)
  const sitemap = await app.inject({ url: '/sitemap.xml' })
  t.equal(sitemap.statusCode, 200)
  t.match(sitemap.headers['content-type'], /^application\/xml/)
  t.match(sitemap.body, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset/)
  for (const path of [
    '/',
    '/restauracja/',
    '/menu/wege/',
    '/menu/nigiri/',
    '/menu/nigiri/nigiri-losos/',
    '/kontakt/',
  ]) {
    t.match(sitemap.body, `<loc>https://sakanasushi.test${path}</loc>`)
  }
  t.notMatch(sitemap.body, /manage|zamowienie|dziekujemy/)
})

t.test('static artwork is served with a cache header', async (t) => {
  const app = await build(t)
  const res = await app.inject({ url: '/images/logo.svg' })
  t.equal(res.statusCode, 200)
  t.match(res.headers['content-type'], /image\/svg\+xml/)
  t.match(res.headers['cache-control'], /max-age=/)
})

t.test('the service worker script is served as JavaScript and re-checked on every visit', async (t) => {
  const app = await build(t)
  const res = await app.inject({ url: '/sw.js' })
  t.equal(res.statusCode, 200)
  t.match(res.headers['content-type'], /javascript/)
  t.equal(res.headers['cache-control'], 'no-cache')
  t.match(res.body, /addEventListener\('fetch'/)
  t.match(res.body, /startsWith\('\/api\/'\)/, 'the API is never cached')
})

t.test('the privacy policy PDF is served', async (t) => {
  const app = await build(t)
  const res = await app.inject({ url: '/polityka-prywatnosci.pdf' })
  t.equal(res.statusCode, 200)
  t.match(res.headers['content-type'], /application\/pdf/)
  t.equal(res.rawPayload.subarray(0, 5).toString(), '%PDF-')
})

t.test('a page has one address: its variants move there, and only that address is rendered', async (t) => {
  const rendered: string[] = []
  const entry = await import('#client/entry-server.js')
  const app = await build(t, {
    renderModule: {
      ...entry,
      render: (url, options) => {
        rendered.push(url)
        return entry.render(url, options)
      },
    },
  })
  const cases: [string, string][] = [
    ['/RESTAURACJA/', '/restauracja/'],
    ['/Restauracja/', '/restauracja/'],
    ['/menu/%6Eigiri/', '/menu/nigiri/'],
    ['/menu/%6eigiri/', '/menu/nigiri/'],
    ['/MENU/Nigiri/Nigiri-Losos/?ref=fb', '/menu/nigiri/nigiri-losos/?ref=fb'],
    ['/Kontakt', '/Kontakt/'],
  ]
  for (const [from, to] of cases) {
    const res = await app.inject({ url: from })
    t.equal(res.statusCode, 301, from)
    t.equal(res.headers.location, to, `${from} → ${to}`)
  }
  const followed = await app.inject({ url: '/Kontakt/' })
  t.equal(followed.headers.location, '/kontakt/', 'the slash first, then the case')
  const broken = await app.inject({ url: '/menu/%E0%A4%A/' })
  t.equal(broken.statusCode, 400, 'a path that does not decode is refused')
  t.equal(canonicalPageRedirect('/menu/%E0%A4%A/'), 'none', 'and is no page')
  t.equal(canonicalPageRedirect('/menu/%C5%BC/?q=%C5%BC'), null, 'encoded letters are canonical')
  t.equal(canonicalPageRedirect('/menu/%c5%bc/'), '/menu/%C5%BC/')
  t.same(rendered, [], 'no variant was rendered (or cached) under its own address')
  t.equal((await app.inject({ url: '/restauracja/' })).statusCode, 200)
})
