import { HtmlValidate } from 'html-validate'
import t from 'tap'
import { sitemapPaths } from '../../plugins/seo/index.js'
import { build } from '../helper.js'

// Every page a guest, a crawler or staff can open, in both languages, is valid HTML (the W3C rules
// html-validate implements: content models, attributes, ids, landmarks). The header's opening
// hours once put a <ul> inside a <span> on all of them.
const validator = new HtmlValidate({
  extends: ['html-validate:standard'],
  rules: {
    // React writes boolean attributes the HTML way already; these two only flag style choices.
    'no-trailing-whitespace': 'off',
  },
})

const pages = [...sitemapPaths(), '/zamowienie/', '/dziekujemy/', '/manage/', '/nie-ma-takiej-strony/']

t.test('every page is valid HTML in Polish and in English', async (t) => {
  const app = await build(t)
  let checked = 0
  for (const lang of ['pl', 'en'] as const) {
    for (const path of pages) {
      const res = await app.inject({ url: path, cookies: { lang } })
      const report = await validator.validateString(res.body, `${lang}${path}`)
      const messages = report.results.flatMap((r) =>
        r.messages.map((m) => `${m.ruleId} ${m.line}:${m.column} ${m.message} ${m.selector ?? ''}`),
      )
      if (messages.length > 0) t.same(messages, [], `${lang} ${path} has no HTML errors`)
      checked++
    }
  }
  t.ok(checked >= 2 * 120, `${checked} pages checked`)
})
