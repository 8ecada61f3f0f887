// Drinks: glasses with ice, citrus, mint and bubbles, the teapot and cup, ramune and beer.
import { at, f, g, linear, radial, rng } from './lib.mjs'
import { shadow } from './parts.mjs'

// ---------- drinks ----------
export function glass(doc, x, y, liquid, liquid2, extras = '') {
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
export const ice = (x, y, r = 0) =>
  `<rect x="${x}" y="${y}" width="30" height="26" rx="6" fill="#fff" opacity=".55" stroke="#fff" stroke-width="2" transform="rotate(${r} ${x + 15} ${y + 13})"/>`
export function citrusSlice(x, y, rad, color, rind, r = 0) {
  let seg = ''
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4
    seg += `M0 0L${f(Math.cos(a) * rad * 0.8)} ${f(Math.sin(a) * rad * 0.8)}`
  }
  return `<g transform="translate(${x} ${y}) rotate(${r})"><circle r="${rad}" fill="${rind}"/><circle r="${rad * 0.86}" fill="${color}"/><path d="${seg}" stroke="#fffbe0" stroke-width="2"/></g>`
}
export function bubbles(seed, n, box) {
  const r = rng(seed)
  let out = ''
  for (let i = 0; i < n; i++)
    out += `<circle cx="${f(box[0] + r() * box[2])}" cy="${f(box[1] + r() * box[3])}" r="${f(1.5 + r() * 2.5)}" fill="none" stroke="#fff" stroke-width="1.4" opacity=".8"/>`
  return out
}
export function mint(x, y, r = 0) {
  return `<g transform="translate(${x} ${y}) rotate(${r})"><path d="M0 0C-14-4-18-18-8-26 2-18 4-8 0 0Z" fill="#4fa03a"/><path d="M0 0C12-6 22-2 24 10 12 12 4 8 0 0Z" fill="#3f8f2c"/></g>`
}
export function teapot(doc) {
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
export function teaCup(doc, x, y, tea = '#c2c86a') {
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
export function ramune(doc) {
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
export function beer(doc) {
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
