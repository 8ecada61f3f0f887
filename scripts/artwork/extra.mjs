import { at, f, g, linear, radial, rng, symbol, use } from './lib.mjs'
import { C, chopsticks, ginger, sashimiFan, sesameDots, shadow, slate, wasabi, wood } from './parts.mjs'
import { bowl, futoUse, makiUse, nigiriUse, uraUse } from './scenes.mjs'

const add = (fn) => (doc) => doc.add(fn(doc))

// ---------- sets ----------
export function setBoard(doc, veg = false) {
  return (
    wood(doc, 22, 100, 436, 200) +
    (veg
      ? [0, 1, 2, 3]
          .map((i) => uraUse(doc, 'veg', 'black', null, 78 + i * 62, 146 + (i % 2) * 4, 0.78))
          .join('') +
        [0, 1, 2]
          .map((i) => makiUse(doc, i === 1 ? 'avocado' : 'cucumber', 330 + i * 50, 148, 0.8))
          .join('') +
        nigiriUse(doc, 'avocado', 102, 244, 0.95) +
        nigiriUse(doc, 'tamago', 236, 250, 0.95) +
        nigiriUse(doc, 'inari', 368, 246, 0.9)
      : [0, 1, 2, 3]
          .map((i) => uraUse(doc, 'california', 'tobiko', null, 78 + i * 62, 146 + (i % 2) * 4, 0.78))
          .join('') +
        [0, 1, 2].map((i) => makiUse(doc, i === 1 ? 'cucumber' : 'salmon', 330 + i * 50, 148, 0.8)).join('') +
        nigiriUse(doc, 'salmon', 102, 244, 0.95) +
        nigiriUse(doc, 'tuna', 236, 250, 0.95) +
        nigiriUse(doc, 'shrimp', 366, 246, 0.95)) +
    wasabi(doc, 428, 208, 0.75) +
    ginger(doc, 440, 270, 0.7)
  )
}

export function setLarge(doc, gold = false) {
  const tops = gold ? ['salmon', 'eel'] : ['salmon', 'avocado', 'tuna']
  const nig = gold ? ['salmon', 'tuna', 'salmon', 'tuna'] : ['salmon', 'tuna', 'shrimp', 'salmon']
  return (
    slate(doc, 16, 84, 448, 236) +
    [0, 1, 2, 3, 4]
      .map((i) =>
        uraUse(doc, 'california', 'sesame', tops[i % tops.length], 66 + i * 58, 130 + (i % 2) * 4, 0.72),
      )
      .join('') +
    (gold
      ? ''
      : [0, 1, 2].map((i) => makiUse(doc, 'salmon', 366 + (i % 2) * 44, 126 + i * 30, 0.68)).join('')) +
    g(
      at(108, 210, 0.85),
      sashimiFan(doc, gold ? ['salmon', 'tuna'] : ['salmon', 'tuna', 'white', 'salmon'], 4, 24),
    ) +
    [0, 1, 2].map((i) => futoUse(doc, 'fish', 234 + i * 66, 200 + (i % 2) * 6, 0.6)).join('') +
    nig.map((k, i) => nigiriUse(doc, k, 90 + i * 106, 282 + (i % 3 === 0 ? -4 : 4), 0.8)).join('')
  )
}

// ---------- bento (lunch) ----------
function bento(doc) {
  const outer = linear(doc, 'bento', [
    [0, '#2a2626'],
    [1, '#141212'],
  ])
  return (
    shadow(doc, 250, 300, 200, 22, 0.35, 10) +
    `<rect x="40" y="94" width="400" height="206" rx="14" fill="#0e0c0c"/>` +
    `<rect x="40" y="86" width="400" height="206" rx="14" fill="${outer}"/>` +
    `<rect x="54" y="100" width="372" height="178" rx="8" fill="#9e1b1b"/>` +
    `<rect x="58" y="104" width="228" height="170" rx="6" fill="#b3261e"/>` +
    `<rect x="294" y="104" width="128" height="170" rx="6" fill="#b3261e"/>` +
    `<path d="M58 108h228M294 108h128" stroke="#d8463c" stroke-width="3"/>` +
    [0, 1, 2].map((i) => uraUse(doc, 'salmon', 'sesame', null, 98 + i * 74, 142, 0.82)).join('') +
    [0, 1, 2].map((i) => makiUse(doc, i === 1 ? 'cucumber' : 'salmon', 98 + i * 74, 210, 0.86)).join('') +
    nigiriUse(doc, 'salmon', 358, 160, 0.82, -2) +
    nigiriUse(doc, 'tuna', 358, 222, 0.82, -2) +
    wasabi(doc, 326, 258, 0.55) +
    ginger(doc, 390, 258, 0.55)
  )
}

