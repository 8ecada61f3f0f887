/** What guests see after an edit (docs/menu.md, "The editor"): the pages follow the menu editor. */
import t from 'tap'
import { editorApp, newDish } from '../../helpers/menu-editor-setup.js'

t.test(
  'the pages follow: a new dish, a hidden one, a deleted one, a name that looks like markup',
  async (t) => {
    const app = await editorApp(t)
    const created = await app.call('POST', '/api/menu/products', newDish())
    t.equal(created.statusCode, 201)
    const page = await app.page('/menu/nigiri/losos-z-zoltkiem/')
    t.equal(page.statusCode, 200)
    t.match(page.body, /Łosoś z żółtkiem/)
    t.match(page.body, /24,90/)
    t.match(page.body, /Łosoś, żółtko &amp; szczypiorek/, 'the description is text: its & is escaped')
    t.match((await app.page('/menu/nigiri/')).body, /Łosoś z żółtkiem/, 'on its category page')

    t.equal(
      (await app.call('PATCH', '/api/menu/products/losos-z-zoltkiem', { visible: false })).statusCode,
      200,
    )
    t.equal((await app.page('/menu/nigiri/losos-z-zoltkiem/')).statusCode, 404, 'a hidden dish has no page')
    t.equal((await app.call('DELETE', '/api/menu/products/nigiri-losos')).statusCode, 204)
    t.equal((await app.page('/menu/nigiri/nigiri-losos/')).statusCode, 404, 'nor a deleted one')

    const markup = '</script><script>alert(1)</script><img src=x onerror=alert(1)>'
    const res = await app.call('PATCH', '/api/menu/products/nigiri-tunczyk', {
      names: { pl: markup, en: markup },
    })
    t.equal(res.statusCode, 200)
    const shown = await app.page('/menu/nigiri/nigiri-tunczyk/')
    t.equal(shown.statusCode, 200)
    t.notOk(shown.body.includes('<script>alert(1)'), 'never a script')
    t.notOk(shown.body.includes('<img src=x'), 'never an element')
    t.match(shown.body, /&lt;\/script&gt;&lt;script&gt;alert\(1\)/, 'shown as text')
    const jsonLd =
      /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(shown.body)?.[1] ?? ''
    t.notOk(jsonLd.includes('</script'), 'the JSON-LD block is not closed early')
    t.match(JSON.parse(jsonLd), { name: markup }, 'and names the dish as typed')
  },
)
