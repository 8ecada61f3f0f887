import { GLUTEN, JAJA, MIECZAKI, RYBY, SEZAM, SKORUPIAKI, SOJA } from './allergens.js'
import { dish } from './helpers.js'

/** Chirashi: a bowl of sushi rice scattered with toppings, 39-75 zł, not counted in pieces. */
export const chirashi = [
  dish({
    id: 'chirashi-losos',
    main: 'CHIRASHI',
    name: ['Chirashi z łososiem', 'Salmon chirashi'],
    price: 52,
    count: null,
    allergens: [RYBY, SOJA, SEZAM],
    description: [
      'Miska ryżu do sushi z plastrami łososia, awokado, ogórkiem, sałatką wakame, kawiorem ikura i sezamem.',
      'A bowl of sushi rice with slices of salmon, avocado, cucumber, wakame salad, ikura roe and sesame.',
    ],
  }),
  dish({
    id: 'chirashi-tunczyk',
    main: 'CHIRASHI',
    name: ['Chirashi z tuńczykiem', 'Tuna chirashi'],
    price: 59,
    count: null,
    allergens: [RYBY, SOJA, SEZAM],
    description: [
      'Tuńczyk marynowany w sosie sojowym z mirinem (zuke), awokado, ogórek, rzodkiewka i sezam na ryżu do sushi.',
      'Tuna marinated in soy sauce and mirin (zuke), avocado, cucumber, radish and sesame over sushi rice.',
    ],
  }),
  dish({
    id: 'chirashi-unagi',
    main: 'CHIRASHI',
    name: ['Chirashi z węgorzem', 'Eel chirashi (unagi)'],
    price: 65,
    count: null,
    allergens: [GLUTEN, JAJA, RYBY, SOJA, SEZAM],
    description: [
      'Ciepły grillowany węgorz w sosie kabayaki na ryżu, z paskami tamago, ogórkiem, szczypiorkiem i sezamem.',
      'Warm grilled eel in kabayaki sauce over rice, with strips of tamago, cucumber, chives and sesame.',
    ],
  }),
  dish({
    id: 'chirashi-mix',
    main: 'CHIRASHI',
    name: ['Chirashi mix', 'Chirashi deluxe'],
    price: 75,
    count: null,
    allergens: [SKORUPIAKI, JAJA, RYBY, SOJA, SEZAM, MIECZAKI],
    description: [
      'Łosoś, tuńczyk, ryba maślana, krewetka ebi, przegrzebek hotate, ikura i tamago ułożone na ryżu do sushi – pełna uczta szefa kuchni.',
      'Salmon, tuna, butterfish, ebi shrimp, hotate scallop, ikura and tamago arranged over sushi rice – the chef’s full feast.',
    ],
  }),
  dish({
    id: 'chirashi-wege',
    main: 'CHIRASHI',
    name: ['Chirashi wege', 'Vegetarian chirashi'],
    price: 39,
    count: null,
    allergens: [GLUTEN, JAJA, SOJA, SEZAM],
    description: [
      'Awokado, inari z tofu, duszone shiitake, edamame, tamago, oshinko i wakame na ryżu do sushi z sezamem.',
      'Avocado, inari tofu, braised shiitake, edamame, tamago, oshinko and wakame over sushi rice with sesame.',
    ],
    wege: true,
  }),
]
