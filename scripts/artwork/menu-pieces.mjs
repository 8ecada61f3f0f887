// Which drawing each dish of the menu gets (tables by product id: the fish of a nigiri, the filling
// and coat of a roll, the slices of a sashimi), one piece of a dish at (x, y), the parts of a set
// read from its description, and those pieces arranged in a box: what menu.mjs draws sets from.

import { fishSlice } from './fish.mjs'
import { symbol, use } from './lib.mjs'
import { futoUse, makiUse, nigiriUse, uraUse } from './scenes.mjs'
import { productList } from './seed-products.mjs'

export const NIGIRI = {
  'nigiri-losos': 'salmon',
  'nigiri-losos-aburi': 'aburi',
  'nigiri-tunczyk': 'tuna',
  'nigiri-maslana': 'white',
  'nigiri-wegorz': 'eel',
  'nigiri-krewetka': 'shrimp',
  'nigiri-krewetka-tempura': 'tempura',
  'nigiri-przegrzebek': 'scallop',
  'nigiri-tamago': 'tamago',
  'nigiri-awokado': 'avocado',
  'nigiri-szparag': 'asparagus',
  'nigiri-shiitake': 'shiitake',
  'nigiri-inari': 'inari',
}
export const HOSOMAKI = {
  'hosomaki-losos': 'salmon',
  'hosomaki-tunczyk': 'tuna',
  'hosomaki-maslana': 'white',
  'hosomaki-wegorz': 'eel',
  'hosomaki-krewetka-tempura': 'shrimp',
  'hosomaki-przegrzebek': 'scallop',
  'hosomaki-kappa': 'cucumber',
  'hosomaki-oshinko': 'oshinko',
  'hosomaki-kanpyo': 'kanpyo',
  'hosomaki-awokado': 'avocado',
  'hosomaki-shiitake': 'shiitake',
  'hosomaki-tamago': 'tamago',
  'hosomaki-mango': 'mango',
  'hosomaki-szparag': 'asparagus',
  'hosomaki-batat': 'batat',
}
/** [inside, coat, topping] */
export const URAMAKI = {
  'uramaki-california': ['california', 'tobiko', null],
  'uramaki-philadelphia': ['salmon', 'sesame', null],
  'uramaki-losos-awokado': ['salmon', 'black', 'avocado'],
  'uramaki-spicy-tuna': ['tuna', 'sesame', null],
  'uramaki-ebi-tempura': ['shrimp', 'sesame', null],
  'uramaki-maslana-tempura': ['white', 'black', null],
  'uramaki-losos-aburi': ['shrimp', 'sesame', 'salmon'],
  'uramaki-rainbow': ['california', 'sesame', ['salmon', 'tuna', 'white', 'avocado']],
  'uramaki-dragon': ['shrimp', 'sesame', ['eel', 'avocado']],
  'uramaki-hotate': ['california', 'sesame', 'white'],
  'uramaki-batat': ['veg', 'sesame', null],
  'uramaki-mango-awokado': ['veg', 'black', 'avocado'],
  'uramaki-tofu-teriyaki': ['tofu', 'sesame', null],
  'uramaki-szparagi-tempura': ['veg', 'black', null],
}
export const FUTOMAKI = {
  'futomaki-losos': 'salmon',
  'futomaki-tunczyk': 'tuna',
  'futomaki-maslana': 'white',
  'futomaki-wegorz': 'eel',
  'futomaki-krewetka-tempura': 'shrimp',
  'futomaki-tempura-losos': 'tempura',
  'futomaki-wege': 'veg',
  'futomaki-tradycyjne': 'traditional',
}
export const SASHIMI = {
  'sashimi-losos': ['salmon'],
  'sashimi-losos-aburi': ['salmon'],
  'sashimi-tunczyk': ['tuna'],
  'sashimi-maslana': ['white'],
  'sashimi-przegrzebki': ['scallop'],
  'sashimi-mix': ['salmon', 'tuna', 'white'],
}

