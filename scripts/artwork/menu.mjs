// One drawing per product of the menu, in the style of the category pictures. Every product gets
// its own picture, named after its id: a dish shows its own fish, filling or coat; a set shows the
// very pieces it is made of (read from its description); a voucher shows its amount.

import { bubbles, citrusSlice, glass, ice, mint, ramune, teaCup, teapot } from './drinks.mjs'
import { voucher } from './extra.mjs'
import { fishSlice } from './fish.mjs'
import { f, rng, symbol, use } from './lib.mjs'
import { FUTOMAKI, HOSOMAKI, NIGIRI, partsOf, pieces, SASHIMI, torchMarks, URAMAKI } from './menu-pieces.mjs'
import { C, chopsticks, ginger, slate, wasabi, wood } from './parts.mjs'
import { avocadoFan, bowl, chirashiInner, comp, cucumberSlices, ikura, tamagoCubes } from './scenes.mjs'
import { productList } from './seed-products.mjs'
import { bento, kidsPlate } from './sets.mjs'

const add = (fn) => (doc) => doc.add(fn(doc))

function setScene(product) {
  const parts = partsOf(product)
  const count = product.count ?? 0
  if (product.mainCategory === 'LUNCH') {
    return add((d) => bentoBox(d) + pieces(d, parts, [62, 108, 360, 162]) + chopsticks(d, 60, 318, 330, -4))
  }
  if (product.mainCategory === 'KIDS') {
    return add((d) => kidsBase(d) + pieces(d, parts, [110, 118, 260, 150]))
  }
  if (product.mainCategory === 'SETS_SPECIAL') {
    return add(
      (d) =>
        sparkleSky(d, product.id) +
        slate(d, 16, 84, 448, 236) +
        pieces(d, parts, [34, 98, 412, 196]) +
        gold(d, product.id),
    )
  }
  if (count >= 30) {
    return add(
      (d) => slate(d, 16, 84, 448, 236) + pieces(d, parts, [30, 100, 420, 190]) + wasabi(d, 438, 290, 0.7),
    )
  }
  return add(
    (d) =>
      wood(d, 22, 100, 436, 200) +
      pieces(d, parts, [36, 108, 380, 176]) +
      wasabi(d, 428, 208, 0.75) +
      ginger(d, 440, 270, 0.7),
  )
}

/** The lunch box without its contents. */
function bentoBox(doc) {
  const full = bento(doc)
  return full.slice(
    0,
    full.indexOf('<path d="M58 108h228M294 108h128"') +
      '<path d="M58 108h228M294 108h128" stroke="#d8463c" stroke-width="3"/>'.length,
  )
}
/** The children's plate without its contents. */
function kidsBase(doc) {
  const full = kidsPlate(doc)
  return full.slice(0, full.indexOf('</g>', full.indexOf('<g fill="#fff" opacity=".8">')) + 4)
}
function sparkleSky(_doc, seed) {
  const r = rng([...seed].reduce((a, c) => a + c.charCodeAt(0), 0))
  let out = ''
  for (let i = 0; i < 16; i++)
    out += `<path transform="translate(${f(20 + r() * 440)} ${f(12 + r() * 64)}) scale(${f(0.4 + r() * 0.6)})" d="M0-10C1-3 3-1 10 0 3 1 1 3 0 10-1 3-3 1-10 0-3-1-1-3 0-10Z" fill="${C.gold}"/>`
  return out
}
function gold(_doc, id) {
  const color = id.includes('zloty') ? '#e2b33c' : id.includes('srebrny') ? '#c9ccd2' : '#7cb342'
  return `<g transform="translate(432 112)"><path d="M0 0C-26-22-40-6-18 7Z" fill="${color}"/><path d="M0 0C26-22 40-6 18 7Z" fill="${color}"/><path d="M-4 4l-10 30 9-5 3 10 4-35Z" fill="${color}"/><circle r="6" fill="#fff" opacity=".6"/></g>`
}

function chirashiOf(doc, kind) {
  const sl = (k, pts, s = 0.62) =>
    pts.map(([x, y, r]) => use(symbol(doc, `sl-${k}`, fishSlice(doc, k)), x, y, s, r)).join('')
  const fan = (k) =>
    sl(k, [
      [-70, -24, -24],
      [-50, -12, -16],
      [-28, -2, -8],
      [44, -26, 20],
      [62, -12, 14],
      [80, 2, 8],
    ])
  switch (kind) {
    case 'salmon':
      return fan('salmon') + ikura(4, -22, 14, 7) + avocadoFan(doc, 6, 30, 0, 0.85) + cucumberSlices(-92, 30)
    case 'tuna':
      return (
        fan('tuna') + cucumberSlices(6, -20) + tamagoCubes(-84, 28, 0.85) + avocadoFan(doc, 84, 34, -10, 0.8)
      )
    case 'eel':
      return (
        fan('eel') +
        tamagoCubes(4, -18, 0.95) +
        cucumberSlices(-86, 32) +
        `<path d="M-40 30q40-16 80 0" stroke="#5a2a10" stroke-width="4" fill="none" opacity=".6" stroke-linecap="round"/>`
      )
    default:
      throw new Error(kind)
  }
}

