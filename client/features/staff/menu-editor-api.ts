import type {
  CreateCategoryBody,
  CreateProductBody,
  EditorCatalog,
  EditorCategory,
  EditorProduct,
  FieldChange,
  PatchCategoryBody,
  PatchProductBody,
} from '../../../schemas/menu-editor.js'
import type { ImportResult, MenuChange, MenuChanges, PlannedChange } from '../../../schemas/menu-import.js'
import { del, get, patch, post, put, statusError } from '../../shared/api.js'

export type { EditorCatalog, EditorCategory, EditorProduct, FieldChange, MenuChange, PlannedChange }

const enc = encodeURIComponent

export const loadEditor = (token: string) => get<EditorCatalog>('/api/menu/editor', { token })

export const createProduct = (token: string, body: CreateProductBody) =>
  post<EditorProduct>('/api/menu/products', body, { token })

export const patchProduct = (token: string, id: string, body: PatchProductBody) =>
  patch<EditorProduct>(`/api/menu/products/${enc(id)}`, body, { token })

export const deleteProduct = (token: string, id: string) =>
  del<unknown>(`/api/menu/products/${enc(id)}`, { token })

export const createCategory = (token: string, body: CreateCategoryBody) =>
  post<EditorCategory>('/api/menu/categories', body, { token })

export const patchCategory = (token: string, id: string, body: PatchCategoryBody) =>
  patch<EditorCategory>(`/api/menu/categories/${enc(id)}`, body, { token })

export const deleteCategory = (token: string, id: string) =>
  del<unknown>(`/api/menu/categories/${enc(id)}`, { token })

export const loadChanges = (token: string) => get<MenuChanges>('/api/menu/changes', { token })

/** PUT /api/menu/import: the dry run answers the changes it would make; without it they are made. */
export const importMenu = (token: string, body: unknown, dryRun: boolean) =>
  put<ImportResult>(`/api/menu/import${dryRun ? '?dryRun=1' : ''}`, body, {
    token,
  })

/** PUT /api/menu/products/{id}/image with the picture itself as the body. */
export async function uploadImage(token: string, id: string, file: Blob): Promise<void> {
  const response = await fetch(`/api/menu/products/${enc(id)}/image`, {
    method: 'PUT',
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'content-type': file.type,
      accept: 'application/json',
    },
    body: file,
    credentials: 'same-origin',
  })
  if (!response.ok) throw await statusError(response)
}
