/**
 * A strict parser for the little HTML the catalog holds (descriptions and additional info).
 *
 * Pure TypeScript, no DOM, no dependencies: the same code runs in the browser, on the server and in
 * the tests. The result is a tree that React renders as elements, so catalog text never reaches
 * `dangerouslySetInnerHTML`.
 *
 * Accepted: the tags in RICH_TAGS without any attribute (`<br>` and `<br/>` are void), and the
 * entities &amp; &lt; &gt; &quot; &#39; &nbsp;. Anything else throws a RichTextError: another tag,
 * an attribute, a comment, a stray `<`, an unknown entity, a tag closed out of order or left open,
 * an `<li>` outside a list, a block inside an inline element or text directly inside a list.
 */

/** @internal Exported for its tests; production uses it within this module. */
export const RICH_TAGS = ['ul', 'ol', 'li', 'p', 'strong', 'em', 'b', 'i', 'br', 'small'] as const
type RichTag = (typeof RICH_TAGS)[number]

export type RichNode = RichText | RichElement
interface RichText {
  type: 'text'
  text: string
}
interface RichElement {
  type: 'element'
  tag: RichTag
  children: RichNode[]
}

/** @internal Exported for its tests; production uses it within this module. */
export class RichTextError extends Error {
  override name = 'RichTextError'
  constructor(
    message: string,
    /** Offset in the source where the problem was found. */
    readonly offset: number,
  ) {
    super(`${message} (at offset ${offset})`)
  }
}

const TAGS: ReadonlySet<string> = new Set(RICH_TAGS)
const LISTS: ReadonlySet<string> = new Set(['ul', 'ol'])
const BLOCKS: ReadonlySet<string> = new Set(['ul', 'ol', 'li', 'p'])
const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: '\u00a0',
}