function drink(id) {
  switch (id) {
    case 'napoj-sencha':
      return add((d) => teapot(d) + teaCup(d, 350, 236))
    case 'napoj-genmaicha':
      return add(
        (d) =>
          teapot(d) +
          teaCup(d, 350, 236, '#c9a65a') +
          `<g transform="translate(120 300)"><ellipse rx="58" ry="16" fill="#e9dcc4"/><ellipse cy="-3" rx="50" ry="12" fill="#f4ead6"/>${[
            -30, -18, -6, 8, 20, 32, -24, 0, 14, 26,
          ]
            .map(
              (x, i) =>
                `<ellipse cx="${x}" cy="${-6 + (i % 3) * 3}" rx="5" ry="3" fill="${i % 3 ? '#d9a54e' : '#fff8e8'}"/>`,
            )
            .join('')}</g>`,
      )
    case 'napoj-lemoniada-matcha':
      return add(
        (d) =>
          glass(
            d,
            240,
            196,
            '#6f9f2e',
            '#c5dc78',
            ice(-30, -56, -10) + ice(4, -40, 14) + bubbles(3, 12, [-40, 0, 80, 100]),
          ) +
          citrusSlice(292, 86, 30, '#f7e36a', '#e8c92c', 20) +
          mint(200, 96, -10) +
          `<path d="M256 40L272 150" stroke="#2f8f6a" stroke-width="9" stroke-linecap="round"/>`,
      )
    case 'napoj-lemoniada-yuzu':
      return add(
        (d) =>
          glass(
            d,
            240,
            196,
            '#f1cf3e',
            '#fbeea0',
            ice(-30, -56, -10) +
              ice(4, -40, 14) +
              bubbles(5, 14, [-40, 0, 80, 100]) +
              citrusSlice(-6, 40, 22, '#fbe67a', '#f0c419', 10),
          ) +
          citrusSlice(292, 86, 30, '#fbe67a', '#f0c419', 20) +
          mint(196, 96, -10) +
          mint(214, 92, 30),
      )
    case 'napoj-lemoniada-imbir':
      return add(
        (d) =>
          glass(
            d,
            240,
            196,
            '#e9d99a',
            '#f8f1cf',
            ice(-26, -52, 8) +
              ice(8, -34, -12) +
              bubbles(9, 16, [-40, 0, 80, 100]) +
              citrusSlice(-4, 38, 22, '#c8e27a', '#6aa32a', 14),
          ) +
          citrusSlice(292, 86, 30, '#c8e27a', '#6aa32a', 20) +
          `<g transform="translate(126 300)"><path d="M-34 0c-6-18 10-26 22-18 6-12 26-10 28 4 14-2 22 14 10 22-10 8-54 10-60-8Z" fill="#e6c27a" stroke="#b88a3a" stroke-width="2"/></g>` +
          mint(200, 96, -14),
      )
    case 'napoj-ramune':
      return add((d) => ramune(d))
    case 'napoj-asahi-00':
      return add((d) => beerScene(d))
    default:
      throw new Error(id)
  }
}
let beerScene = null

/** [id, title, draw] for every product of the menu. */
export function menuScenes(extraByName) {
  beerScene = extraByName.get('drink-beer')
  const tofu = extraByName.get('tofu')
  const wakame = extraByName.get('wakame')
  return productList.map((p) => {
    const title = p.name.pl
    const id = p.id
    if (NIGIRI[id]) return [id, title, add((d) => comp.nigiriPair(d, NIGIRI[id]))]
    if (HOSOMAKI[id]) return [id, title, add((d) => comp.makiPlate(d, [HOSOMAKI[id]]))]
    if (URAMAKI[id]) return [id, title, add((d) => comp.uramakiPlate(d, ...URAMAKI[id]))]
    if (FUTOMAKI[id]) return [id, title, add((d) => comp.futomakiPlate(d, FUTOMAKI[id]))]
    if (SASHIMI[id]) {
      const n = SASHIMI[id].length > 1 ? 6 : 5
      return [
        id,
        title,
        add((d) => comp.sashimi(d, SASHIMI[id], n) + (id.endsWith('aburi') ? torchMarks() : '')),
      ]
    }
    if (id === 'chirashi-mix') return [id, title, add((d) => bowl(d, 240, 160, 1.3, chirashiInner.fish(d)))]
    if (id === 'chirashi-wege')
      return [id, title, add((d) => bowl(d, 240, 160, 1.3, chirashiInner.veg(d), '#22304f', '#d9cfbd'))]
    if (id.startsWith('chirashi-')) {
      const kind = { 'chirashi-losos': 'salmon', 'chirashi-tunczyk': 'tuna', 'chirashi-unagi': 'eel' }[id]
      return [id, title, add((d) => bowl(d, 240, 160, 1.3, chirashiOf(d, kind)))]
    }
    if (id === 'wege-tofu-teriyaki') return [id, title, tofu]
    if (id === 'wege-salatka-wakame') return [id, title, wakame]
    if (p.mainCategory === 'DRINKS') return [id, title, drink(id)]
    if (p.mainCategory === 'VOUCHER') return [id, title, add((d) => voucher(d, String(p.price)))]
    if (p.isSet) return [id, title, setScene(p)]
    throw new Error(`no drawing for ${id}`)
  })
}
