import {
  editorCategory,
  editorProduct,
  exportCategory,
  exportProduct,
} from '../../domain/menu/editor-catalog.js'
import type { CategoryData, ProductData } from '../../domain/menu/types.js'
import type { OperationDocs } from './operations.js'

// The examples are the seeded catalog's own salmon nigiri and its category.
const nigiri: CategoryData = {
  id: 'nigiri',
  url: 'nigiri',
  name: { pl: 'Nigiri', en: 'Nigiri' },
  intro: {
    pl: 'Ciepły ryż formowany w dłoniach, nakryty łososiem, tuńczykiem, węgorzem lub tamago – podawany w parach.',
    en: 'Warm hand-pressed rice topped with salmon, tuna, eel or tamago – served in pairs.',
  },
  imageUrl: '/images/categories/nigiri.svg',
  backgroundImage: '/images/backgrounds/nigiri.svg',
  categoryKey: 'NIGIRI',
  kind: 'STANDARD',
}
const salmonNigiri: ProductData = {
  id: 'nigiri-losos',
  name: { pl: 'Nigiri z łososiem', en: 'Salmon nigiri' },
  price: 19,
  imagesUrl: ['/images/products/nigiri-losos.svg'],
  url: 'nigiri-losos',
  count: 2,
  allergens: ['FISH', 'SOYBEANS'],
  description: {
    pl: 'Para nigiri: ciepły ryż formowany w dłoniach, odrobina wasabi i gruby plaster łososia, muśnięty sosem nikiri.',
    en: 'A pair of nigiri: hand-pressed warm rice, a dab of wasabi and a thick slice of salmon brushed with nikiri.',
  },
  category: ['NIGIRI'],
  kinds: ['STANDARD'],
  tags: [],
  mainCategory: 'NIGIRI',
}
const salmon = editorProduct(salmonNigiri, 0, '/menu/nigiri/nigiri-losos/')
const nigiriCategory = { ...editorCategory(nigiri, 2, []), productCount: 12 }
const VERSION = '3f9a1c0de27b4a65'

/** The menu editor's operations (docs/api.md, "The menu editor"), keyed as in ./operations.ts. */
export const MENU_EDITOR_OPERATIONS: Record<string, OperationDocs> = {
  'GET /api/menu/editor': {
    operationId: 'getMenuEditor',
    responses: { 200: { version: VERSION, categories: [nigiriCategory], products: [salmon] } },
  },
  'GET /api/menu/export': {
    operationId: 'exportMenu',
    responses: {
      200: {
        format: 'sakana-menu/1',
        exportedAt: '2026-06-14T08:00:00.000Z',
        version: VERSION,
        categories: [exportCategory(nigiriCategory)],
        products: [exportProduct(salmon)],
      },
    },
  },
}
