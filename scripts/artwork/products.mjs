import { extra } from './extra.mjs'
import { bowl, chirashiInner, comp } from './scenes.mjs'

const add = (fn) => (doc) => doc.add(fn(doc))

export const productScenes = [
  ['sashimi-salmon', 'Sashimi z łososia', add((d) => comp.sashimi(d, ['salmon']))],
  ['sashimi-tuna', 'Sashimi z tuńczyka', add((d) => comp.sashimi(d, ['tuna']))],
  ['sashimi-white', 'Sashimi z ryby maślanej', add((d) => comp.sashimi(d, ['white']))],
  ['sashimi-mix', 'Sashimi mix', add((d) => comp.sashimi(d, ['salmon', 'tuna', 'white'], 6))],
  ['nigiri-salmon', 'Nigiri z łososiem', add((d) => comp.nigiriPair(d, 'salmon'))],
  ['nigiri-tuna', 'Nigiri z tuńczykiem', add((d) => comp.nigiriPair(d, 'tuna'))],
  ['nigiri-butterfish', 'Nigiri z rybą maślaną', add((d) => comp.nigiriPair(d, 'white'))],
  ['nigiri-eel', 'Nigiri z węgorzem', add((d) => comp.nigiriPair(d, 'eel'))],
  ['nigiri-shrimp', 'Nigiri z krewetką', add((d) => comp.nigiriPair(d, 'shrimp'))],
  ['nigiri-scallop', 'Nigiri z przegrzebkiem', add((d) => comp.nigiriPair(d, 'scallop'))],
  ['nigiri-tamago', 'Nigiri z tamago', add((d) => comp.nigiriPair(d, 'tamago'))],
  ['nigiri-avocado', 'Nigiri z awokado', add((d) => comp.nigiriPair(d, 'avocado'))],
  ['nigiri-shiitake', 'Nigiri z grzybami shiitake', add((d) => comp.nigiriPair(d, 'shiitake'))],
  ['nigiri-inari', 'Inari z tofu', add((d) => comp.nigiriPair(d, 'inari'))],
  ['maki-salmon', 'Hosomaki z łososiem', add((d) => comp.makiPlate(d, ['salmon']))],
  ['maki-tuna', 'Hosomaki z tuńczykiem', add((d) => comp.makiPlate(d, ['tuna']))],
  ['maki-white', 'Hosomaki z rybą maślaną', add((d) => comp.makiPlate(d, ['white']))],
  ['maki-eel', 'Hosomaki z węgorzem', add((d) => comp.makiPlate(d, ['eel']))],
  ['maki-shrimp', 'Hosomaki z krewetką w tempurze', add((d) => comp.makiPlate(d, ['shrimp']))],
  ['maki-cucumber', 'Kappa maki z ogórkiem', add((d) => comp.makiPlate(d, ['cucumber']))],
  ['maki-avocado', 'Hosomaki z awokado', add((d) => comp.makiPlate(d, ['avocado']))],
  ['maki-oshinko', 'Oshinko maki', add((d) => comp.makiPlate(d, ['oshinko']))],
  ['maki-tamago', 'Hosomaki z tamago', add((d) => comp.makiPlate(d, ['tamago']))],
  ['maki-kanpyo', 'Kanpyo maki', add((d) => comp.makiPlate(d, ['kanpyo']))],
  ['maki-mango', 'Hosomaki z mango', add((d) => comp.makiPlate(d, ['mango']))],
  ['uramaki', 'Uramaki w sezamie', add((d) => comp.uramakiPlate(d, 'salmon', 'sesame', null))],
  [
    'uramaki-salmon-top',
    'Uramaki z opalanym łososiem',
    add((d) => comp.uramakiPlate(d, 'shrimp', 'sesame', 'salmon')),
  ],
  [
    'uramaki-dragon',
    'Uramaki Dragon z węgorzem i awokado',
    add((d) => comp.uramakiPlate(d, 'shrimp', 'sesame', ['eel', 'avocado'])),
  ],
  [
    'uramaki-rainbow',
    'Uramaki Rainbow',
    add((d) => comp.uramakiPlate(d, 'california', 'sesame', ['salmon', 'tuna', 'white', 'avocado'])),
  ],
  ['uramaki-veg', 'Uramaki wege', add((d) => comp.uramakiPlate(d, 'veg', 'black', null))],
  ['futomaki', 'Futomaki', add((d) => comp.futomakiPlate(d, 'fish'))],
  ['futomaki-veg', 'Futomaki wege', add((d) => comp.futomakiPlate(d, 'veg'))],
  ['futomaki-tempura', 'Futomaki w tempurze', add((d) => comp.futomakiPlate(d, 'tempura'))],
  ['chirashi', 'Chirashi z rybą', add((d) => bowl(d, 240, 160, 1.3, chirashiInner.fish(d)))],
  [
    'chirashi-veg',
    'Chirashi wege',
    add((d) => bowl(d, 240, 160, 1.3, chirashiInner.veg(d), '#22304f', '#d9cfbd')),
  ],
  ...extra,
]
