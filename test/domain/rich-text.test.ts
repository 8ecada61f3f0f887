import t from 'tap'
import {
  parseRichText,
  type RICH_TAGS,
  type RichNode,
  RichTextError,
  richTextToPlain,
} from '#domain/menu/rich-text.js'

/** True when `html` parses. */
function isValidRichText(html: string): boolean {
  try {
    parseRichText(html)
    return true
  } catch {
    return false
  }
}

const text = (s: string): RichNode => ({ type: 'text', text: s })
const el = (tag: (typeof RICH_TAGS)[number], ...children: RichNode[]): RichNode => ({
  type: 'element',
  tag,
  children,
})

t.test('plain text is one text node; empty input is no node', async (t) => {
  t.same(parseRichText('Świeży łosoś > tuńczyk?'), [text('Świeży łosoś > tuńczyk?')])
  t.same(parseRichText(''), [])
})

t.test('a set list parses into a ul of li', async (t) => {
  t.same(parseRichText('<ul><li>8 × uramaki California</li><li>2 × nigiri z łososiem</li></ul>'), [
    el('ul', el('li', text('8 × uramaki California')), el('li', text('2 × nigiri z łososiem'))),
  ])
})

t.test('whitespace between list items is dropped, inside items it is kept', async (t) => {
  t.same(parseRichText('<ol>\n  <li> a </li>\n  <li>b</li>\n</ol>'), [
    el('ol', el('li', text(' a ')), el('li', text('b'))),
  ])
})

t.test('every allowed tag, nested inline markup and br forms', async (t) => {
  t.same(
    parseRichText(
      '<p>Tak <strong>bardzo <em>dobre</em></strong><br>i <b>b</b> <i>i</i><br/><small>s</small><br /></p>',
    ),
    [
      el(
        'p',
        text('Tak '),
        el('strong', text('bardzo '), el('em', text('dobre'))),
        el('br'),
        text('i '),
        el('b', text('b')),
        text(' '),
        el('i', text('i')),
        el('br'),
        el('small', text('s')),
        el('br'),
      ),
    ],
  )
  t.same(
    parseRichText('<UL><LI>x</LI></UL>'),
    [el('ul', el('li', text('x')))],
    'tag names are case-insensitive',
  )
  t.same(parseRichText('<ul><li>a<ul><li>b</li></ul></li></ul>'), [
    el('ul', el('li', text('a'), el('ul', el('li', text('b'))))),
  ])
  t.same(parseRichText('<p>a</p><ul><li>b</li></ul>'), [el('p', text('a')), el('ul', el('li', text('b')))])
})

t.test('entities are decoded', async (t) => {
  t.same(parseRichText('&amp; &lt; &gt; &quot; &#39; &nbsp;'), [text('& < > " \' \u00a0')])
  t.same(parseRichText('Fish &amp;amp; chips'), [text('Fish &amp; chips')], 'decoded once')
  t.same(parseRichText('<p>New Year&#39;s Eve</p>'), [el('p', text("New Year's Eve"))])
})

t.test('refusals', async (t) => {
  const refused: [string, string][] = [
    ['<script>alert(1)</script>', 'script tag'],
    ['<p onclick="alert(1)">x</p>', 'event attribute'],
    ['<p class="x">x</p>', 'class attribute'],
    ['<ul><li>x</li>', 'unclosed ul'],
    ['<p><strong>x</p></strong>', 'crossed tags'],
    ['x</p>', 'closing tag without opening'],
    ['<li>x</li>', 'li outside a list'],
    ['<ul>text<li>x</li></ul>', 'text directly inside a list'],
    ['<ul><br><li>x</li></ul>', 'br directly inside a list'],
    ['<p><ul><li>x</li></ul></p>', 'list inside a paragraph'],
    ['<strong><p>x</p></strong>', 'block inside inline'],
    ['<ul><p>x</p></ul>', 'p inside a list'],
    ['<a href="https://example.com">x</a>', 'link'],
    ['<img src=x onerror=alert(1)>', 'img'],
    ['<iframe></iframe>', 'iframe'],
    ['<style>p{}</style>', 'style'],
    ['<!-- comment -->', 'comment'],
    ['<![CDATA[x]]>', 'CDATA'],
    ['a < b', 'stray <'],
    ['<', 'lone <'],
    ['</br>', 'closing br'],
    ['<p/>', 'self-closing p'],
    ['Fish & chips', 'bare &'],
    ['&copy;', 'unsupported named entity'],
    ['&#60;script&#62;', 'numeric entities other than &#39;'],
    ['&amp', 'entity without semicolon'],
  ]
  for (const [html, why] of refused) {
    t.throws(() => parseRichText(html), RichTextError, why)
    t.notOk(isValidRichText(html), `isValidRichText refuses: ${why}`)
  }
  const error = t.throws(() => parseRichText('<p>ok</p><script>')) as RichTextError
  t.equal(error.offset, 9, 'the error tells where')
})

t.test('isValidRichText accepts what parses', async (t) => {
  t.ok(isValidRichText('<ul><li>8 × California z surimi</li></ul>'))
  t.ok(isValidRichText('Zwykły tekst'))
})

t.test('richTextToPlain flattens to one line', async (t) => {
  t.equal(
    richTextToPlain(
      '<p>Lunch od środy do piątku.</p><ul><li>8 × California</li><li>2 × Nigiri &amp; co</li></ul>',
    ),
    'Lunch od środy do piątku. 8 × California, 2 × Nigiri & co',
  )
  t.equal(richTextToPlain('a<br>b&nbsp;c'), 'a b\u00a0c', 'a no-break space stays (prices never wrap)')
  t.equal(richTextToPlain('  <p> <strong>x</strong> </p>  '), 'x')
  t.equal(richTextToPlain('<ul><li>a</li></ul><p>b.</p>'), 'a b.')
  t.equal(
    richTextToPlain('<ul><li>Ważny do <strong>31.12.2027</strong>.</li><li>Nie online.</li></ul>'),
    'Ważny do 31.12.2027. Nie online.',
    'items that are sentences are not joined with commas',
  )
  t.throws(() => richTextToPlain('<script>x</script>'), RichTextError)
})

t.test('richTextToPlain cuts long text at a word boundary', async (t) => {
  const long = 'Miska ryżu do sushi z plastrami łososia, awokado, ogórkiem, sałatką wakame i sezamem.'
  const cut = richTextToPlain(long, 40)
  t.ok(cut.length <= 40, cut)
  t.ok(cut.endsWith('…'))
  t.ok(long.startsWith(cut.slice(0, -1)))
  t.notOk(/[, ]…$/.test(cut), 'no dangling comma or space before the ellipsis')
  t.equal(richTextToPlain('krótki', 40), 'krótki')
})
