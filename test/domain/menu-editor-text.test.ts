/** Descriptions as staff type them (docs/menu.md, "The editor"): plain text, never markup. */
import t from 'tap'
import { editorTextToRich, richToEditorText } from '#domain/menu/editor-text.js'
import { parseRichText } from '#domain/menu/rich-text.js'

t.test('descriptions typed as text are escaped into the catalog HTML and read back unchanged', async (t) => {
  const typed = 'Łosoś & awokado <b>nie</b> "tłusto"\ndruga linia\n\n- 2 × nigiri\n- 4 × maki'
  const rich = editorTextToRich(typed)
  t.equal(
    rich,
    '<p>Łosoś &amp; awokado &lt;b&gt;nie&lt;/b&gt; &quot;tłusto&quot;<br>druga linia</p><ul><li>2 × nigiri</li><li>4 × maki</li></ul>',
  )
  t.ok(parseRichText(rich), 'the catalog parser accepts it')
  t.equal(richToEditorText(rich), typed)
  t.equal(editorTextToRich(''), '')
  t.equal(richToEditorText('Zwykły tekst z <strong>pogrubieniem</strong>'), 'Zwykły tekst z pogrubieniem')
  t.equal(richToEditorText('<p>Wstęp</p><ul><li>1 × a</li></ul>'), 'Wstęp\n\n- 1 × a')
})
