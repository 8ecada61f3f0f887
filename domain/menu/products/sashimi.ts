import { GLUTEN, MIECZAKI, RYBY, SOJA } from './allergens.js'
import { dish } from './helpers.js'

/** Sashimi: 45-61 zł, counted in slices. */
export const sashimi = [
  dish({
    id: 'sashimi-losos',
    main: 'SASHIMI',
    name: ['Sashimi z łososia', 'Salmon sashimi'],
    price: 45,
    count: 8,
    allergens: [RYBY],
    description: [
      'Osiem grubych plastrów łososia norweskiego z delikatnymi pasmami tłuszczu, podanych na wiórkach daikonu z liściem shiso, wasabi i marynowanym imbirem.',
      'Eight thick slices of Norwegian salmon with delicate ribbons of fat, served on shaved daikon with a shiso leaf, wasabi and pickled ginger.',
    ],
  }),
  dish({
    id: 'sashimi-losos-aburi',
    main: 'SASHIMI',
    name: ['Sashimi z opalanego łososia', 'Seared salmon sashimi (aburi)'],
    price: 47,
    count: 8,
    allergens: [RYBY, SOJA, GLUTEN],
    description: [
      'Łosoś opalany palnikiem tuż przed podaniem, skropiony sosem ponzu i posypany szczypiorkiem – z karmelizowanym brzegiem i surowym, jedwabistym środkiem.',
      'Salmon flamed with a torch just before serving, finished with ponzu and chives – a caramelised edge with a raw, silky centre.',
    ],
  }),
  dish({
    id: 'sashimi-tunczyk',
    main: 'SASHIMI',
    name: ['Sashimi z tuńczyka', 'Tuna sashimi'],
    price: 55,
    count: 8,
    allergens: [RYBY],
    description: [
      'Osiem plastrów głęboko czerwonego tuńczyka żółtopłetwego z polędwicy, z daikonem, shiso i świeżo tartym wasabi.',
      'Eight slices of deep-red yellowfin tuna loin with daikon, shiso and freshly grated wasabi.',
    ],
  }),
  dish({
    id: 'sashimi-maslana',
    main: 'SASHIMI',
    name: ['Sashimi z ryby maślanej', 'Butterfish sashimi'],
    price: 49,
    count: 8,
    allergens: [RYBY],
    description: [
      'Kremowa, rozpływająca się w ustach ryba maślana (escolar) w ośmiu plastrach, z odrobiną yuzu i czarnym pieprzem.',
      'Eight slices of creamy, melt-in-the-mouth butterfish (escolar) with a touch of yuzu and black pepper.',
    ],
  }),
  dish({
    id: 'sashimi-przegrzebki',
    main: 'SASHIMI',
    name: ['Sashimi z przegrzebków', 'Scallop sashimi (hotate)'],
    price: 59,
    count: 6,
    allergens: [MIECZAKI],
    description: [
      'Trzy duże przegrzebki hotate z Hokkaido przekrojone na pół – sześć słodkich, delikatnych plastrów z limonką i płatkami soli morskiej.',
      'Three large Hokkaido hotate scallops, halved into six sweet, tender slices, with lime and sea-salt flakes.',
    ],
  }),
  dish({
    id: 'sashimi-mix',
    main: 'SASHIMI',
    name: ['Sashimi mix', 'Mixed sashimi'],
    price: 61,
    count: 12,
    allergens: [RYBY],
    description: [
      'Dwanaście plastrów na spróbowanie wszystkiego: po cztery z łososia, tuńczyka i ryby maślanej, z daikonem, shiso i wasabi.',
      'Twelve slices to taste it all: four each of salmon, tuna and butterfish, with daikon, shiso and wasabi.',
    ],
  }),
]
