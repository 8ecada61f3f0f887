import { exportCategory, exportProduct } from '#domain/menu/editor-catalog.js'
import { pictureOf } from '#domain/menu/pictures.js'
import { IMAGE_TYPES } from '#schemas/enums.js'
import type { EditorCategory, EditorProduct } from '#schemas/menu-editor.js'

// The menu's examples in the OpenAPI document (docs/api.md, "The menu editor"): the seeded
// catalog's salmon nigiri and its category, as the editor shows them.
const VERSION = '42'
const HASH = '55aea615afa95f5d'

const nigiri: EditorCategory = {
  id: 'nigiri',
  key: 'NIGIRI',
  slug: 'nigiri',
  url: '/menu/nigiri/',
  names: { pl: 'Nigiri', en: 'Nigiri' },
  intros: {
    pl: 'Ciepły ryż formowany w dłoniach, nakryty łososiem, tuńczykiem, węgorzem lub tamago – podawany w parach.',
    en: 'Warm hand-pressed rice topped with salmon, tuna, eel or tamago – served in pairs.',
  },
  kind: 'STANDARD',
  position: 2,
  visible: true,
  productCount: 12,
}

const salmon: EditorProduct = {
  id: 'nigiri-losos',
  slug: 'nigiri-losos',
  url: '/menu/nigiri/nigiri-losos/',
  names: { pl: 'Nigiri z łososiem', en: 'Salmon nigiri' },
  descriptions: {
    pl: 'Para nigiri: ciepły ryż formowany w dłoniach, odrobina wasabi i gruby plaster łososia, muśnięty sosem nikiri.',
    en: 'A pair of nigiri: hand-pressed warm rice, a dab of wasabi and a thick slice of salmon brushed with nikiri.',
  },
  price: 19,
  vatRate: 8,
  deposit: null,
  mainCategory: 'NIGIRI',
  categories: [],
  count: 2,
  allergens: ['FISH', 'SOYBEANS'],
  tags: [],
  visible: true,
  isNew: false,
  position: 0,
  isSet: false,
  imagesUrl: ['/images/products/nigiri-losos.svg'],
  picture: null,
}

const withPhoto: EditorProduct = {
  ...salmon,
  imagesUrl: [`/media/menu/${HASH}-960.jpg`],
  picture: pictureOf(
    HASH,
    'data:image/webp;base64,UklGRkQAAABXRUJQVlA4IDgAAADQAQCdASoQAAwAAUAmJaQAA3AA/v7+AAA=',
  ),
}

const ramen: EditorCategory = {
  id: 'ramen',
  key: 'RAMEN',
  slug: 'ramen',
  url: '/menu/ramen/',
  names: { pl: 'Ramen', en: 'Ramen' },
  intros: { pl: 'Bulion gotowany przez noc.', en: 'Broth simmered overnight.' },
  kind: 'STANDARD',
  position: 13,
  visible: true,
  productCount: 0,
}

const priceChange = {
  applied: false,
  version: VERSION,
  changes: [
    {
      action: 'UPDATE',
      entity: 'PRODUCT',
      id: 'nigiri-losos',
      name: 'Nigiri z łososiem',
      changes: [{ field: 'price', from: 19, to: 21 }],
    },
  ],
}

// The answers' examples of getMenu and getProduct are the menu's own, set per menu version by the
// OpenAPI plugin (plugins/infra/openapi/index.ts, menuExamples).
export const getMenu = { parameters: { lang: 'pl' } }

export const getProduct = {
  parameters: { id: 'nigiri-losos', lang: 'pl' },
}

export const getMenuEditor = {
  responses: { 200: { version: VERSION, categories: [nigiri], products: [salmon] } },
}

export const createProduct = {
  request: {
    names: { pl: 'Nigiri z łososiem', en: 'Salmon nigiri' },
    descriptions: salmon.descriptions,
    price: 19,
    mainCategory: 'NIGIRI',
    count: 2,
    allergens: ['FISH', 'SOYBEANS'],
  },
  responses: {
    201: {
      ...salmon,
      id: 'nigiri-z-lososiem',
      slug: 'nigiri-z-lososiem',
      url: '/menu/nigiri/nigiri-z-lososiem/',
    },
  },
}

export const updateProduct = {
  parameters: { id: 'nigiri-losos' },
  request: { names: salmon.names, descriptions: salmon.descriptions, price: 21, visible: true },
  responses: { 200: { ...salmon, price: 21 } },
}

export const deleteProduct = { parameters: { id: 'nigiri-losos' } }

export const setProductImage = {
  parameters: { id: 'nigiri-losos' },
  rawBody: {
    example: '(the bytes of a JPEG, PNG or WebP file)',
    types: IMAGE_TYPES,
    description: 'The photo’s bytes: JPEG, PNG or WebP, at most 10 MB and 40 megapixels',
  },
  responses: { 200: withPhoto },
}

export const createCategory = {
  request: { names: { pl: 'Ramen', en: 'Ramen' }, intros: ramen.intros },
  responses: { 201: ramen },
}

export const updateCategory = {
  parameters: { id: 'nigiri' },
  request: { names: nigiri.names, intros: nigiri.intros, visible: false },
  responses: { 200: { ...nigiri, visible: false } },
}

export const deleteCategory = { parameters: { id: 'ramen' } }

export const exportMenu = {
  responses: {
    200: {
      format: 'sakana-menu/1',
      exportedAt: '2026-06-14T08:00:00.000Z',
      version: VERSION,
      categories: [exportCategory(nigiri)],
      products: [exportProduct(salmon)],
    },
  },
}

export const importMenu = {
  parameters: { dryRun: '1' },
  request: { categories: [exportCategory(nigiri)], products: [exportProduct({ ...salmon, price: 21 })] },
  responses: { 200: priceChange },
}

export const getPriceList = {
  responses: {
    200: '\uFEFFId;Kategoria;Nazwa;Cena (zł)\r\nnigiri-losos;Nigiri;Nigiri z łososiem;19,00\r\n',
  },
}

export const putPriceList = {
  parameters: { dryRun: '1' },
  rawBody: {
    types: ['text/csv'],
    description:
      'The price list as a spreadsheet saved it: UTF-8 (with or without BOM) or Windows-1250, `;`, decimal comma',
    example: '\uFEFFId;Kategoria;Nazwa;Cena (zł)\r\nnigiri-losos;Nigiri;Nigiri z łososiem;21,00\r\n',
  },
  responses: { 200: priceChange },
}

export const getMenuChanges = {
  parameters: { limit: '100', before: '8' },
  responses: {
    200: {
      changes: [
        {
          id: 7,
          at: '2026-06-14T08:05:00.000Z',
          by: 'ania',
          source: 'EDITOR',
          action: 'UPDATE',
          entity: 'PRODUCT',
          entityId: 'nigiri-losos',
          name: 'Nigiri z łososiem',
          changes: [{ field: 'price', from: 19, to: 21 }],
        },
      ],
    },
  },
}

export const getMenuPicture = {
  parameters: { file: `${HASH}-960.jpg` },
  responses: { 200: '(the bytes of the JPEG, 960 × 720)' },
}
