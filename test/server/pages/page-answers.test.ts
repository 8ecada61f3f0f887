// Not in the PostgreSQL pass: rendered pages and their caching.
import { createHash } from 'node:crypto'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import t from 'tap'
import * as entry from '#client/entry-server.js'
import { inlineScriptHashes } from '#infra/http/security-headers.js'
import { JSON_COMPRESSION_THRESHOLD } from '#server/app.js'
import { build } from '../../helpers/app.js'

// Pages are finished bytes: the same HTML for every request, compressed once, ETag and 304.
const CHROMIUM = 'gzip, deflate, br, zstd'

function scriptSrc(csp: string): string {
  return /script-src ([^;]*)/.exec(csp)?.[1] ?? ''
}

t.test('a page is byte-identical across requests, with the same ETag', async (t) => {
  const app = await build(t)
  for (const url of ['/', '/menu/nigiri/', '/menu/nigiri/nigiri-losos/', '/zamowienie/']) {
    const first = await app.inject({ url })
    const second = await app.inject({ url: `${url}?utm_source=test` })
    t.equal(first.statusCode, 200)
    t.equal(second.body, first.body, `${url} same HTML`)
    t.ok(first.headers.etag, `${url} has an ETag`)
    t.equal(second.headers.etag, first.headers.etag)
    t.equal(second.headers['content-security-policy'], first.headers['content-security-policy'])
  }
})

t.test('pages are sent in the encoding asked for, with Vary on the cookie and the encoding', async (t) => {
  const app = await build(t)
  const plain = await app.inject({ url: '/kontakt/' })
  t.notOk(plain.headers['content-encoding'])
  const br = await app.inject({ url: '/kontakt/', headers: { 'accept-encoding': CHROMIUM } })
  t.equal(br.headers['content-encoding'], 'br')
  t.equal(brotliDecompressSync(br.rawPayload).toString(), plain.body, 'the same page')
  t.ok(br.rawPayload.length < plain.rawPayload.length / 3, 'much smaller')
  const gz = await app.inject({ url: '/kontakt/', headers: { 'accept-encoding': 'gzip, deflate' } })
  t.equal(gz.headers['content-encoding'], 'gzip')
  t.equal(gunzipSync(gz.rawPayload).toString(), plain.body)
  const refused = await app.inject({ url: '/kontakt/', headers: { 'accept-encoding': 'br;q=0, gzip' } })
  t.equal(refused.headers['content-encoding'], 'gzip', 'q=0 is honoured')
  for (const res of [plain, br, gz]) {
    const vary = String(res.headers.vary)
    t.match(vary, /\bCookie\b/, 'the language cookie changes the page')
    t.match(vary, /\bAccept-Encoding\b/)
    t.equal(res.headers['cache-control'], 'no-cache')
    t.equal(res.headers['content-type'], 'text/html; charset=utf-8')
  }
  t.not(br.headers.etag, plain.headers.etag, 'each representation has its own ETag')
  t.not(gz.headers.etag, br.headers.etag)
})

t.test('304 on If-None-Match for pages, per language', async (t) => {
  const app = await build(t)
  const first = await app.inject({ url: '/menu/sashimi/', headers: { 'accept-encoding': CHROMIUM } })
  const etag = String(first.headers.etag)
  const again = await app.inject({
    url: '/menu/sashimi/',
    headers: { 'accept-encoding': CHROMIUM, 'if-none-match': etag },
  })
  t.equal(again.statusCode, 304)
  t.equal(again.rawPayload.length, 0)
  t.equal(again.headers.etag, etag)
  t.match(String(again.headers.vary), /Cookie/)
  const weak = await app.inject({
    url: '/menu/sashimi/',
    headers: { 'accept-encoding': CHROMIUM, 'if-none-match': `"other", W/${etag}` },
  })
  t.equal(weak.statusCode, 304, 'a list and a weak tag match too')
  const english = await app.inject({
    url: '/menu/sashimi/',
    cookies: { lang: 'en' },
    headers: { 'accept-encoding': CHROMIUM, 'if-none-match': etag },
  })
  t.equal(english.statusCode, 200, 'the English page is another page')
  t.not(english.headers.etag, etag)
  t.equal(english.headers['content-language'], 'en')
  const stale = await app.inject({ url: '/menu/sashimi/', headers: { 'if-none-match': '"stale"' } })
  t.equal(stale.statusCode, 200)
})

