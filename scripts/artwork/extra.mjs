// The pictures beyond the rolls, nigiri and sashimi: tofu, wakame and the voucher here, with the
// named list of extra scenes the menu and category pictures pick from; sets and boxes are in
// sets.mjs, drinks in drinks.mjs.

import { beer, bubbles, citrusSlice, glass, ice, mint, ramune, teaCup, teapot } from './drinks.mjs'
import { at, f, g, linear, rng } from './lib.mjs'
import { C, chopsticks, sesameDots, shadow } from './parts.mjs'
import { bowl } from './scenes.mjs'
import { bento, kidsPlate, setBoard, setLarge, sylwester } from './sets.mjs'

const add = (fn) => (doc) => doc.add(fn(doc))
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

// ---------- voucher ----------
export function voucher(doc, amount = null) {
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
