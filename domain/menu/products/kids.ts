import { dishById } from './dishes.js'
import type { Pair } from './helpers.js'
import { setOf } from './helpers.js'

const note: Pair = [
  'Mały zestaw bez wasabi i ostrych sosów – w sam raz dla dziecięcych rączek.',
  'A small set without wasabi or spicy sauces – just right for little hands.',
]

/** Kids' sets: every one costs 39 zł. */
export const kids = [
  setOf(
    {
      id: 'dzieci-maly-samuraj',
      main: 'KIDS',
      name: ['Mały Samuraj', 'Little Samurai'],
      price: 39,
      note,
      pieces: [
        [8, 'hosomaki-losos'],
        [2, 'nigiri-losos'],
        [2, 'nigiri-tamago'],
      ],
    },
    dishById,
  ),
  setOf(
    {
      id: 'dzieci-mala-krewetka',
      main: 'KIDS',
      name: ['Mała Krewetka', 'Little Shrimp'],
      price: 39,
      note,
      pieces: [
        [8, 'hosomaki-krewetka-tempura'],
        [2, 'nigiri-krewetka'],
      ],
    },
    dishById,
  ),
  setOf(
    {
      id: 'dzieci-mala-panda',
      main: 'KIDS',
      name: ['Mała Panda', 'Little Panda'],
      price: 39,
      note,
      pieces: [
        [8, 'hosomaki-tamago'],
        [8, 'hosomaki-kappa'],
      ],
    },
    dishById,
  ),
]