// ---------- kids ----------
function kidsPlate(doc) {
  const rim = linear(doc, 'kplate', [
    [0, '#d8f0ea'],
    [1, '#a9dccf'],
  ])
  const face = (x, y) =>
    `<g transform="translate(${x} ${y})"><ellipse cx="-9" cy="-2" rx="3.4" ry="4.2" fill="#1c1c1c"/><ellipse cx="9" cy="-2" rx="3.4" ry="4.2" fill="#1c1c1c"/><circle cx="-8" cy="-3.5" r="1.2" fill="#fff"/><circle cx="10" cy="-3.5" r="1.2" fill="#fff"/><path d="M-5 6q5 5 10 0" stroke="#1c1c1c" stroke-width="2" fill="none" stroke-linecap="round"/><ellipse cx="-16" cy="5" rx="4" ry="2.4" fill="#f79a9a" opacity=".8"/><ellipse cx="16" cy="5" rx="4" ry="2.4" fill="#f79a9a" opacity=".8"/></g>`
  return (
    shadow(doc, 246, 282, 200, 30, 0.25) +
    `<ellipse cx="240" cy="212" rx="208" ry="118" fill="#8fcabb"/>` +
    `<ellipse cx="240" cy="204" rx="208" ry="118" fill="${rim}"/>` +
    `<ellipse cx="240" cy="210" rx="166" ry="90" fill="#fffdf6"/>` +
    `<g fill="#fff" opacity=".8">${[
      [70, 170],
      [410, 170],
      [96, 262],
      [384, 262],
      [240, 98],
    ]
      .map(([x, y]) => `<circle cx="${x}" cy="${y}" r="6"/>`)
      .join('')}</g>` +
    makiUse(doc, 'tamago', 158, 158, 0.95) +
    makiUse(doc, 'salmon', 240, 150, 0.95) +
    makiUse(doc, 'cucumber', 322, 158, 0.95) +
    nigiriUse(doc, 'tamago', 180, 238, 0.85, -2) +
    nigiriUse(doc, 'salmon', 306, 240, 0.85, -2) +
    // a panda-faced maki
    `<g transform="translate(240 150) scale(.95)"><circle cx="-24" cy="-22" r="9" fill="${C.nori}"/><circle cx="24" cy="-22" r="9" fill="${C.nori}"/><ellipse rx="30" ry="22" fill="${C.rice}"/><ellipse cx="-10" cy="-1" rx="7" ry="6" fill="${C.nori}"/><ellipse cx="10" cy="-1" rx="7" ry="6" fill="${C.nori}"/></g>` +
    face(240, 150)
  )
}

// ---------- New Year's Eve ----------
function sparkles(doc, seed, n, box) {
  const r = rng(seed)
  const star = (x, y, s) =>
    use(
      symbol(doc, 'star', '<path d="M0-10C1-3 3-1 10 0 3 1 1 3 0 10-1 3-3 1-10 0-3-1-1-3 0-10Z"/>'),
      x,
      y,
      s,
    )
  let stars = ''
  let dots = ''
  for (let i = 0; i < n; i++) {
    const x = box[0] + r() * box[2]
    const y = box[1] + r() * box[3]
    if (i % 3 === 0) stars += star(x, y, 0.6 + r() * 0.9)
    else dots += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(1.5 + r() * 2.5)}"/>`
  }
  return `<g fill="${C.gold}">${stars}</g><g fill="#e8c25a" opacity=".8">${dots}</g>`
}
function sylwester(doc) {
  const ribbon = linear(doc, 'ribbon', [
    [0, '#f0cd63'],
    [1, '#b8861e'],
  ])
  return (
    sparkles(doc, 5, 20, [10, 8, 460, 76]) +
    setLarge(doc, true) +
    `<g transform="translate(420 120) scale(1.05)"><path d="M0 0C-30-26-44-6-20 8Z" fill="${ribbon}"/><path d="M0 0C30-26 44-6 20 8Z" fill="${ribbon}"/><path d="M-4 4l-12 34 10-6 4 12 4-40Z" fill="${ribbon}"/><circle r="7" fill="#f3d370"/></g>` +
    sparkles(doc, 9, 9, [20, 300, 440, 50])
  )
}

