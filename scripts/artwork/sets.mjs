// Sets and boxes: the set board, the large set, the lunch bento, the children's plate and the New
// Year's Eve set with its sparkles.
import { sashimiFan } from './fish.mjs'
import { at, f, g, linear, rng, symbol, use } from './lib.mjs'
import { C, ginger, shadow, slate, wasabi, wood } from './parts.mjs'
import { futoUse, makiUse, nigiriUse, uraUse } from './scenes.mjs'

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
export function bento(doc) {
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
export function kidsPlate(doc) {
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
export function sylwester(doc) {
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