t.test('a 404 page is never answered 304 and carries no ETag', async (t) => {
  const app = await build(t)
  const res = await app.inject({
    url: '/nie-ma-takiej-strony/',
    headers: { 'accept-encoding': CHROMIUM, 'if-none-match': '*' },
  })
  t.equal(res.statusCode, 404)
  t.notOk(res.headers.etag)
  t.equal(res.headers['content-encoding'], 'br')
  t.match(brotliDecompressSync(res.rawPayload).toString(), /Tej strony nie ma w naszym menu/)
})

t.test('a page is rendered once, then served from its bytes; a failed render is not kept', async (t) => {
  let renders = 0
  let fail = true
  const app = await build(t, {
    renderModule: {
      ...entry,
      render: (url, options) => {
        renders++
        if (url === '/kontakt/' && fail) {
          fail = false
          throw new Error('boom')
        }
        return entry.render(url, options)
      },
    },
  })
  for (let i = 0; i < 3; i++) await app.inject({ url: '/dostawa/' })
  t.equal(renders, 1, 'rendered once for three requests')
  const failed = await app.inject({ url: '/kontakt/', headers: { 'accept-encoding': CHROMIUM } })
  t.equal(failed.statusCode, 500)
  t.notOk(failed.headers['content-encoding'], 'the 500 page is not compressed per request')
  const retried = await app.inject({ url: '/kontakt/' })
  t.equal(retried.statusCode, 200, 'the next request renders the page again')
})

t.test('the CSP allows exactly the inline scripts of the page, by hash', async (t) => {
  const inline = 'window.__sakana = 1'
  const app = await build(t, {
    renderModule: {
      ...entry,
      render: (url, options) => {
        const result = entry.render(url, options)
        return url === '/o_nas/' ? { ...result, html: `${result.html}<script>${inline}</script>` } : result
      },
    },
  })
  const plain = await app.inject({ url: '/' })
  t.equal(scriptSrc(String(plain.headers['content-security-policy'])), "'self'", 'no inline script, no hash')
  const res = await app.inject({ url: '/o_nas/' })
  const csp = String(res.headers['content-security-policy'])
  const expected = `sha256-${createHash('sha256').update(inline).digest('base64')}`
  t.equal(scriptSrc(csp), `'self' '${expected}'`)
  t.same(inlineScriptHashes(res.body), [expected], 'the hashes listed are those of the inline scripts')
  t.notMatch(scriptSrc(csp), /unsafe-inline|nonce-/)
})