// ---------- tofu and wakame ----------
function tofuCubes(doc) {
  const top = linear(doc, 'tofuTop', [
    [0, '#f2c26a'],
    [1, '#d99838'],
  ])
  const cube = (x, y) =>
    `<g transform="translate(${x} ${y})"><path d="M-16-6L0-14 16-6 16 12 0 20-16 12Z" fill="#b8741f"/><path d="M-16-6L0-14 16-6 0 2Z" fill="${top}"/><path d="M0 2V20L16 12V-6Z" fill="#a8641a"/><path d="M-8-8l8-4" stroke="#fff3c4" stroke-width="2.4" stroke-linecap="round"/></g>`
  return [
    [-60, -14],
    [-28, -22],
    [6, -16],
    [40, -24],
    [-44, 10],
    [-10, 6],
    [24, 10],
    [62, 0],
  ]
    .map(([x, y]) => cube(x, y))
    .join('')
}
function scallions(seed, n, box) {
  const r = rng(seed)
  let out = ''
  for (let i = 0; i < n; i++)
    out += `<ellipse cx="${f(box[0] + r() * box[2])}" cy="${f(box[1] + r() * box[3])}" rx="4.5" ry="3.2" fill="none" stroke="#5aa83a" stroke-width="2.2"/>`
  return out
}
function wakameBowl(_doc) {
  let weed = ''
  const r = rng(11)
  for (let i = 0; i < 34; i++) {
    const x = -118 + r() * 220
    const y = -44 + r() * 78
    weed += `M${f(x)} ${f(y)}c${f(6 + r() * 8)} ${f(-10 - r() * 6)} ${f(16 + r() * 8)} ${f(-4)} ${f(22 + r() * 6)} ${f(-12 + r() * 6)}`
  }
  return (
    `<path d="${weed}" stroke="#2c6e22" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<path d="${weed}" stroke="#62b23e" stroke-width="3.4" fill="none" stroke-linecap="round" transform="translate(-2 -3)"/>` +
    `<path d="M-30-8l16 4M40 6l14-6M-70 14l12-8M10 30l14-4" stroke="#e0402e" stroke-width="3" stroke-linecap="round"/>` +
    sesameDots(12, 40, -110, 110, -40, 34, [C.sesameW, C.sesameW, C.sesameB])
  )
}

// ---------- drinks ----------
function glass(doc, x, y, liquid, liquid2, extras = '') {
  const l = linear(doc, `liq${liquid.slice(1)}`, [
    [0, liquid2],
    [1, liquid],
  ])
  return g(
    at(x, y),
    shadow(doc, 4, 118, 58, 10, 0.3, 5) +
      `<path d="M-52-100L-44 112C-43 118-38 122-30 122H30C38 122 43 118 44 112L52-100Z" fill="#eef6f7" opacity=".5"/>` +
      `<path d="M-49-60L-43 110C-42 116-38 118-30 118H30C38 118 42 116 43 110L49-60Z" fill="${l}"/>` +
      extras +
      `<path d="M-52-100L-44 112C-43 118-38 122-30 122H30C38 122 43 118 44 112L52-100" fill="none" stroke="#c9d9dc" stroke-width="3"/>` +
      `<path d="M-36-84L-30 96" stroke="#fff" stroke-width="6" opacity=".45" stroke-linecap="round"/>`,
  )
}
const ice = (x, y, r = 0) =>
  `<rect x="${x}" y="${y}" width="30" height="26" rx="6" fill="#fff" opacity=".55" stroke="#fff" stroke-width="2" transform="rotate(${r} ${x + 15} ${y + 13})"/>`
