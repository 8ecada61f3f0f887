/**
 * Lines of a printed ticket cut to the paper's width (docs/printing.md, "Long lines"). A thermal
 * printer's code page (852 or 1250) gives every letter one column, Polish ones and "×" included,
 * so a width is a count of characters (code points: a sign the code page lacks prints as one "?").
 *
 * Lines break between words, never inside one (a word wider than the paper is the only thing cut).
 * A separator ("-", "->", "+", "×") goes to the next line with the word after it, never left at the
 * end of a line where it reads as a hyphen ("…bez imbiru -" / "wasabi"), and the words of a phrase
 * made with `keepTogether` stay on one line where they fit ("sos sojowy", "bez imbiru").
 * Continuation lines are indented by `hang`, so they read as part of the line above.
 */

/** Joins the words of a phrase that should not be split; printed as a space. */
const GLUE = '\u0001'

/** A word that only separates others: it belongs with the word after it. */
const SEPARATOR = /^(?:-|->|\+|×|\/)$/

/** The phrase's words kept on one line where they fit. */
export function keepTogether(phrase: string): string {
  return phrase.split(' ').join(GLUE)
}

const width = (text: string) => Array.from(text).length

/** The pieces a line may break between: words, with separators joined to the word after them. */
function units(text: string): string[] {
  const out: string[] = []
  let pending = ''
  for (const word of text.split(' ')) {
    if (word === '') continue
    if (SEPARATOR.test(word)) pending = pending ? `${pending}${GLUE}${word}` : word
    else {
      out.push(pending ? `${pending}${GLUE}${word}` : word)
      pending = ''
    }
  }
  if (pending) out.push(pending)
  return out
}

/**
 * `text` in lines of at most `columns` characters: the first starts with `indent` spaces, the
 * following ones with `hang`.
 */
export function wrap(text: string, columns: number, indent = 0, hang = indent): string[] {
  const lines: string[] = []
  let line = ' '.repeat(indent)
  let empty = true
  const queue = units(text)
  while (queue.length > 0) {
    const unit = queue.shift()!
    const words = unit.split(GLUE).join(' ')
    const room = columns - width(line) - (empty ? 0 : 1)
    if (width(words) <= room) {
      line += empty ? words : ` ${words}`
      empty = false
      continue
    }
    if (!empty) {
      // The next line starts with this piece.
      lines.push(line)
      line = ' '.repeat(hang)
      empty = true
      queue.unshift(unit)
      continue
    }
    if (unit.includes(GLUE)) {
      // A phrase wider than a whole line: its words one by one.
      queue.unshift(...unit.split(GLUE))
      continue
    }
    // One word wider than the paper: cut where the line ends.
    const letters = Array.from(words)
    const fits = Math.max(1, room)
    line += letters.slice(0, fits).join('')
    queue.unshift(letters.slice(fits).join(''))
    lines.push(line)
    line = ' '.repeat(hang)
    if (queue[0] === '') queue.shift()
  }
  if (!empty) lines.push(line)
  return lines
}
