import { DWUTLENEK_SIARKI, GLUTEN, JAJA, MLEKO, RYBY, SEZAM, SKORUPIAKI, SOJA } from './allergens.js'
import { dish } from './helpers.js'

/** Futomaki: thick rolls with nori outside, 36-44 zł, 5 to 8 pieces. */
export const futomaki = [
  dish({
    id: 'futomaki-losos',
    main: 'FUTOMAKI',
    name: ['Futomaki z łososiem', 'Salmon futomaki'],
    price: 38,
    count: 6,
    allergens: [JAJA, RYBY, SOJA],
    description: [
      'Grube rolki z łososiem, awokado, ogórkiem i słodkim omletem tamago.',
      'Thick rolls of salmon, avocado, cucumber and sweet tamago omelette.',
    ],
  }),
  dish({
    id: 'futomaki-tunczyk',
    main: 'FUTOMAKI',
    name: ['Futomaki z tuńczykiem', 'Tuna futomaki'],
    price: 42,
    count: 6,
    allergens: [RYBY],
    description: [
      'Tuńczyk, ogórek, liść shiso i marynowana rzodkiew oshinko w grubej rolce nori.',
      'Tuna, cucumber, shiso leaf and oshinko pickled radish in a thick nori roll.',
    ],
  }),
  dish({
    id: 'futomaki-maslana',
    main: 'FUTOMAKI',
    name: ['Futomaki z rybą maślaną', 'Butterfish futomaki'],
    price: 38,
    count: 6,
    allergens: [JAJA, RYBY, SOJA],
    description: [
      'Ryba maślana, awokado, ogórek i tamago ze szczypiorkiem.',
      'Butterfish, avocado, cucumber and tamago with chives.',
    ],
  }),
  dish({
    id: 'futomaki-wegorz',
    main: 'FUTOMAKI',
    name: ['Futomaki z węgorzem', 'Eel futomaki'],
    price: 44,
    count: 6,
    allergens: [GLUTEN, JAJA, RYBY, SOJA, SEZAM],
    description: [
      'Grillowany węgorz, awokado, ogórek i tamago, z sosem kabayaki i sezamem.',
      'Grilled eel, avocado, cucumber and tamago, with kabayaki sauce and sesame.',
    ],
  }),
  dish({
    id: 'futomaki-krewetka-tempura',
    main: 'FUTOMAKI',
    name: ['Futomaki z krewetką w tempurze', 'Shrimp tempura futomaki'],
    price: 42,
    count: 6,
    allergens: [GLUTEN, SKORUPIAKI, JAJA, SOJA],
    description: [
      'Dwie krewetki w tempurze, awokado, ogórek i japoński majonez, z kroplą teriyaki.',
      'Two shrimp tempura, avocado, cucumber and Japanese mayonnaise, with a drop of teriyaki.',
    ],
  }),
  dish({
    id: 'futomaki-tempura-losos',
    main: 'FUTOMAKI',
    name: ['Hot futomaki z łososiem w tempurze', 'Hot tempura futomaki with salmon'],
    price: 42,
    count: 8,
    allergens: [GLUTEN, JAJA, RYBY, SOJA, MLEKO, SEZAM],
    description: [
      'Cała rolka z łososiem, serkiem i awokado smażona w złocistej tempurze, podana na ciepło z teriyaki i sezamem.',
      'A whole roll of salmon, cream cheese and avocado fried in golden tempura, served warm with teriyaki and sesame.',
    ],
  }),
  dish({
    id: 'futomaki-wege',
    main: 'FUTOMAKI',
    name: ['Futomaki wege', 'Vegetable futomaki'],
    price: 36,
    count: 6,
    allergens: [GLUTEN],
    description: [
      'Batat w tempurze, awokado, ogórek, oshinko i sałata – pełna kolorów rolka bez ryb.',
      'Sweet potato tempura, avocado, cucumber, oshinko and lettuce – a colourful roll without fish.',
    ],
    wege: true,
  }),
  dish({
    id: 'futomaki-tradycyjne',
    main: 'FUTOMAKI',
    name: ['Futomaki tradycyjne', 'Traditional futomaki'],
    price: 36,
    count: 5,
    allergens: [GLUTEN, JAJA, SOJA, DWUTLENEK_SIARKI],
    description: [
      'Jak w Osace: tamago, tykwa kanpyo, duszone shiitake, szpinak i oshinko, wszystko na bulionie z kombu, bez ryb.',
      'As in Osaka: tamago, kanpyo gourd, braised shiitake, spinach and oshinko, all made with kombu stock, no fish.',
    ],
    wege: true,
  }),
]