function citrusSlice(x, y, rad, color, rind, r = 0) {
  let seg = ''
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4
    seg += `M0 0L${f(Math.cos(a) * rad * 0.8)} ${f(Math.sin(a) * rad * 0.8)}`
  }
  return `<g transform="translate(${x} ${y}) rotate(${r})"><circle r="${rad}" fill="${rind}"/><circle r="${rad * 0.86}" fill="${color}"/><path d="${seg}" stroke="#fffbe0" stroke-width="2"/></g>`
}
function bubbles(seed, n, box) {
  const r = rng(seed)
  let out = ''
  for (let i = 0; i < n; i++)
    out += `<circle cx="${f(box[0] + r() * box[2])}" cy="${f(box[1] + r() * box[3])}" r="${f(1.5 + r() * 2.5)}" fill="none" stroke="#fff" stroke-width="1.4" opacity=".8"/>`
  return out
}
function mint(x, y, r = 0) {
  return `<g transform="translate(${x} ${y}) rotate(${r})"><path d="M0 0C-14-4-18-18-8-26 2-18 4-8 0 0Z" fill="#4fa03a"/><path d="M0 0C12-6 22-2 24 10 12 12 4 8 0 0Z" fill="#3f8f2c"/></g>`
}
function teapot(doc) {
  const body = radial(
    doc,
    'pot',
    [
      [0, '#7d9a88'],
      [1, '#3f5a4b'],
    ],
    0.35,
    0.35,
    0.75,
  )
  return (
    shadow(doc, 180, 292, 110, 18, 0.3, 8) +
    `<path d="M258 180C292 170 304 140 318 128L326 136C314 160 300 196 262 214Z" fill="#4c6a59"/>` +
    `<path d="M96 230C86 170 130 136 180 136S274 170 264 230C258 272 226 292 180 292S102 272 96 230Z" fill="${body}"/>` +
    `<path d="M118 210C124 176 148 156 176 152" stroke="#fff" stroke-width="6" opacity=".25" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="180" cy="140" rx="52" ry="14" fill="#2f4538"/><ellipse cx="180" cy="134" rx="46" ry="12" fill="#5c7a69"/><ellipse cx="180" cy="124" rx="12" ry="8" fill="#3f5a4b"/>` +
    `<path d="M118 148C118 80 242 80 242 148" stroke="#b98a52" stroke-width="9" fill="none" stroke-linecap="round"/><path d="M118 148C118 80 242 80 242 148" stroke="#d9b07c" stroke-width="3" fill="none" stroke-linecap="round"/>` +
    `<path d="M120 232h120" stroke="#2f4538" stroke-width="3" opacity=".5"/>`
  )
}
function teaCup(doc, x, y, tea = '#c2c86a') {
  const cup = linear(
    doc,
    'cup',
    [
      [0, '#f4ede0'],
      [1, '#d9cdb6'],
    ],
    1,
    0,
  )
  return g(
    at(x, y),
    shadow(doc, 2, 74, 52, 10, 0.3, 5) +
      `<path d="M-48-10L-42 58C-41 68-30 74-20 74H20C30 74 41 68 42 58L48-10Z" fill="${cup}"/>` +
      `<path d="M-46 14H46" stroke="#2f5a8a" stroke-width="5" opacity=".7"/>` +
      `<ellipse cy="-10" rx="48" ry="14" fill="#eee4d2"/><ellipse cy="-8" rx="42" ry="11" fill="${tea}"/>` +
      `<path d="M-14-44c-8-10 8-16 0-28M8-48c-8-10 8-16 0-28" stroke="#fff" stroke-width="4" fill="none" opacity=".7" stroke-linecap="round"/>`,
  )
}
function ramune(doc) {
  const glassFill = linear(
    doc,
    'ramune',
    [
      [0, '#8fd3e6'],
      [0.5, '#c8eef6'],
      [1, '#7cc6dc'],
    ],
    1,
    0,
  )
  return (
    shadow(doc, 244, 318, 60, 10, 0.3, 5) +
    `<path d="M206 314C196 314 192 306 192 296V196C192 176 206 168 214 150L218 130C210 116 210 104 220 96L224 60H264L268 96C278 104 278 116 270 130L274 150C282 168 296 176 296 196V296C296 306 292 314 282 314Z" fill="${glassFill}"/>` +
    `<rect x="222" y="40" width="44" height="24" rx="6" fill="#2f6fd0"/><rect x="226" y="34" width="36" height="10" rx="4" fill="#5a92e6"/>` +
    `<circle cx="244" cy="112" r="15" fill="#e4f6fb" stroke="#9fd1df" stroke-width="2"/><circle cx="239" cy="107" r="4" fill="#fff"/>` +
    `<rect x="192" y="212" width="104" height="62" fill="#2f6fd0"/><path d="M192 232c13-10 26 10 39 0s26 10 39 0 18 8 26 0M192 252c13-10 26 10 39 0s26 10 39 0 18 8 26 0" stroke="#fff" stroke-width="3" fill="none" opacity=".85"/>` +
    `<path d="M206 180V296" stroke="#fff" stroke-width="6" opacity=".5" stroke-linecap="round"/>` +
    bubbles(21, 10, [200, 150, 90, 50])
  )
}
function beer(doc) {
  const _amber = linear(doc, 'amber', [
    [0, '#f3b840'],
    [1, '#c97a12'],
  ])
  const bottle = linear(
    doc,
    'bottle',
    [
      [0, '#3a200c'],
      [0.5, '#6b3d18'],
      [1, '#2c1808'],
    ],
    1,
    0,
  )
  return (
    shadow(doc, 170, 318, 56, 10, 0.3, 5) +
    `<path d="M150 318C140 318 136 312 136 302V170C136 150 150 140 156 124V70H184V124C190 140 204 150 204 170V302C204 312 200 318 190 318Z" fill="${bottle}"/>` +
    `<rect x="154" y="56" width="32" height="18" rx="3" fill="#c9ced4"/>` +
    `<rect x="136" y="196" width="68" height="76" fill="#d3d8dd"/><rect x="136" y="212" width="68" height="10" fill="#1d2a44"/><circle cx="170" cy="248" r="13" fill="none" stroke="#c8102e" stroke-width="4"/>` +
    `<path d="M146 180V300" stroke="#fff" stroke-width="5" opacity=".3" stroke-linecap="round"/>` +
    glass(
      doc,
      300,
      196,
      '#d68a18',
      '#f6c24e',
      `<path d="M-49-60L-48-34H48L49-60Z" fill="#fffaf0"/><path d="M-50-64c10-14 26-10 34-4 10-12 30-10 36 0 8-6 18-4 30 2" stroke="#fffaf0" stroke-width="12" fill="none" stroke-linecap="round"/>` +
        bubbles(31, 12, [-36, -20, 72, 120]),
    )
  )
}

