import { dishById } from './dishes.js'
import type { Pair } from './helpers.js'
import { setOf } from './helpers.js'

const note: Pair = [
  'Tylko w przedsprzedaży: zamów z wyprzedzeniem, a zestaw przygotujemy na 31 grudnia (odbiór osobisty lub dostawa).',
  'Pre-order only: order in advance and we will prepare the set for 31 December (pick-up or delivery).',
]

/** New Year's Eve sets (SETS_SPECIAL): 199-229 zł, made for 31 December only. */
export const sylwester = [
  setOf(
    {
      id: 'sylwester-zloty',
      main: 'SETS_SPECIAL',
      name: ['Zestaw Sylwestrowy Złoty', 'New Year’s Eve Gold Set'],
      price: 229,
      note,
      pieces: [
        [8, 'uramaki-dragon'],
        [8, 'uramaki-rainbow'],
        [8, 'uramaki-philadelphia'],
        [8, 'uramaki-losos-aburi'],
        [6, 'futomaki-wegorz'],
        [8, 'hosomaki-tunczyk'],
        [4, 'nigiri-przegrzebek'],
        [4, 'nigiri-tunczyk'],
        [4, 'nigiri-losos-aburi'],
      ],
    },
    dishById,
  ),
  setOf(
    {
      id: 'sylwester-srebrny',
      main: 'SETS_SPECIAL',
      name: ['Zestaw Sylwestrowy Srebrny', 'New Year’s Eve Silver Set'],
      price: 199,
      note,
      pieces: [
        [8, 'uramaki-california'],
        [8, 'uramaki-philadelphia'],
        [8, 'uramaki-ebi-tempura'],
        [8, 'uramaki-spicy-tuna'],
        [6, 'futomaki-losos'],
        [8, 'hosomaki-losos'],
        [4, 'nigiri-losos'],
        [2, 'nigiri-krewetka'],
      ],
    },
    dishById,
  ),
  setOf(
    {
      id: 'sylwester-wege',
      main: 'SETS_SPECIAL',
      name: ['Zestaw Sylwestrowy Wege', 'New Year’s Eve Vegetarian Set'],
      price: 199,
      note,
      pieces: [
        [8, 'uramaki-batat'],
        [8, 'uramaki-mango-awokado'],
        [8, 'uramaki-szparagi-tempura'],
        [6, 'futomaki-wege'],
        [5, 'futomaki-tradycyjne'],
        [8, 'hosomaki-awokado'],
        [8, 'hosomaki-mango'],
        [4, 'nigiri-tamago'],
        [4, 'nigiri-inari'],
      ],
    },
    dishById,
  ),
]
