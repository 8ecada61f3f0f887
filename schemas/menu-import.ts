/**
 * The menu's bulk changes and history (docs/api.md, "The menu editor"): the change log, the JSON
 * export and import, and the answer of an import or a price list (with or without `?dryRun=1`).
 */
import { type Static, Type } from '@sinclair/typebox'
import { literalUnion } from './common.js'
import { MENU_CHANGE_ACTIONS, MENU_CHANGE_SOURCES, MENU_ENTITIES } from './enums.js'
import { CreateCategoryBody, CreateProductBody, FieldChange, Slug } from './menu-editor.js'

/**
 * One entry of GET /api/menu/changes: who changed what, when, old → new per field.
 * @public The editor's contract (docs/api.md, "The menu editor").
 */
export const MenuChange = Type.Object({
  id: Type.Integer(),
  at: Type.String({ format: 'date-time' }),
  by: Type.String({ description: "The staff member's user name" }),
  source: literalUnion(MENU_CHANGE_SOURCES),
  action: literalUnion(MENU_CHANGE_ACTIONS),
  entity: literalUnion(MENU_ENTITIES),
  entityId: Type.String(),
  name: Type.String({ description: 'The Polish name (after the change; before it for a deletion)' }),
  changes: Type.Array(FieldChange, {
    description: 'Each changed field (prices in PLN); for a creation every field from null',
  }),
})
export type MenuChange = Static<typeof MenuChange>

/**
 * GET /api/menu/changes?limit=&before=.
 * @public The editor's contract (docs/api.md, "The menu editor").
 */
export const MenuChangesQuery = Type.Object({
  limit: Type.Optional(
    Type.String({ pattern: '^[1-9]\\d{0,2}$', description: 'How many entries, 1 to 999 (default 100)' }),
  ),
  before: Type.Optional(
    Type.String({ pattern: '^[1-9]\\d{0,14}$', description: "An entry's id: only older entries" }),
  ),
})
export type MenuChangesQuery = Static<typeof MenuChangesQuery>

/**
 * GET /api/menu/changes, newest first.
 * @public The editor's contract (docs/api.md, "The menu editor").
 */
export const MenuChanges = Type.Object({ changes: Type.Array(MenuChange) })
export type MenuChanges = Static<typeof MenuChanges>

/** A dish in the export and the import: the editor's fields, all of them, and its id. */
export const ImportProduct = Type.Composite(
  [
    Type.Object({
      id: Slug,
      picture: Type.Union([Type.String({ pattern: '^[0-9a-f]{16}$' }), Type.Null()], {
        description: 'The hash of a picture already uploaded, or null',
      }),
    }),
    Type.Required(Type.Omit(CreateProductBody, ['vatRate', 'deposit', 'isNew'])),
    // Optional, so that a file exported before these fields existed still imports: a known dish
    // keeps its rate, deposit and "Nowość" mark, a new one gets 8 %, none and unmarked.
    Type.Partial(Type.Pick(CreateProductBody, ['vatRate', 'deposit', 'isNew'])),
  ],
  { additionalProperties: false },
)
export type ImportProduct = Static<typeof ImportProduct>

/** A category in the export and the import, with its id and key. */
export const ImportCategory = Type.Composite(
  [Type.Object({ id: Slug }), Type.Required(Type.Omit(CreateCategoryBody, []))],
  { additionalProperties: false },
)
export type ImportCategory = Static<typeof ImportCategory>

/**
 * PUT /api/menu/import: the whole menu, as GET /api/menu/export wrote it. Categories and dishes are
 * matched by id: a new id is created, a known one changed, one that is missing deleted.
 * @public The editor's contract (docs/api.md, "The menu editor").
 */
export const MenuImportBody = Type.Object(
  {
    format: Type.Optional(Type.Literal('sakana-menu/1')),
    exportedAt: Type.Optional(Type.String({ format: 'date-time' })),
    version: Type.Optional(Type.String()),
    categories: Type.Array(ImportCategory, { maxItems: 200 }),
    products: Type.Array(ImportProduct, { maxItems: 2000 }),
  },
  { additionalProperties: false },
)
export type MenuImportBody = Static<typeof MenuImportBody>

/** GET /api/menu/export: the body PUT /api/menu/import takes back. */
export const MenuExport = Type.Object({
  format: Type.Literal('sakana-menu/1'),
  exportedAt: Type.String({ format: 'date-time' }),
  version: Type.String(),
  categories: Type.Array(ImportCategory),
  products: Type.Array(ImportProduct),
})
export type MenuExport = Static<typeof MenuExport>

/**
 * One category or dish an import or a price list creates, changes or deletes.
 * @public The editor's contract (docs/api.md, "The menu editor").
 */
export const PlannedChange = Type.Object({
  action: literalUnion(MENU_CHANGE_ACTIONS),
  entity: literalUnion(MENU_ENTITIES),
  id: Type.String(),
  name: Type.String({ description: 'The Polish name' }),
  changes: Type.Array(FieldChange),
})
export type PlannedChange = Static<typeof PlannedChange>

/**
 * `?dryRun=1` of PUT /api/menu/import and PUT /api/menu/prices.csv.
 * @public The editor's contract (docs/api.md, "The menu editor").
 */
export const DryRunQuery = Type.Object({
  dryRun: Type.Optional(
    literalUnion(['0', '1'] as const, { description: '1: answer the list of changes, apply nothing' }),
  ),
})
export type DryRunQuery = Static<typeof DryRunQuery>

/**
 * The answer of PUT /api/menu/import and PUT /api/menu/prices.csv.
 * @public The editor's contract (docs/api.md, "The menu editor").
 */
export const ImportResult = Type.Object({
  applied: Type.Boolean({ description: 'false for a dry run (or when nothing changes)' }),
  version: Type.String({ description: "The menu's version after the call" }),
  changes: Type.Array(PlannedChange),
})
export type ImportResult = Static<typeof ImportResult>
