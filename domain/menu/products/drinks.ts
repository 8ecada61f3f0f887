import { GLUTEN } from './allergens.js'
import { dish } from './helpers.js'

/** Drinks: every drink costs 14 zł. All are non-alcoholic. */
export const drinks = [
  dish({
    id: 'napoj-sencha',
    main: 'DRINKS',
    name: ['Zielona herbata sencha', 'Sencha green tea'],
    price: 14,
    count: null,
    allergens: [],
    description: [
      'Dzbanek (500 ml) japońskiej herbaty sencha parzonej w 80 °C – świeżej, trawiastej, z delikatną słodyczą.',
      'A pot (500 ml) of Japanese sencha brewed at 80 °C – fresh, grassy and gently sweet.',
    ],
  }),
  dish({
    id: 'napoj-genmaicha',
    main: 'DRINKS',
    name: ['Herbata genmaicha', 'Genmaicha tea'],
    price: 14,
    count: null,
    allergens: [],
    description: [
      'Dzbanek (500 ml) zielonej herbaty z prażonym ryżem – ciepła, orzechowa, idealna do sushi.',
      'A pot (500 ml) of green tea with toasted rice – warm, nutty and perfect with sushi.',
    ],
  }),
  dish({
    id: 'napoj-lemoniada-matcha',
    main: 'DRINKS',
    name: ['Lemoniada matcha', 'Matcha lemonade'],
    price: 14,
    count: null,
    allergens: [],
    description: [
      'Ceremonialna matcha wstrząśnięta z cytryną, miodem i lodem (400 ml).',
      'Ceremonial matcha shaken with lemon, honey and ice (400 ml).',
    ],
  }),
  dish({
    id: 'napoj-lemoniada-yuzu',
    main: 'DRINKS',
    name: ['Lemoniada yuzu', 'Yuzu lemonade'],
    price: 14,
    count: null,
    allergens: [],
    description: [
      'Japoński cytrus yuzu, woda gazowana i lód – kwaskowa, aromatyczna i orzeźwiająca (400 ml).',
      'Japanese yuzu citrus, sparkling water and ice – tart, fragrant and refreshing (400 ml).',
    ],
  }),
  dish({
    id: 'napoj-lemoniada-imbir',
    main: 'DRINKS',
    name: ['Lemoniada imbirowa z limonką', 'Ginger & lime lemonade'],
    price: 14,
    count: null,
    allergens: [],
    description: [
      'Świeży imbir, limonka, cukier trzcinowy i woda gazowana (400 ml) – rozgrzewa i chłodzi jednocześnie.',
      'Fresh ginger, lime, cane sugar and sparkling water (400 ml) – warming and cooling at once.',
    ],
  }),
  dish({
    id: 'napoj-ramune',
    main: 'DRINKS',
    name: ['Ramune', 'Ramune soda'],
    price: 14,
    count: null,
    allergens: [],
    description: [
      'Kultowa japońska lemoniada w szklanej butelce z kulką (200 ml), w smaku oryginalnym.',
      'The cult Japanese soda in a glass bottle sealed with a marble (200 ml), original flavour.',
    ],
    additionalInfo: [
      '<p>Butelkę otwiera się, wciskając szklaną kulkę do środka dołączonym korkiem. <strong>Kulka zostaje w butelce</strong> – nie dla dzieci poniżej 3 lat.</p>',
      '<p>Open the bottle by pushing the glass marble in with the plastic opener provided. <strong>The marble stays inside</strong> – not for children under 3.</p>',
    ],
  }),
  dish({
    id: 'napoj-asahi-00',
    main: 'DRINKS',
    name: ['Piwo Asahi Super Dry 0,0%', 'Asahi Super Dry 0.0% beer'],
    price: 14,
    count: null,
    allergens: [GLUTEN],
    description: [
      'Wytrawne japońskie piwo bezalkoholowe (330 ml) o rześkim, czystym finiszu.',
      'A dry Japanese non-alcoholic beer (330 ml) with a crisp, clean finish.',
    ],
    additionalInfo: [
      '<p>Piwo bezalkoholowe: 0,0% alkoholu. Zawiera słód jęczmienny (gluten).</p>',
      '<p>Non-alcoholic beer: 0.0% alcohol. Contains barley malt (gluten).</p>',
    ],
  }),
]
