import type {
  CreateCategoryBody,
  CreateProductBody,
  EditorCatalog,
  EditorCategory,
  EditorProduct,
  FieldChange,
  PatchCategoryBody,
  PatchProductBody,
} from '#schemas/menu-editor.js'
import type { ImportResult, MenuChange, MenuChanges, PlannedChange } from '#schemas/menu-import.js'
import type { OptionGroupList } from '#schemas/options.js'
import { get, statusError } from '../../shared/api.js'
import type { MenuVersion } from './menu-version.js'

export type { EditorCatalog, EditorCategory, EditorProduct, FieldChange, MenuChange, PlannedChange }

const enc = encodeURIComponent

/**
 * One write of the editor: sent with the menu version it was made on (If-Match, when known), and
 * the answer's ETag kept as the version the next write is made on (docs/api.md, "Concurrent edits").
 * A JSON body is sent as JSON, a picture (Blob) as itself.
 */
async function write<T>(
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  token: string,
  version: MenuVersion,
  body?: unknown,
): Promise<T> {
  // The staff token held in the page's memory (docs/security.md, "Staff sessions").
  const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${token}` }
  if (version.current !== null) headers['if-match'] = `"${version.current}"`
  const picture = body instanceof Blob
  if (body !== undefined) headers['content-type'] = picture ? body.type : 'application/json'
  const response = await fetch(url, {
    method,
    headers,
    body: body === undefined ? undefined : picture ? body : JSON.stringify(body),
    credentials: 'same-origin',
  })
  if (!response.ok) throw await statusError(response)
  const tag = /^(?:W\/)?"(.+)"$/.exec(response.headers.get('etag') ?? '')?.[1]
  if (tag !== undefined) version.current = tag
  return (response.status === 204 ? undefined : await response.json()) as T
}

export const loadEditor = (token: string) => get<EditorCatalog>('/api/menu/editor', { token })

export const createProduct = (token: string, version: MenuVersion, body: CreateProductBody) =>
  write<EditorProduct>('POST', '/api/menu/products', token, version, body)

export const patchProduct = (token: string, version: MenuVersion, id: string, body: PatchProductBody) =>
  write<EditorProduct>('PATCH', `/api/menu/products/${enc(id)}`, token, version, body)

export const deleteProduct = (token: string, version: MenuVersion, id: string) =>
  write<unknown>('DELETE', `/api/menu/products/${enc(id)}`, token, version)

export const createCategory = (token: string, version: MenuVersion, body: CreateCategoryBody) =>
  write<EditorCategory>('POST', '/api/menu/categories', token, version, body)

export const patchCategory = (token: string, version: MenuVersion, id: string, body: PatchCategoryBody) =>
  write<EditorCategory>('PATCH', `/api/menu/categories/${enc(id)}`, token, version, body)

export const deleteCategory = (token: string, version: MenuVersion, id: string) =>
  write<unknown>('DELETE', `/api/menu/categories/${enc(id)}`, token, version)

export const loadChanges = (token: string) => get<MenuChanges>('/api/menu/changes', { token })

/** The option groups and which dishes have them, read fresh (never the browser's copy). */
export const loadOptionGroups = (token: string) =>
  get<OptionGroupList>('/api/menu/option-groups', { token, cache: 'no-store' })

/**
 * PUT /api/menu/import: the dry run answers the changes it would make (and the version it saw);
 * without it they are made, on that version: a menu changed since the dry run refuses them.
 */
export const importMenu = (token: string, version: MenuVersion, body: unknown, dryRun: boolean) =>
  write<ImportResult>('PUT', `/api/menu/import${dryRun ? '?dryRun=1' : ''}`, token, version, body)

/**
 * PUT /api/menu/prices.csv: the price list's bytes as the spreadsheet saved them (the server reads
 * UTF-8 or Windows-1250), always as text/csv whatever type the browser gave the file; the dry run
 * and the version as for the import.
 */
export const importPrices = (token: string, version: MenuVersion, file: Blob, dryRun: boolean) =>
  write<ImportResult>(
    'PUT',
    `/api/menu/prices.csv${dryRun ? '?dryRun=1' : ''}`,
    token,
    version,
    new Blob([file], { type: 'text/csv' }),
  )

/** PUT /api/menu/products/{id}/image with the picture itself as the body. */
export const uploadImage = (token: string, version: MenuVersion, id: string, file: Blob) =>
  write<unknown>('PUT', `/api/menu/products/${enc(id)}/image`, token, version, file)