/** `<tag>`, `</tag>`, `<br/>`, with optional spaces before the end; nothing else. */
const TAG_RE = /^<(\/?)([a-zA-Z][a-zA-Z0-9]*)\s*(\/?)>/
const ENTITY_RE = /^&(#?[a-zA-Z0-9]+);/

function decodeText(raw: string, start: number): string {
  let out = ''
  let i = 0
  while (i < raw.length) {
    const amp = raw.indexOf('&', i)
    if (amp === -1) {
      out += raw.slice(i)
      break
    }
    out += raw.slice(i, amp)
    const m = ENTITY_RE.exec(raw.slice(amp, amp + 12))
    const value = m ? ENTITIES[m[1]!] : undefined
    if (!m || value === undefined) {
      throw new RichTextError(m ? `Unsupported entity &${m[1]};` : 'Bare "&" (write &amp;)', start + amp)
    }
    out += value
    i = amp + m[0].length
  }
  return out
}

/** Is `child` allowed directly inside `parent` (undefined: the top level)? */
function allowedIn(parent: RichTag | undefined, child: RichTag): boolean {
  if (child === 'li') return parent === 'ul' || parent === 'ol'
  if (parent === undefined) return true
  if (LISTS.has(parent)) return false // lists hold <li> only
  if (parent === 'li') return child !== 'p' // nested lists and inline markup
  if (BLOCKS.has(child)) return false // p and inline elements hold inline content only
  return true
}

/** Parses catalog HTML into a tree, or throws a RichTextError. */
export function parseRichText(html: string): RichNode[] {
  const root: RichNode[] = []
  const stack: { tag: RichTag; children: RichNode[]; offset: number }[] = []
  const current = () => stack[stack.length - 1]

  const pushText = (text: string, offset: number) => {
    if (text === '') return
    const top = current()
    if (top && LISTS.has(top.tag)) {
      if (text.trim() !== '') throw new RichTextError(`Text directly inside <${top.tag}>`, offset)
      return // whitespace between list items is layout, not content
    }
    const siblings = top ? top.children : root
    const last = siblings[siblings.length - 1]
    if (last?.type === 'text') last.text += text
    else siblings.push({ type: 'text', text })
  }

  let i = 0
  while (i < html.length) {
    const lt = html.indexOf('<', i)
    const end = lt === -1 ? html.length : lt
    if (end > i) pushText(decodeText(html.slice(i, end), i), i)
    if (lt === -1) break

    const m = TAG_RE.exec(html.slice(lt, lt + 40))
    if (!m) {
      const what = /^<\/?[a-zA-Z]/.test(html.slice(lt)) ? 'Attributes are not allowed' : 'Unexpected "<"'
      throw new RichTextError(what, lt)
    }
    const [whole, closing, rawName, selfClosing] = m
    const name = rawName!.toLowerCase()
    if (!TAGS.has(name)) throw new RichTextError(`Tag <${name}> is not allowed`, lt)
    const tag = name as RichTag

    if (tag === 'br') {
      if (closing) throw new RichTextError('</br> is not a tag', lt)
      const top = current()
      if (top && LISTS.has(top.tag)) throw new RichTextError(`<br> directly inside <${top.tag}>`, lt)
      ;(top ? top.children : root).push({ type: 'element', tag, children: [] })
    } else if (closing) {
      if (selfClosing) throw new RichTextError(`Malformed closing tag </${tag}/>`, lt)
      const top = stack.pop()
      if (!top) throw new RichTextError(`Closing </${tag}> without an opening tag`, lt)
      if (top.tag !== tag) throw new RichTextError(`Expected </${top.tag}> but found </${tag}>`, lt)
      const element: RichElement = { type: 'element', tag, children: top.children }
      const parent = current()
      ;(parent ? parent.children : root).push(element)
    } else {
      if (selfClosing) throw new RichTextError(`<${tag}/> must have content`, lt)
      if (!allowedIn(current()?.tag, tag)) {
        throw new RichTextError(`<${tag}> is not allowed inside <${current()?.tag ?? 'the top level'}>`, lt)
      }
      stack.push({ tag, children: [], offset: lt })
    }
    i = lt + whole.length
  }

  const open = current()
  if (open) throw new RichTextError(`<${open.tag}> is never closed`, open.offset)
  return root
}

function plainOf(nodes: readonly RichNode[], out: string[]): void {
  for (const node of nodes) {
    if (node.type === 'text') {
      out.push(node.text)
      continue
    }
    switch (node.tag) {
      case 'br':
        out.push(' ')
        break
      case 'ul':
      case 'ol': {
        const items = node.children.map((li) => {
          const parts: string[] = []
          plainOf(li.type === 'element' ? li.children : [li], parts)
          return parts.join('').trim()
        })
        // "a, b, c" for a list of dishes; sentences that end with their own stop are just spaced.
        const joined = items
          .filter((s) => s !== '')
          .reduce(
            (acc, item) => (acc === '' ? item : `${acc}${/[.!?;:…]$/.test(acc) ? ' ' : ', '}${item}`),
            '',
          )
        out.push(' ', joined, ' ')
        break
      }
      case 'p':
      case 'li':
        out.push(' ')
        plainOf(node.children, out)
        out.push(' ')
        break
      default:
        plainOf(node.children, out)
    }
  }
}

/**
 * Catalog HTML as one line of plain text (list items joined with ", ", or a space after an item that
 * ends a sentence), for meta descriptions and
 * alt texts. With `maxLength`, the text is cut at a word boundary and ends with "…".
 */
export function richTextToPlain(html: string, maxLength?: number): string {
  const parts: string[] = []
  plainOf(parseRichText(html), parts)
  const text = parts
    .join('')
    // Runs of ordinary white space become one space; a no-break space (in "9,99 zł") is kept.
    .replace(/[ \t\n\r\f\v]+/g, ' ')
    .replace(/ ([,.;:!?])/g, '$1')
    .trim()
  if (maxLength === undefined || text.length <= maxLength) return text
  const room = text.slice(0, Math.max(0, maxLength - 1))
  const cut = room.lastIndexOf(' ')
  return `${(cut > maxLength / 2 ? room.slice(0, cut) : room).replace(/[\s,.;:–-]+$/, '')}…`
}
