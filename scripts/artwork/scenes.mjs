import { fishSlice, nigiri, sashimiFan } from './fish.mjs'
import { at, f, g, linear, radial, rng, symbol, use } from './lib.mjs'
import {
  C,
  daikon,
  ginger,
  grains,
  plate,
  sesameDots,
  shadow,
  shiitakeCaps,
  shiso,
  slate,
  wasabi,
  wood,
} from './parts.mjs'
import { futomakiPiece, maki, uramakiPiece, uraTopping } from './rolls.mjs'

// ---------- compositions (content only, 480 × 360 space) ----------
/** Dark charcoal ceramic plate, for rolls with rice outside. */
export function darkPlate(doc, cx, cy, rx, ry) {
  const fill = radial(
    doc,
    'dplate',
    [
      [0, '#3b3f45'],
      [1, '#24272b'],
    ],
    0.45,
    0.4,
    0.7,
  )
  return (
    shadow(doc, cx + 6, cy + ry * 0.2, rx, ry * 0.9, 0.35) +
    `<ellipse cx="${f(cx)}" cy="${f(cy + 7)}" rx="${f(rx)}" ry="${f(ry)}" fill="#15171a"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="${fill}"/>` +
    `<ellipse cx="${f(cx)}" cy="${f(cy + ry * 0.05)}" rx="${f(rx * 0.82)}" ry="${f(ry * 0.78)}" fill="none" stroke="#4a4f56" stroke-width="2"/>` +
    `<path d="M${f(cx - rx * 0.8)} ${f(cy - ry * 0.35)}Q${f(cx - rx * 0.4)} ${f(cy - ry * 0.95)} ${f(cx + rx * 0.1)} ${f(cy - ry * 0.96)}" stroke="#fff" stroke-width="4" opacity=".1" fill="none" stroke-linecap="round"/>`
  )
}

const NIGIRI_ID = {
  salmon: 'ns',
  tuna: 'nt',
  white: 'nw',
  eel: 'ne',
  shrimp: 'nsh',
  scallop: 'nsc',
  tamago: 'nta',
  avocado: 'na',
  shiitake: 'nsi',
  inari: 'ni',
  aburi: 'nab',
  asparagus: 'nas',
  tempura: 'ntp',
}
export const nigiriUse = (doc, kind, x, y, s = 1, r = -4) =>
  use(symbol(doc, NIGIRI_ID[kind], nigiri(doc, kind, 3)), x, y, s, r)
export const makiUse = (doc, kind, x, y, s = 1) =>
  use(symbol(doc, `m-${kind}`, maki(doc, kind, 36, 2)), x, y, s)
export const uraUse = (doc, kind, coat, topping, x, y, s = 1) =>
  use(symbol(doc, `u-${kind}-${coat}`, uramakiPiece(doc, kind, coat, 37, 3, null)), x, y, s) +
  (topping ? use(symbol(doc, `t-${topping}`, uraTopping(doc, topping)), x, y, s) : '')
export const futoUse = (doc, kind, x, y, s = 1) =>
  use(symbol(doc, `f-${kind}`, futomakiPiece(doc, kind, 50, 2)), x, y, s)

export const comp = {
  nigiriPair: (doc, kind) =>
    wood(doc, 30, 118, 420, 158) +
    ginger(doc, 82, 150, 0.85) +
    wasabi(doc, 398, 148, 0.95) +
    nigiriUse(doc, kind, 160, 196, 1.5) +
    nigiriUse(doc, kind, 322, 212, 1.5),

  nigiriTrio: (doc, kinds) =>
    wood(doc, 24, 130, 432, 150) +
    kinds.map((k, i) => nigiriUse(doc, k, 110 + i * 130, 200 + (i % 2) * 14, 1.08)).join(''),

  sashimi: (doc, kinds, n = 5) =>
    slate(doc, 34, 92, 412, 214) +
    daikon(doc, 246, 196, 250, 72) +
    shiso(doc, 300, 166, 1.4, -18) +
    shiso(doc, 190, 170, 1.1, 200) +
    g(at(240, 214, 1.45), sashimiFan(doc, kinds, n, 24)) +
    wasabi(doc, 96, 250, 1.05) +
    ginger(doc, 395, 254, 1.05),

  makiPlate: (doc, kinds) => {
    const pos = [
      [144, 150],
      [240, 140],
      [336, 150],
      [96, 222],
      [192, 216],
      [288, 216],
      [384, 222],
    ]
    return (
      plate(doc, 240, 200, 218, 128) +
      pos.map(([x, y], i) => makiUse(doc, kinds[i % kinds.length], x, y, 1.22)).join('')
    )
  },

  uramakiPlate: (doc, kind, coat, topping) => {
    const rowA = [
      [132, 150],
      [210, 142],
      [288, 142],
      [366, 150],
    ]
    const rowB = [
      [112, 222],
      [198, 214],
      [284, 214],
      [370, 222],
    ]
    const tops = Array.isArray(topping) ? topping : [topping]
    return (
      darkPlate(doc, 240, 200, 220, 128) +
      [...rowA, ...rowB]
        .map(([x, y], i) => uraUse(doc, kind, coat, topping ? tops[i % tops.length] : null, x, y, 1.12))
        .join('')
    )
  },

  futomakiPlate: (doc, kind) =>
    plate(doc, 240, 204, 218, 126) +
    [
      [140, 156],
      [250, 146],
      [360, 160],
      [188, 234],
      [306, 236],
    ]
      .map(([x, y]) => futoUse(doc, kind, x, y, 1.12))
      .join(''),
}

