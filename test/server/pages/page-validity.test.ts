// Not in the PostgreSQL pass: HTML validity of rendered pages.
import { HtmlValidate } from 'html-validate'
import t from 'tap'

import { build, decodeEntities } from '../../helpers/app.js'

// Every page a guest, a crawler or staff can open, in both languages: valid HTML (the W3C rules
// html-validate implements: content models, attributes, ids, nesting) and prices in one format.
const validator = new HtmlValidate({ extends: ['html-validate:standard'] })

type Rendered = { lang: 'pl' | 'en'; path: string; html: string }
const app = await build(t)
// Every page the sitemap lists, plus the pages crawlers are kept out of and the 404 page.
const sitemap = (await app.inject({ url: '/sitemap.xml' })).body
const pages = [
  ...[...sitemap.matchAll(/<loc>https:\/\/sakanasushi\.test([^<]*)<\/loc>/g)].map((m) => m[1]!),
  '/zamowienie/',
  '/dziekujemy/',
  '/manage/',
  '/szukaj/',
  '/szukaj/?q=łosoś',
  '/szukaj/?q=nic+takiego',
  '/nie-ma-takiej-strony/',
]
const rendered: Rendered[] = []
for (const lang of ['pl', 'en'] as const) {
  for (const path of pages) {
    const res = await app.inject({ url: path, cookies: { lang } })
    rendered.push({ lang, path, html: res.body })
  }
}

/** What a reader sees: the title, meta descriptions and the text, without scripts and tags. */
function readableText(html: string): string {
  const metas = [...html.matchAll(/<meta [^>]*content="([^"]*)"/g)].map((m) => m[1])
  const text = html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, '\n')
  return decodeEntities([...metas, text].join('\n'))
}

t.test('every page is valid HTML in Polish and in English', async (t) => {
  t.ok(rendered.length >= 2 * 115, `${rendered.length} pages`)
  for (const { lang, path, html } of rendered) {
    const report = await validator.validateString(html, `${lang}${path}`)
    const messages = report.results.flatMap((r) =>
      r.messages.map((m) => `${m.ruleId} ${m.line}:${m.column} ${m.message} ${m.selector ?? ''}`),
    )
    t.same(messages, [], `${lang} ${path}: no HTML errors`)
  }
})

t.test('every price on every page is written in its language’s one format', async (t) => {
  // Polish: 9,99 zł · 1234,50 zł · 12 345,00 zł (NBSP). English: PLN 9.99 · PLN 1,234.50 (NBSP).
  const polish = /^-?(\d{1,4}|\d{1,3}(\u00a0\d{3})+),\d{2}\u00a0zł$/
  const english = /^-?PLN\u00a0\d{1,3}(,\d{3})*\.\d{2}$/
  let seen = 0
  for (const { lang, path, html } of rendered) {
    // The header's minimum-order sentence is quoted verbatim in Polish (docs/product.md, "Money").
    const text = readableText(html).replaceAll('Minimalna kwota zamówienia na dostawę — 99 zł', '')
    if (lang === 'pl') {
      for (const [amount] of text.matchAll(/-?\d[\d\u00a0 .,]*[ \u00a0]*zł(?!\p{L})/gu)) {
        seen++
        t.match(amount, polish, `pl ${path}: ${JSON.stringify(amount)}`)
      }
      t.notMatch(text, /PLN/, `pl ${path} never says PLN`)
    } else {
      for (const [amount] of text.matchAll(/-?PLN[ \u00a0]*\d[\d,]*(\.\d+)?/g)) {
        seen++
        t.match(amount, english, `en ${path}: ${JSON.stringify(amount)}`)
      }
      t.notMatch(text, /\bzł(?!\p{L})/u, `en ${path} never says zł`)
      t.notMatch(text, /\d[ \u00a0]*PLN(?!\p{L})/u, `en ${path} never puts PLN after the number`)
    }
  }
  t.ok(seen > 500, `${seen} prices checked`)
})
