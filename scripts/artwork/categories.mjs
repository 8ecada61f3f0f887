import { bubbles, citrusSlice, glass, ice, ramune, teapot } from './drinks.mjs'
import { voucher } from './extra.mjs'
import { sashimiFan } from './fish.mjs'
import { at, g } from './lib.mjs'
import { chopsticks, daikon, plate, shiso, slate, wasabi, wood } from './parts.mjs'
import { bowl, chirashiInner, comp, futoUse, makiUse, nigiriUse, uraUse } from './scenes.mjs'
import { bento, kidsPlate, sylwester } from './sets.mjs'

const add = (fn) => (doc) => doc.add(fn(doc))

export const hint = {
  zestawy: (d) =>
    wood(d, 22, 100, 436, 200) +
    ['salmon', 'avocado', 'tuna', 'salmon']
      .map((t, i) => uraUse(d, 'california', 'sesame', t, 78 + i * 62, 146 + (i % 2) * 4, 0.78))
      .join('') +
    [0, 1, 2].map((i) => makiUse(d, i === 1 ? 'cucumber' : 'salmon', 330 + i * 50, 148, 0.8)).join('') +
    nigiriUse(d, 'salmon', 102, 244, 0.95) +
    nigiriUse(d, 'eel', 236, 250, 0.95) +
    nigiriUse(d, 'tuna', 366, 246, 0.95),
  sashimi: (d) =>
    slate(d, 24, 92, 432, 214) +
    daikon(d, 240, 200, 300, 70) +
    shiso(d, 150, 170, 1.1, -20) +
    shiso(d, 330, 170, 1.1, 20) +
    g(at(120, 214, 1.1), sashimiFan(d, ['salmon'], 3, 24)) +
    g(at(240, 206, 1.1), sashimiFan(d, ['tuna'], 3, 24)) +
    g(at(360, 214, 1.1), sashimiFan(d, ['white'], 3, 24)) +
    wasabi(d, 420, 270, 0.9),
  nigiri: (d) =>
    wood(d, 24, 112, 432, 176) +
    nigiriUse(d, 'salmon', 120, 170, 1.05) +
    nigiriUse(d, 'tuna', 250, 168, 1.05) +
    nigiriUse(d, 'shrimp', 378, 172, 1.05) +
    nigiriUse(d, 'eel', 170, 244, 1.05) +
    nigiriUse(d, 'tamago', 310, 246, 1.05),
  hosomaki: (d) => comp.makiPlate(d, ['salmon', 'cucumber', 'tuna', 'oshinko', 'avocado', 'salmon', 'tuna']),
  uramaki: (d) =>
    comp.uramakiPlate(
      d,
      'california',
      'sesame',
      ['salmon', null, 'avocado', 'tuna', null, 'eel', 'white', null].map((t) => t ?? 'salmon'),
    ),
  futomaki: (d) =>
    plate(d, 240, 204, 218, 126) +
    [
      [140, 156, 'fish'],
      [250, 146, 'veg'],
      [360, 160, 'fish'],
      [188, 234, 'veg'],
      [306, 236, 'fish'],
    ]
      .map(([x, y, k]) => futoUse(d, k, x, y, 1.12))
      .join(''),
  chirashi: (d) => bowl(d, 240, 150, 1.2, chirashiInner.fish(d)) + chopsticks(d, 110, 326, 300, -5),
  wege: (d) =>
    wood(d, 22, 100, 436, 200) +
    shiso(d, 92, 140, 0.8, -20) +
    [0, 1, 2].map((i) => uraUse(d, 'veg', 'black', null, 156 + i * 64, 146 + (i % 2) * 4, 0.8)).join('') +
    [0, 1].map((i) => makiUse(d, i ? 'avocado' : 'cucumber', 360 + i * 54, 150, 0.8)).join('') +
    nigiriUse(d, 'avocado', 104, 244, 0.95) +
    nigiriUse(d, 'tamago', 238, 250, 0.95) +
    nigiriUse(d, 'shiitake', 370, 246, 0.95),
  lunch: (d) => bento(d) + chopsticks(d, 60, 318, 330, -4),
  dzieci: (d) => kidsPlate(d),
  napoje: (d) =>
    g(at(-40, 66, 0.8), teapot(d)) +
    g(at(61, 49, 0.8), ramune(d)) +
    g(
      at(162, 46, 0.8),
      glass(
        d,
        240,
        196,
        '#f1cf3e',
        '#fbeea0',
        ice(-30, -56, -10) + ice(4, -40, 14) + bubbles(5, 14, [-40, 0, 80, 100]),
      ) + citrusSlice(290, 86, 28, '#fbe67a', '#f0c419', 20),
    ),
  voucher: (d) => voucher(d),
  sylwester: (d) => sylwester(d),
}

export const categoryScenes = [
  ['zestawy', 'Zestawy sushi', add(hint.zestawy)],
  ['sashimi', 'Sashimi', add(hint.sashimi)],
  ['nigiri', 'Nigiri', add(hint.nigiri)],
  ['hosomaki', 'Hosomaki', add(hint.hosomaki)],
  ['uramaki', 'Uramaki', add(hint.uramaki)],
  ['futomaki', 'Futomaki', add(hint.futomaki)],
  ['chirashi', 'Chirashi', add(hint.chirashi)],
  ['wege', 'Sushi wegetariańskie', add(hint.wege)],
  ['lunch', 'Lunch', add(hint.lunch)],
  ['dzieci', 'Zestawy dla dzieci', add(hint.dzieci)],
  ['napoje', 'Napoje', add(hint.napoje)],
  ['voucher', 'Vouchery podarunkowe', add(hint.voucher)],
  ['sylwester', 'Zestawy sylwestrowe', add(hint.sylwester)],
]
