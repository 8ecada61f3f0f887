/**
 * The "Nowość" mark (docs/product.md, "The menu"): staff mark a dish new through the editor's calls
 * or the import; the guests' menu, the card and the dish's page say so; the change log keeps it.
 */
import t from 'tap'
import { editorApp, newDish } from '../../helpers/menu-editor-setup.js'

/** The card of a dish on a category page: its <article>. */
const cardOf = (html: string, id: string) =>
  html.match(new RegExp(`<article(?:(?!</article>).)*/${id}/(?:(?!</article>).)*</article>`, 's'))?.[0] ?? ''
/** The dish page's heading, pieces, marks and price. */
const infoOf = (html: string) => html.match(/<div class="product-info">.*?<\/h2>/s)?.[0] ?? ''

type Exported = { version: string; products: { id: string; isNew?: boolean }[] }

t.test(
  'a dish is not new until staff mark it; the mark reaches the menu, the card and the page',
  async (t) => {
    const app = await editorApp(t, 'ola')
    t.equal((await app.editorProduct('nigiri-losos')).isNew, false, 'every dish starts unmarked')
    t.notOk(
      'isNew' in (await app.publicProduct('nigiri-losos')).json(),
      'the public menu names only marked ones',
    )

    const created = await app.call('POST', '/api/menu/products', newDish({ isNew: true }))
    t.equal(created.statusCode, 201, created.body)
    t.equal(created.json().isNew, true)
    const plain = await app.call(
      'POST',
      '/api/menu/products',
      newDish({ names: { pl: 'Tamago', en: 'Tamago' } }),
    )
    t.equal(plain.json().isNew, false, 'a new dish is unmarked unless asked')

    const res = await app.call('PATCH', '/api/menu/products/nigiri-losos', { isNew: true })
    t.equal(res.statusCode, 200, res.body)
    t.equal(res.json().isNew, true)
    for (const lang of ['pl', 'en']) {
      const menu = (await app.inject({ url: `/api/menu?lang=${lang}` })).json()
      const marked = menu.products.filter((p: { isNew?: true }) => p.isNew).map((p: { id: string }) => p.id)
      t.same(marked.sort(), ['losos-z-zoltkiem', 'nigiri-losos'], `${lang}: the two marked dishes`)
    }
    t.equal((await app.publicProduct('nigiri-losos')).json().isNew, true)

    const category = (await app.page('/menu/nigiri/')).body
    t.match(
      cardOf(category, 'nigiri-losos'),
      /<span class="tag tag-new">Nowość<\/span>/,
      'the card says so in words',
    )
    t.notMatch(cardOf(category, 'nigiri-tamago'), /tag-new/, 'an unmarked dish has no badge')
    t.match(
      infoOf((await app.page('/menu/nigiri/nigiri-losos/')).body),
      /<span class="tag tag-new">Nowość<\/span>/,
    )
    t.notMatch(infoOf((await app.page('/menu/nigiri/nigiri-tamago/')).body), /tag-new/, 'nor on its page')
    const english = await app.inject({
      url: '/menu/nigiri/nigiri-losos/',
      headers: { accept: 'text/html', cookie: 'lang=en' },
    })
    t.match(infoOf(english.body), /<span class="tag tag-new">New<\/span>/, 'in English: New')

    t.equal((await app.call('PATCH', '/api/menu/products/nigiri-losos', { isNew: false })).statusCode, 200)
    t.notOk('isNew' in (await app.publicProduct('nigiri-losos')).json(), 'unmarked again')
    const log = (await app.call('GET', '/api/menu/changes')).json().changes
    t.same(log[0].changes, [{ field: 'isNew', from: true, to: false }])
    t.same(log[1].changes, [{ field: 'isNew', from: false, to: true }])
    t.equal(log[1].by, 'ola')
  },
)

t.test('a mark that is not yes or no is refused naming the field; nothing changes', async (t) => {
  const app = await editorApp(t)
  for (const isNew of ['tak', 1, null]) {
    const res = await app.call('PATCH', '/api/menu/products/nigiri-losos', { isNew })
    t.equal(res.statusCode, 400, JSON.stringify(isNew))
    t.match(res.json(), { code: 'VALIDATION', field: 'isNew' })
  }
  const created = await app.call('POST', '/api/menu/products', newDish({ isNew: 'yes' }))
  t.equal(created.statusCode, 400)
  t.equal(created.json().field, 'isNew')
  t.equal((await app.editorProduct('nigiri-losos')).isNew, false)
  t.same((await app.call('GET', '/api/menu/changes')).json().changes, [])
})

t.test(
  'the export carries the mark; an older file without it keeps the marks, a file with it sets them',
  async (t) => {
    const app = await editorApp(t)
    await app.call('PATCH', '/api/menu/products/nigiri-losos', { isNew: true })
    const exported: Exported = (await app.call('GET', '/api/menu/export')).json()
    t.equal(exported.products.find((p) => p.id === 'nigiri-losos')?.isNew, true)
    t.equal(exported.products.find((p) => p.id === 'nigiri-tamago')?.isNew, false)
    t.same((await app.call('PUT', '/api/menu/import', exported)).json().changes, [], 'imported back: nothing')

    const older = { ...exported, products: exported.products.map(({ isNew: _isNew, ...p }) => p) }
    const kept = await app.call('PUT', '/api/menu/import', older)
    t.equal(kept.statusCode, 200, kept.body)
    t.same(kept.json().changes, [], 'a file written before the mark existed keeps it')
    t.equal((await app.publicProduct('nigiri-losos')).json().isNew, true)

    const swapped = {
      ...exported,
      products: exported.products.map((p) =>
        p.id === 'nigiri-losos'
          ? { ...p, isNew: false }
          : p.id === 'nigiri-tamago'
            ? { ...p, isNew: true }
            : p,
      ),
    }
    const applied = await app.call('PUT', '/api/menu/import', swapped)
    t.equal(applied.statusCode, 200, applied.body)
    t.same(
      applied.json().changes.map((c: { id: string; changes: unknown[] }) => [c.id, c.changes]),
      [
        ['nigiri-losos', [{ field: 'isNew', from: true, to: false }]],
        ['nigiri-tamago', [{ field: 'isNew', from: false, to: true }]],
      ],
    )
    t.equal((await app.publicProduct('nigiri-tamago')).json().isNew, true)
    const bad = {
      ...exported,
      products: exported.products.map((p, i) => (i === 3 ? { ...p, isNew: 'no' } : p)),
    }
    const refused = await app.call('PUT', '/api/menu/import', bad)
    t.equal(refused.statusCode, 400)
    t.equal(refused.json().field, 'products.3.isNew')
  },
)