export function bowl(doc, x, y, s, inner, color = '#2b1b19', rim = '#b3261e', filling = null) {
  const body = linear(
    doc,
    `bowl${color.slice(1)}`,
    [
      [0, color],
      [1, '#0d0807'],
    ],
    1,
    0.3,
  )
  const rice = radial(
    doc,
    'riceMound',
    [
      [0, '#fffdf8'],
      [1, '#eadcc2'],
    ],
    0.5,
    0.4,
    0.6,
  )
  return g(
    at(x, y, s),
    shadow(doc, 8, 96, 130, 20, 0.35, 10) +
      `<path d="M-150 0C-146 60-100 100 0 102C100 100 146 60 150 0Z" fill="${body}"/>` +
      `<path d="M-128 34C-108 70-64 86-14 90" stroke="#fff" stroke-width="5" opacity=".13" fill="none" stroke-linecap="round"/>` +
      `<ellipse rx="150" ry="68" fill="${rim}"/><ellipse rx="140" ry="61" fill="${filling ?? rice}"/>` +
      (filling ? '' : grains(77, 22, -120, 120, -44, 44)) +
      inner,
  )
}

function ikura(cx, cy, n, seed) {
  const r = rng(seed)
  let out = ''
  for (let i = 0; i < n; i++) {
    const x = cx + (r() - 0.5) * 34
    const y = cy + (r() - 0.5) * 16
    out += `<circle cx="${f(x)}" cy="${f(y)}" r="5.5" fill="#f25a1d" stroke="#c8410f" stroke-width="1"/><circle cx="${f(x - 1.5)}" cy="${f(y - 1.8)}" r="1.6" fill="#fff" opacity=".85"/>`
  }
  return out
}
function tamagoCubes(cx, cy, s = 1) {
  return g(
    at(cx, cy, s),
    [
      [0, 0],
      [22, 8],
      [-20, 10],
    ]
      .map(
        ([dx, dy]) =>
          `<g transform="translate(${dx} ${dy})"><rect x="-10" y="-4" width="20" height="15" rx="2" fill="#dc9f27"/><rect x="-10" y="-10" width="20" height="12" rx="2" fill="#f8d35a"/></g>`,
      )
      .join(''),
  )
}
function cucumberSlices(cx, cy) {
  return [
    [0, 0],
    [18, 5],
    [-16, 6],
  ]
    .map(
      ([dx, dy]) =>
        `<ellipse cx="${cx + dx}" cy="${cy + dy}" rx="12" ry="8" fill="#d6ebaa" stroke="#3c7a2a" stroke-width="2.6"/><path d="M${cx + dx - 4} ${cy + dy}h8" stroke="#a8cd74" stroke-width="2"/>`,
    )
    .join('')
}
function avocadoFan(doc, cx, cy, rot = 0, s = 1) {
  const fill = linear(doc, 'avoFan', [
    [0, '#d6e486'],
    [1, '#88b544'],
  ])
  let out = ''
  for (let i = 0; i < 5; i++)
    out += `<path transform="translate(${i * 11 - 22} ${Math.abs(i - 2) * 2})" d="M-10 14C-14-8 0-24 12-22C16 0 8 16-10 14Z" fill="${fill}" stroke="#44701f" stroke-width="2.4"/>`
  return g(at(cx, cy, s, rot), out)
}
const slices = (doc, kind, pts, s = 0.62) =>
  pts.map(([x, y, r]) => use(symbol(doc, `sl-${kind}`, fishSlice(doc, kind)), x, y, s, r)).join('')

export { avocadoFan, cucumberSlices, ikura, tamagoCubes }
export const chirashiInner = {
  fish: (doc) =>
    shiso(doc, -10, -26, 0.55, -10) +
    slices(doc, 'salmon', [
      [-78, -26, -28],
      [-66, -10, -22],
      [-52, 6, -16],
    ]) +
    slices(doc, 'tuna', [
      [62, -30, 24],
      [74, -14, 20],
      [84, 2, 16],
    ]) +
    slices(
      doc,
      'white',
      [
        [-6, 26, -6],
        [14, 36, -2],
      ],
      0.52,
    ) +
    ikura(-6, -26, 10, 3) +
    avocadoFan(doc, 92, 30, -12, 0.9) +
    tamagoCubes(-96, 24, 0.9) +
    cucumberSlices(-40, 38) +
    sesameDots(5, 14, -110, 110, -30, 30, [C.sesameB]),
  veg: (doc) =>
    shiso(doc, 4, -30, 0.5, 10) +
    avocadoFan(doc, -70, -18, -14) +
    tamagoCubes(64, -26) +
    g(at(8, -10, 0.55), nigiri(doc, 'inari', 4)) +
    g(at(82, 14, 0.42), shiitakeCaps(doc)) +
    cucumberSlices(-92, 28) +
    [
      [-34, 32],
      [-22, 38],
      [-10, 32],
      [2, 40],
      [-46, 40],
    ]
      .map(
        ([x, y]) =>
          `<ellipse cx="${x}" cy="${y}" rx="7" ry="5" fill="#7dbb3f" stroke="#4f8f26" stroke-width="1.2"/>`,
      )
      .join('') +
    `<path d="M30 30h18M32 38h20M34 46h16" stroke="#f4d42e" stroke-width="6" stroke-linecap="round"/>` +
    `<path d="M96-24c8-8 18-8 26 0M92-14c8-8 18-8 26 0M100-4c8-8 18-8 26 0" stroke="#3c8d2f" stroke-width="5" fill="none" stroke-linecap="round"/>` +
    sesameDots(6, 14, -110, 110, -30, 30, [C.sesameB]),
}