// ---------- voucher ----------
function voucher(doc, amount = null) {
  const paper = linear(doc, 'paper', [
    [0, '#fffaf0'],
    [1, '#efe2cb'],
  ])
  const kraft = linear(doc, 'kraft', [
    [0, '#dcc39a'],
    [1, '#c7a874'],
  ])
  return (
    shadow(doc, 250, 300, 200, 20, 0.3, 10) +
    `<g transform="rotate(-6 240 200)"><rect x="70" y="120" width="330" height="180" rx="8" fill="${kraft}"/><path d="M70 128L235 220 400 128" stroke="#b08f5c" stroke-width="3" fill="none"/></g>` +
    `<g transform="rotate(5 250 180)">` +
    `<rect x="92" y="70" width="316" height="190" rx="10" fill="#d9ccb4"/>` +
    `<rect x="88" y="64" width="316" height="190" rx="10" fill="${paper}"/>` +
    `<rect x="100" y="76" width="292" height="166" rx="6" fill="none" stroke="${C.gold}" stroke-width="2.5"/>` +
    `<rect x="310" y="64" width="26" height="190" fill="${C.red}"/>` +
    `<rect x="88" y="170" width="316" height="22" fill="${C.red}"/>` +
    `<g transform="translate(323 181)"><path d="M0 0C-34-36-60-8-26 8Z" fill="#a80d25"/><path d="M0 0C34-36 60-8 26 8Z" fill="#a80d25"/><path d="M-6 4l-16 40 12-6 6 12 4-44ZM6 4l16 40-12-6-6 12-4-44Z" fill="${C.red}"/><circle r="9" fill="#e0243e"/></g>` +
    `<circle cx="170" cy="124" r="34" fill="${C.red}"/>` +
    `<g transform="translate(170 128) scale(.42)"><rect x="-52" y="-6" width="104" height="36" rx="18" fill="#fffaf0"/><path d="M-60 2C-54-20 36-30 60-12C64-2 62 8 54 12C22 20-30 22-54 17C-62 14-63 8-60 2Z" fill="#ff9a62"/><path d="M-30-18l14 34M0-22l14 36M28-20l12 30" stroke="#ffe2cc" stroke-width="5"/></g>` +
    (amount === null
      ? `<rect x="222" y="104" width="70" height="9" rx="4.5" fill="#cdbfa6"/><rect x="222" y="122" width="54" height="9" rx="4.5" fill="#ddd1bb"/>`
      : // The amount is part of the picture: each voucher has its own.
        `<rect x="222" y="104" width="70" height="9" rx="4.5" fill="#cdbfa6"/><rect x="222" y="122" width="54" height="9" rx="4.5" fill="#ddd1bb"/><text x="200" y="240" text-anchor="middle" font-family="Georgia, 'DejaVu Serif', serif" font-size="40" font-weight="700" fill="#8a1020">${amount} zł</text>`) +
    (amount === null ? `<rect x="128" y="212" width="120" height="9" rx="4.5" fill="#cdbfa6"/>` : '') +
    `</g>`
  )
}

