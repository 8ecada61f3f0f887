import { hint } from './categories.mjs'
import { at, f, g, linear, radial, rng, symbol, use } from './lib.mjs'
import { setLarge } from './sets.mjs'

const bgHint = { ...hint, sylwester: (d) => setLarge(d, true) }
const OFFSET = { chirashi: 20, napoje: 0, voucher: 10, dzieci: 10 }

import { C } from './parts.mjs'

const W = 1600
const H = 500

/** Seigaiha waves as a pattern. */
function seigaiha(doc, bg, ink, R = 36) {
  const fan = (x, y) =>
    `<g transform="translate(${x} ${y})"><circle r="${R}" fill="${bg}"/><g fill="none" stroke="${ink}" stroke-width="2.2">${[1, 0.75, 0.5, 0.25].map((k) => `<circle r="${f(R * k - 1.5)}"/>`).join('')}</g></g>`
  doc.def(
    'wave',
    `<pattern id="wave" width="${2 * R}" height="${R}" patternUnits="userSpaceOnUse">${fan(0, 0)}${fan(2 * R, 0)}${fan(R, R / 2)}${fan(0, R)}${fan(2 * R, R)}</pattern>`,
  )
  return `<rect width="${W}" height="${H}" fill="url(#wave)"/>`
}
function bamboo(_doc, ink) {
  const r = rng(3)
  let out = ''
  for (let i = 0; i < 16; i++) {
    const x = 40 + i * 100 + r() * 40
    const w = 14 + r() * 10
    let joints = ''
    for (let y = -20 + r() * 80; y < H; y += 110 + r() * 40) joints += `M${f(x - 2)} ${f(y)}h${f(w + 4)}`
    out += `<rect x="${f(x)}" y="-10" width="${f(w)}" height="${H + 20}" rx="6"/><path d="${joints}" stroke-width="4"/>`
    out += `<path d="M${f(x + w)} ${f(120 + r() * 200)}c40-10 70-30 90-60-30 10-60 20-90 60Z"/>`
  }
  return `<g fill="${ink}" stroke="${ink}">${out}</g>`
}
function sakura(doc, ink, n = 40) {
  const petal = symbol(
    doc,
    'petal',
    `<g fill="${ink}">${[0, 72, 144, 216, 288].map((a) => `<path transform="rotate(${a})" d="M0 0C-8-8-8-18-3-22L0-19 3-22C8-18 8-8 0 0Z"/>`).join('')}</g>`,
  )
  const r = rng(8)
  let out = ''
  for (let i = 0; i < n; i++) out += use(petal, r() * W, r() * H, 0.6 + r() * 1.2, r() * 72)
  return out
}
function stars(doc, ink, n = 54) {
  const star = symbol(
    doc,
    'st',
    `<path fill="${ink}" d="M0-10C1-3 3-1 10 0 3 1 1 3 0 10-1 3-3 1-10 0-3-1-1-3 0-10Z"/>`,
  )
  const r = rng(12)
  let out = ''
  let dots = ''
  for (let i = 0; i < n; i++) {
    if (i % 3 === 0) out += use(star, r() * W, r() * H, 0.5 + r() * 1.4)
    else dots += `<circle cx="${f(r() * W)}" cy="${f(r() * H)}" r="${f(1 + r() * 2.5)}"/>`
  }
  return `${out}<g fill="${ink}" opacity=".7">${dots}</g>`
}
function bubblesBg(ink, n = 60) {
  const r = rng(6)
  let out = ''
  for (let i = 0; i < n; i++) out += `<circle cx="${f(r() * W)}" cy="${f(r() * H)}" r="${f(4 + r() * 22)}"/>`
  return `<g fill="none" stroke="${ink}" stroke-width="2.4">${out}</g>`
}
function shippo(doc, _bg, ink, R = 40) {
  doc.def(
    'ship',
    `<pattern id="ship" width="${R}" height="${R}" patternUnits="userSpaceOnUse"><g fill="none" stroke="${ink}" stroke-width="2">${[
      [0, 0],
      [R, 0],
      [0, R],
      [R, R],
      [R / 2, R / 2],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="${f(R / 2)}"/>`)
      .join('')}</g></pattern>`,
  )
  return `<rect width="${W}" height="${H}" fill="url(#ship)"/>`
}

const THEMES = {
  zestawy: { bg: ['#141a2e', '#232c4a'], motif: 'waves' },
  sashimi: { bg: ['#17171b', '#2a2a31'], motif: 'waves' },
  nigiri: { bg: ['#141a2e', '#25304f'], motif: 'waves' },
  hosomaki: { bg: ['#151c1a', '#26322d'], motif: 'waves' },
  uramaki: { bg: ['#1b1726', '#2d2740'], motif: 'waves' },
  futomaki: { bg: ['#141a2e', '#232c4a'], motif: 'shippo' },
  chirashi: { bg: ['#1e1414', '#35201f'], motif: 'waves' },
  wege: { bg: ['#0f2118', '#1d3a2a'], motif: 'bamboo' },
  lunch: { bg: ['#1b1b1f', '#2e2d34'], motif: 'shippo' },
  dzieci: { bg: ['#102a2e', '#1c4348'], motif: 'sakura' },
  napoje: { bg: ['#0f2230', '#1b3a4e'], motif: 'bubbles' },
  voucher: { bg: ['#2a1117', '#46202a'], motif: 'shippo' },
  sylwester: { bg: ['#0b0f22', '#1a2040'], motif: 'stars' },
}

function banner(slug) {
  return (doc) => {
    const t = THEMES[slug]
    const base = linear(
      doc,
      'base',
      [
        [0, t.bg[0]],
        [1, t.bg[1]],
      ],
      1,
      0.4,
    )
    const ink = slug === 'sylwester' ? C.gold : '#ffffff'
    let motif
    if (t.motif === 'waves') motif = `<g opacity=".07">${seigaiha(doc, '#000000', ink)}</g>`
    else if (t.motif === 'shippo') motif = `<g opacity=".07">${shippo(doc, '#000', ink)}</g>`
    else if (t.motif === 'bamboo') motif = `<g opacity=".07">${bamboo(doc, '#9be0a8')}</g>`
    else if (t.motif === 'sakura') motif = `<g opacity=".1">${sakura(doc, '#ffc4d6')}</g>`
    else if (t.motif === 'bubbles') motif = `<g opacity=".08">${bubblesBg('#bfe8ff')}</g>`
    else motif = `<g opacity=".5">${stars(doc, C.gold)}</g>`
    const glow = radial(doc, 'glow', [
      [0, '#ffd9a0', 0.22],
      [1, '#ffd9a0', 0],
    ])
    const fade = linear(
      doc,
      'fade',
      [
        [0, t.bg[0]],
        [0.42, t.bg[0]],
        [0.62, t.bg[0], 0],
      ],
      1,
      0,
    )
    doc.defs.set(
      'fade',
      doc.defs
        .get('fade')
        .replace(
          /<stop offset="0.62" stop-color="([^"]+)"\/>/,
          '<stop offset="0.62" stop-color="$1" stop-opacity="0"/>',
        ),
    )
    doc.add(
      `<rect width="${W}" height="${H}" fill="${base}"/>`,
      motif,
      `<ellipse cx="1290" cy="260" rx="420" ry="260" fill="${glow}"/>`,
      g(at(1020, OFFSET[slug] ?? 0, 1.2), bgHint[slug](doc)),
      `<rect width="${W}" height="${H}" fill="${fade}" opacity=".85"/>`,
      `<rect width="${W}" height="${H}" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="8"/>`,
    )
  }
}

const NAMES = {
  zestawy: 'Zestawy',
  sashimi: 'Sashimi',
  nigiri: 'Nigiri',
  hosomaki: 'Hosomaki',
  uramaki: 'Uramaki',
  futomaki: 'Futomaki',
  chirashi: 'Chirashi',
  wege: 'Wege',
  lunch: 'Lunch',
  dzieci: 'Dla dzieci',
  napoje: 'Napoje',
  voucher: 'Vouchery',
  sylwester: 'Sylwester',
}
export const backgroundScenes = Object.keys(THEMES).map((slug) => [
  slug,
  `Ozdobne tło kategorii ${NAMES[slug]}`,
  banner(slug),
])

export function logo(doc) {
  const salmon = linear(doc, 'ls', [
    [0, '#ffa06a'],
    [1, '#ef6d3b'],
  ])
  const fish = 'M9 31C12 22 42 18 54 25 56 29 55 33 51 35 38 38 22 38 12 37 9 36 8 34 9 31Z'
  doc.def('lc', `<clipPath id="lc"><path d="${fish}"/></clipPath>`)
  doc.add(
    `<circle cx="32" cy="32" r="31" fill="${C.red}"/>`,
    `<path d="M14 50A23 23 0 1 1 52 47" fill="none" stroke="#fff" stroke-opacity=".22" stroke-width="2.5" stroke-linecap="round"/>`,
    `<ellipse cx="33" cy="46" rx="21" ry="3.5" fill="#7a0a1c" opacity=".5"/>`,
    `<rect x="12" y="30" width="40" height="15" rx="7.5" fill="#fffaf0"/>`,
    `<path d="${fish}" fill="${salmon}"/>`,
    `<path d="M17 20l6 20M27 18l6 20M37 18l6 20M47 20l5 16" stroke="#ffe2cc" stroke-width="2.2" clip-path="url(#lc)"/>`,
    `<path d="M16 28c8-4 22-6 32-3" stroke="#fff" stroke-width="1.6" opacity=".5" fill="none" stroke-linecap="round"/>`,
  )
}