t.test('inline script hashes: executable scripts only', async (t) => {
  const html = [
    '<script type="module" src="/assets/app.js"></script>',
    '<script id="app-data" type="application/json">{"a":1}</script>',
    '<script type="application/ld+json">{"@type":"Restaurant"}</script>',
    '<script>one()</script>',
    "<script type='module'>two()</script>",
    '<script type="text/javascript">three()</script>',
    '<script>one()</script>',
  ].join('\n')
  const hash = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`
  t.same(inlineScriptHashes(html), [hash('one()'), hash('two()'), hash('three()')])
  t.same(inlineScriptHashes('<p>no scripts</p>'), [])
})

t.test('JSON above the threshold is compressed on the fly, small JSON is not', async (t) => {
  const app = await build(t)
  const big = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': CHROMIUM } })
  t.equal(big.statusCode, 200)
  t.equal(big.headers['content-encoding'], 'br')
  t.match(String(big.headers.vary), /accept-encoding/i)
  const text = brotliDecompressSync(big.rawPayload).toString()
  t.ok(text.length > JSON_COMPRESSION_THRESHOLD)
  t.ok(JSON.parse(text).paths['/api/order'], 'the document, decoded')
  const gz = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } })
  t.equal(gz.headers['content-encoding'], 'gzip')

  const small = await app.inject({ url: '/api/site-status', headers: { 'accept-encoding': CHROMIUM } })
  t.equal(small.statusCode, 200)
  t.ok(small.rawPayload.length < JSON_COMPRESSION_THRESHOLD, 'a small answer')
  t.notOk(small.headers['content-encoding'], 'sent as it is')
  t.ok(small.json(), 'plain JSON')
  const tiny = await app.inject({ url: '/api/utils/isSiteClosed', headers: { 'accept-encoding': CHROMIUM } })
  t.notOk(tiny.headers['content-encoding'])
})

t.test('the menu and the sitemap are sent precompressed with an ETag and 304', async (t) => {
  const app = await build(t)
  for (const url of ['/api/menu', '/api/menu?lang=en', '/sitemap.xml']) {
    const plain = await app.inject({ url })
    const br = await app.inject({ url, headers: { 'accept-encoding': CHROMIUM } })
    t.equal(br.headers['content-encoding'], 'br', url)
    t.match(String(br.headers.vary), /Accept-Encoding/)
    t.equal(brotliDecompressSync(br.rawPayload).toString(), plain.body)
    const again = await app.inject({
      url,
      headers: { 'accept-encoding': CHROMIUM, 'if-none-match': String(br.headers.etag) },
    })
    t.equal(again.statusCode, 304, `${url} 304`)
  }
})

t.test('static files are not compressed per request', async (t) => {
  // Running from the sources there are no .br/.gz files: the file goes out as it is.
  const app = await build(t)
  const res = await app.inject({ url: '/images/logo.svg', headers: { 'accept-encoding': CHROMIUM } })
  t.equal(res.statusCode, 200)
  t.notOk(res.headers['content-encoding'])
})

t.test('a page asked again is the same answer: status, headers and bytes, in each language', async (t) => {
  const app = await build(t)
  const ask = (cookies?: Record<string, string>, headers: Record<string, string> = {}) =>
    app.inject({ url: '/menu/nigiri/', cookies, headers: { 'accept-encoding': 'br, gzip', ...headers } })
  const withoutDate = (headers: Record<string, unknown>) => {
    const { date: _date, ...rest } = headers
    return rest
  }
  const first = await ask()
  const again = await ask()
  t.equal(again.statusCode, 200)
  t.same(withoutDate(again.headers), withoutDate(first.headers), 'the same headers, ETag and CSP included')
  t.same(again.rawPayload, first.rawPayload, 'the same bytes')
  t.equal(again.headers['content-encoding'], 'br')
  t.equal(again.headers.vary, 'Cookie, Accept-Encoding')

  const english = await ask({ lang: 'en' })
  const englishAgain = await ask({ lang: 'en' })
  t.equal(englishAgain.headers['content-language'], 'en', 'the language is part of what was checked')
  t.same(englishAgain.rawPayload, english.rawPayload)
  t.not(englishAgain.headers.etag, again.headers.etag)
  t.equal((await ask()).headers['content-language'], 'pl')

  const revalidated = await ask(undefined, { 'if-none-match': String(again.headers.etag) })
  t.equal(revalidated.statusCode, 304, 'revalidation still answers 304')
  const plain = await ask(undefined, { 'accept-encoding': 'identity' })
  t.equal(plain.headers['content-encoding'], undefined, 'and a client without encodings gets plain bytes')
  t.match(plain.body, /<h1[^>]*>Nigiri<\/h1>/)
  // A query string is not the checked address: the page is the same, the checks still run.
  const query = await app.inject({ url: '/menu/nigiri?utm_source=x' })
  t.equal(query.statusCode, 301)
  t.equal(query.headers.location, '/menu/nigiri/?utm_source=x')
})
