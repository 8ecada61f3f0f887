import { dishById } from './dishes.js'
import type { Pair } from './helpers.js'
import { setOf } from './helpers.js'

const note: Pair = [
  'Lunch serwujemy od środy do piątku w godzinach 13:00–16:00.',
  'Lunch is served Wednesday to Friday, 13:00–16:00.',
]

/** Lunch sets: 39-59 zł, Wednesday to Friday 13:00-16:00. */
export const lunch = [
  setOf(
    {
      id: 'lunch-klasyczny',
      main: 'LUNCH',
      name: ['Lunch Klasyczny', 'Classic Lunch'],
      price: 39,
      note,
      pieces: [
        [8, 'uramaki-california'],
        [8, 'hosomaki-kappa'],
      ],
    },
    dishById,
  ),
  setOf(
    {
      id: 'lunch-wege',
      main: 'LUNCH',
      name: ['Lunch Wege', 'Vegetarian Lunch'],
      price: 39,
      note,
      pieces: [
        [8, 'uramaki-mango-awokado'],
        [8, 'hosomaki-oshinko'],
        [2, 'nigiri-awokado'],
      ],
    },
    dishById,
  ),
  setOf(
    {
      id: 'lunch-lososiowy',
      main: 'LUNCH',
      name: ['Lunch Łososiowy', 'Salmon Lunch'],
      price: 49,
      note,
      pieces: [
        [8, 'uramaki-philadelphia'],
        [8, 'hosomaki-losos'],
        [2, 'nigiri-losos'],
      ],
    },
    dishById,
  ),
  setOf(
    {
      id: 'lunch-premium',
      main: 'LUNCH',
      name: ['Lunch Premium', 'Premium Lunch'],
      price: 59,
      note,
      pieces: [
        [8, 'uramaki-spicy-tuna'],
        [8, 'hosomaki-maslana'],
        [2, 'nigiri-tunczyk'],
        [2, 'nigiri-wegorz'],
        [2, 'nigiri-losos-aburi'],
      ],
    },
    dishById,
  ),
]