/** Torch marks over the slices of aburi sashimi. */
export const torchMarks = () =>
  `<g stroke="#5a230a" stroke-width="6" stroke-linecap="round" opacity=".75">${[
    [170, 196],
    [214, 186],
    [258, 186],
    [300, 196],
  ]
    .map(([x, y]) => `<path d="M${x - 16} ${y}q16-8 32 0"/>`)
    .join('')}</g>`

/** One piece of a dish at (x, y): how a set shows each of its parts. */
function piece(doc, id, x, y, s) {
  if (NIGIRI[id]) return nigiriUse(doc, NIGIRI[id], x, y + 6, s * 0.9)
  if (HOSOMAKI[id]) return makiUse(doc, HOSOMAKI[id], x, y, s)
  if (URAMAKI[id]) {
    const [inside, coat, top] = URAMAKI[id]
    return uraUse(doc, inside, coat, Array.isArray(top) ? top[0] : top, x, y, s * 0.95)
  }
  if (FUTOMAKI[id]) return futoUse(doc, FUTOMAKI[id], x, y, s * 0.72)
  if (SASHIMI[id]) {
    const kind = SASHIMI[id][0] === 'scallop' ? 'white' : SASHIMI[id][0]
    return use(symbol(doc, `sl-${kind}`, fishSlice(doc, kind)), x, y, s * 0.75, -8)
  }
  throw new Error(`no piece drawing for ${id}`)
}

const isRoll = (id) => Boolean(HOSOMAKI[id] || URAMAKI[id] || FUTOMAKI[id])

/** The parts of a set, from its description: "4 × Nigiri z łososiem" → [4, 'nigiri-losos']. */
export function partsOf(product) {
  const byName = new Map(productList.map((p) => [p.name.pl, p.id]))
  return [...product.description.pl.matchAll(/<li>(\d+) × ([^<]+)<\/li>/g)].map(([, n, name]) => {
    const id = byName.get(name.replaceAll('&amp;', '&'))
    if (!id) throw new Error(`${product.id}: unknown part ${name}`)
    return [Number(n), id]
  })
}

/**
 * A set's pieces laid out on its board: rolls in the back rows, nigiri and sashimi in front, each
 * part at least once and the bigger parts more often, as many as fit.
 */
export function pieces(doc, parts, box) {
  const [x0, y0, w, h] = box
  const rolls = parts.filter(([, id]) => isRoll(id))
  const front = parts.filter(([, id]) => !isRoll(id))
  const spread = (list, max) => {
    const total = list.reduce((sum, [n]) => sum + n, 0)
    const out = []
    for (const [n, id] of list) {
      const k = Math.max(1, Math.round((n / total) * max))
      for (let i = 0; i < k; i++) out.push(id)
    }
    return out.slice(0, Math.max(max, list.length))
  }
  const rows =
    rolls.length === 0
      ? [
          front.slice(0, Math.ceil(front.length / 2)).map(([, id]) => id),
          front.slice(Math.ceil(front.length / 2)).map(([, id]) => id),
        ].map((row) => (row.length === 1 ? [row[0], row[0]] : row.slice(0, 4)))
      : front.length > 0
        ? [spread(rolls, 6), spread(front, 4)]
        : [spread(rolls, 5), spread(rolls.slice().reverse(), 5)]
  let out = ''
  rows.forEach((row, r) => {
    const y = y0 + (rows.length === 1 ? h / 2 : r === 0 ? h * 0.3 : h * 0.74)
    const step = w / Math.max(row.length, 1)
    const s = Math.min(0.82, step / 70) * (r === 1 && front.length > 0 ? 1.15 : 1)
    row.forEach((id, i) => {
      out += piece(doc, id, x0 + step * (i + 0.5), y + (i % 2) * 4, s)
    })
  })
  return out
}
