import { del, get, patch, post, put, statusError } from '../../shared/api.js'

/** A text in both languages. */
export interface Both {
  pl: string
  en: string
}

/** A category as the editor sees it (GET /api/menu/editor). */
export interface EditorCategory {
  id: string
  key: string
  slug: string
  url: string
  names: Both
  intros: Both
  kind: string
  position: number
  visible: boolean
  productCount: number
}

/** A dish as the editor sees it (GET /api/menu/editor); price in PLN, main category by key. */
export interface EditorProduct {
  id: string
  slug: string
  url: string
  names: Both
  descriptions: Both
  price: number
  mainCategory: string
  categories: string[]
  count: number | null
  allergens: string[]
  tags: string[]
  visible: boolean
  position: number
  isSet: boolean
  imagesUrl: string[]
}

export interface MenuEditorData {
  version: string
  categories: EditorCategory[]
  products: EditorProduct[]
}

/** One field's change: from → to. */
export interface FieldChange {
  field: string
  from: unknown
  to: unknown
}

/** One category or dish an import creates, changes or deletes. */
export interface PlannedChange {
  action: string
  entity: string
  id: string
  name: string
  changes: FieldChange[]
}

/** One entry of the change log. */
export interface MenuChange {
  id: number
  at: string
  by: string
  source: string
  action: string
  entity: string
  entityId: string
  name: string
  changes: FieldChange[]
}

const enc = encodeURIComponent

export const loadEditor = (token: string) => get<MenuEditorData>('/api/menu/editor', { token })

export const createProduct = (token: string, body: Record<string, unknown>) =>
  post<EditorProduct>('/api/menu/products', body, { token })

export const patchProduct = (token: string, id: string, body: Record<string, unknown>) =>
  patch<EditorProduct>(`/api/menu/products/${enc(id)}`, body, { token })

export const deleteProduct = (token: string, id: string) =>
  del<unknown>(`/api/menu/products/${enc(id)}`, { token })

export const createCategory = (token: string, body: Record<string, unknown>) =>
  post<EditorCategory>('/api/menu/categories', body, { token })

export const patchCategory = (token: string, id: string, body: Record<string, unknown>) =>
  patch<EditorCategory>(`/api/menu/categories/${enc(id)}`, body, { token })

export const deleteCategory = (token: string, id: string) =>
  del<unknown>(`/api/menu/categories/${enc(id)}`, { token })

export const loadChanges = (token: string) => get<{ changes: MenuChange[] }>('/api/menu/changes', { token })

/** PUT /api/menu/import: the dry run answers the changes it would make; without it they are made. */
export const importMenu = (token: string, body: unknown, dryRun: boolean) =>
  put<{ applied: boolean; changes: PlannedChange[] }>(`/api/menu/import${dryRun ? '?dryRun=1' : ''}`, body, {
    token,
  })

/** PUT /api/menu/products/{id}/image with the picture itself as the body. */
export async function uploadImage(token: string, id: string, file: Blob): Promise<void> {
  const response = await fetch(`/api/menu/products/${enc(id)}/image`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': file.type, accept: 'application/json' },
    body: file,
    credentials: 'same-origin',
  })
  if (!response.ok) throw await statusError(response)
}
