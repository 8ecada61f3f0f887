import { GLUTEN, SEZAM, SOJA } from './allergens.js'
import { dish } from './helpers.js'

/** Dishes that are vegetarian by nature and listed first under WEGE. */
export const wege = [
  dish({
    id: 'wege-tofu-teriyaki',
    main: 'WEGE',
    name: ['Tofu teriyaki z ryżem', 'Teriyaki tofu with rice'],
    price: 34,
    count: null,
    allergens: [GLUTEN, SOJA, SEZAM],
    description: [
      'Chrupiące kostki tofu w lśniącej glazurze teriyaki, na ryżu z edamame, dymką i prażonym sezamem.',
      'Crisp cubes of tofu in glossy teriyaki glaze over rice with edamame, spring onion and toasted sesame.',
    ],
    wege: true,
  }),
  dish({
    id: 'wege-salatka-wakame',
    main: 'WEGE',
    name: ['Sałatka wakame', 'Wakame seaweed salad'],
    price: 24,
    count: null,
    allergens: [SOJA, SEZAM],
    description: [
      'Jędrne wodorosty wakame w sezamowo-octowym dressingu z ogórkiem i chili.',
      'Tender wakame seaweed in a sesame and rice-vinegar dressing with cucumber and chilli.',
    ],
    wege: true,
  }),
]
