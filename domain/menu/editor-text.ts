/**
 * Descriptions as staff type them (docs/menu.md, "The editor"): plain text, where a blank line
 * starts a paragraph and a line starting with "- " is a list item. The catalog keeps the little HTML
 * of domain/menu/rich-text.ts; these two functions turn one into the other, so that what staff type
 * is always shown as text (every `<`, `&` and quote is escaped) and never read as markup.
 */
import { parseRichText, type RichNode } from './rich-text.js'

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * Plain text → catalog HTML: paragraphs (`<p>`, lines joined by `<br>`) and lists (`<ul><li>`).
 * @public The editor's writes store descriptions through it.
 */
export function editorTextToRich(text: string): string {
  const blocks = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) =>
      block
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line !== ''),
    )
    .filter((lines) => lines.length > 0)
  return blocks
    .map((lines) => {
      if (lines.every((line) => line.startsWith('- '))) {
        return `<ul>${lines.map((line) => `<li>${escapeHtml(line.slice(2).trim())}</li>`).join('')}</ul>`
      }
      return `<p>${lines.map(escapeHtml).join('<br>')}</p>`
    })
    .join('')
}

function inline(nodes: readonly RichNode[]): string {
  return nodes
    .map((node) => {
      if (node.type === 'text') return node.text
      if (node.tag === 'br') return '\n'
      return inline(node.children)
    })
    .join('')
}

/**
 * Catalog HTML → the editor's plain text (the inverse of editorTextToRich for what it writes; older
 * catalog HTML reads as its nearest plain text: bold and italics drop their marks).
 */
export function richToEditorText(html: string): string {
  const blocks: string[] = []
  let loose = ''
  const flush = () => {
    if (loose.trim() !== '') blocks.push(loose.trim())
    loose = ''
  }
  for (const node of parseRichText(html)) {
    if (node.type === 'element' && (node.tag === 'ul' || node.tag === 'ol')) {
      flush()
      const items = node.children.map(
        (li) => `- ${inline(li.type === 'element' ? li.children : [li]).trim()}`,
      )
      blocks.push(items.join('\n'))
    } else if (node.type === 'element' && node.tag === 'p') {
      flush()
      blocks.push(
        inline(node.children)
          .split('\n')
          .map((line) => line.trim())
          .join('\n'),
      )
    } else {
      loose += inline([node])
    }
  }
  flush()
  return blocks.join('\n\n')
}
