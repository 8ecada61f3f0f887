import { categories, categoryBySlug, productById } from '../../domain/menu/catalog.js'
import {
  editorCategory,
  editorProduct,
  exportCategory,
  exportProduct,
} from '../../domain/menu/editor-catalog.js'
import type { OperationDocs } from './operations.js'

// The examples are the seeded catalog's own salmon nigiri and its category.
const nigiri = categoryBySlug('nigiri')!
const salmon = editorProduct(productById('nigiri-losos')!, 0)
const nigiriCategory = { ...editorCategory(nigiri, categories.indexOf(nigiri), []), productCount: 12 }
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
