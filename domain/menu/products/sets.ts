import { dishById } from './dishes.js'
import { setOf } from './helpers.js'

/** Sets (zestawy): 91-229 zł. */
export const sets = [
  setOf(
    {
      id: 'zestaw-hosomaki',
      main: 'SETS',
      name: ['Zestaw Hosomaki', 'Hosomaki Set'],
      price: 91,
      pieces: [
        [8, 'hosomaki-losos'],
        [8, 'hosomaki-tunczyk'],
        [8, 'hosomaki-maslana'],
        [8, 'hosomaki-kappa'],
        [8, 'hosomaki-oshinko'],
      ],
    },
    dishById,
  ),
  setOf(
    {
      id: 'zestaw-lososiowy',
      main: 'SETS',
      name: ['Zestaw Łososiowy', 'Salmon Set'],
      price: 99,
      pieces: [
        [8, 'uramaki-philadelphia'],
        [8, 'hosomaki-losos'],
        [4, 'nigiri-losos'],
      ],
    },
    dishById,
  ),
  setOf(
    {
      id: 'zestaw-wege',
      main: 'SETS',
      name: ['Zestaw Wege', 'Vegetarian Set'],
      price: 99,
      pieces: [
        [8, 'uramaki-batat'],
        [6, 'futomaki-wege'],
        [8, 'hosomaki-kappa'],
        [8, 'hosomaki-oshinko'],
        [2, 'nigiri-tamago'],
        [2, 'nigiri-awokado'],
      ],
    },
    dishById,
  ),
  setOf(
    {
      id: 'zestaw-klasyczny',
      main: 'SETS',
      name: ['Zestaw Klasyczny', 'Classic Set'],
      price: 109,
      pieces: [
        [8, 'uramaki-california'],
        [8, 'hosomaki-losos'],
        [8, 'hosomaki-kappa'],
        [2, 'nigiri-losos'],
        [2, 'nigiri-krewetka'],
      ],
    },
    dishById,
  ),
  setOf(
    {
      id: 'zestaw-tempura',
      main: 'SETS',
      name: ['Zestaw Tempura', 'Tempura Set'],
      price: 119,
      pieces: [
        [8, 'uramaki-ebi-tempura'],
        [8, 'futomaki-tempura-losos'],
        [8, 'hosomaki-krewetka-tempura'],
      ],
    },
    dishById,
  ),
  setOf(
    {
      id: 'zestaw-nigiri-sashimi',
      main: 'SETS',
      name: ['Zestaw Nigiri i Sashimi', 'Nigiri & Sashimi Set'],
      price: 149,
      pieces: [
        [6, 'sashimi-losos'],
        [3, 'sashimi-tunczyk'],
        [3, 'sashimi-maslana'],
        [2, 'nigiri-losos'],
        [2, 'nigiri-tunczyk'],
        [2, 'nigiri-maslana'],
        [2, 'nigiri-wegorz'],
        [2, 'nigiri-krewetka'],
      ],
    },
    dishById,
  ),
  setOf(
    {
      id: 'zestaw-dla-dwojga',
      main: 'SETS',
      name: ['Zestaw dla Dwojga', 'Set for Two'],
      price: 179,
      pieces: [
        [8, 'uramaki-philadelphia'],
        [8, 'uramaki-spicy-tuna'],
        [8, 'uramaki-ebi-tempura'],
        [6, 'futomaki-losos'],
        [4, 'nigiri-losos'],
        [2, 'nigiri-tunczyk'],
        [2, 'nigiri-wegorz'],
      ],
    },
    dishById,
  ),
  setOf(
    {
      id: 'zestaw-mistrza',
      main: 'SETS',
      name: ['Zestaw Mistrza', 'Chef’s Set'],
      price: 219,
      pieces: [
        [8, 'uramaki-dragon'],
        [8, 'uramaki-rainbow'],
        [8, 'uramaki-losos-aburi'],
        [6, 'futomaki-wegorz'],
        [4, 'sashimi-losos'],
        [4, 'sashimi-tunczyk'],
        [2, 'nigiri-przegrzebek'],
        [2, 'nigiri-tunczyk'],
        [2, 'nigiri-losos-aburi'],
      ],
    },
    dishById,
  ),
  setOf(
    {
      id: 'zestaw-imprezowy',
      main: 'SETS',
      name: ['Zestaw Imprezowy', 'Party Set'],
      price: 229,
      pieces: [
        [8, 'uramaki-california'],
        [8, 'uramaki-philadelphia'],
        [8, 'uramaki-spicy-tuna'],
        [8, 'uramaki-batat'],
        [6, 'futomaki-losos'],
        [8, 'hosomaki-losos'],
        [8, 'hosomaki-tunczyk'],
        [8, 'hosomaki-kappa'],
      ],
    },
    dishById,
  ),
]