export const extra = [
  [
    'tofu',
    'Tofu teriyaki z ryżem',
    add((d) =>
      bowl(
        d,
        240,
        160,
        1.3,
        g(at(0, 4, 1.3), tofuCubes(d)) +
          scallions(4, 14, [-110, -40, 220, 80]) +
          sesameDots(8, 24, -90, 90, -30, 30, [C.sesameW]) +
          [
            [-100, 20],
            [-88, 30],
            [92, 24],
            [104, 16],
          ]
            .map(
              ([x, y]) =>
                `<ellipse cx="${x}" cy="${y}" rx="7" ry="5" fill="#7dbb3f" stroke="#4f8f26" stroke-width="1.2"/>`,
            )
            .join(''),
        '#22304f',
        '#e8dcc6',
      ),
    ),
  ],
  [
    'wakame',
    'Sałatka wakame',
    add(
      (d) =>
        bowl(d, 240, 158, 1.2, wakameBowl(d), '#2b3d63', '#f4eee2', '#1f5a1c') +
        chopsticks(d, 120, 326, 280, -6),
    ),
  ],
  ['set', 'Zestaw sushi', add((d) => setBoard(d))],
  ['set-veg', 'Zestaw wege', add((d) => setBoard(d, true))],
  ['set-large', 'Duży zestaw sushi', add((d) => setLarge(d))],
  ['lunch', 'Zestaw lunchowy w bento', add((d) => bento(d) + chopsticks(d, 60, 318, 330, -4))],
  ['kids', 'Zestaw dla dzieci', add((d) => kidsPlate(d))],
  ['sylwester', 'Zestaw sylwestrowy', add((d) => sylwester(d))],
  ['drink-tea', 'Zielona herbata', add((d) => teapot(d) + teaCup(d, 350, 236))],
  [
    'drink-matcha',
    'Lemoniada matcha',
    add(
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
    ),
  ],
  [
    'drink-lemonade',
    'Lemoniada',
    add(
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
    ),
  ],
  ['drink-ramune', 'Ramune', add((d) => ramune(d))],
  ['drink-beer', 'Japońskie piwo bezalkoholowe', add((d) => beer(d))],
  ['voucher', 'Voucher podarunkowy', add((d) => voucher(d))],
]
export {
  bento,
  bubbles,
  citrusSlice,
  glass,
  ice,
  kidsPlate,
  mint,
  ramune,
  sylwester,
  teaCup,
  teapot,
  voucher,
}
