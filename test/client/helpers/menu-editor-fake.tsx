/**
 * A fake of the menu editor's API for the Menu tab's component tests: it keeps the catalog like the
 * server does (PATCH changes it, POST adds, DELETE removes) so the tab's reloads show the result.
 */
import { act, fireEvent, screen } from '@testing-library/react'
import type { staffApi } from './staff-fake-api.js'
import { json, signedIn } from './staff-fake-api.js'

const both = (pl: string, en: string) => ({ pl, en })

function product(id: string, pl: string, en: string, price: number, mainCategory: string, position: number) {
  return {
    id,
    slug: id,
    url: `/menu/${mainCategory.toLowerCase()}/${id}/`,
    names: both(pl, en),
    descriptions: both(`${pl} — opis`, `${en} — description`),
    price,
    vatRate: 8 as const,
    deposit: null,
    mainCategory,
    categories: [mainCategory],
    count: 2,
    allergens: ['FISH', 'SOYBEANS'],
    tags: [],
    visible: true,
    isNew: false,
    position,
    isSet: false,
    imagesUrl: [`/images/products/${id}.webp`],
    picture: null,
  }
}

function category(id: string, key: string, name: string, pl: string, en: string, position: number) {
  const intros = both(pl, en)
  return {
    id,
    key,
    slug: id,
    url: `/menu/${id}/`,
    names: both(name, name),
    intros,
    kind: 'STANDARD',
    position,
    visible: true,
    productCount: 0,
  }
}

function editorData() {
  return {
    version: 'v1',
    categories: [
      category('nigiri', 'NIGIRI', 'Nigiri', 'Ryba na ryżu.', 'Fish on rice.', 1),
      category('lunch', 'LUNCH', 'Lunch', 'W południe.', 'At noon.', 2),
    ],
    products: [
      product('nigiri-losos', 'Nigiri z łososiem', 'Salmon nigiri', 19, 'NIGIRI', 1),
      product('nigiri-tunczyk', 'Nigiri z tuńczykiem', 'Tuna nigiri', 23.5, 'NIGIRI', 2),
      product('lunch-klasyczny', 'Lunch klasyczny', 'Classic lunch', 39, 'LUNCH', 1),
    ],
  }
}

type Data = ReturnType<typeof editorData>

/** Installs the editor's routes on the staff fake; returns the catalog it keeps. */
export function editorApi(api: ReturnType<typeof staffApi>) {
  const data: Data = editorData()
  api.handlers['GET /api/menu'] = () => json(200, { categories: [], products: [] })
  api.handlers['GET /api/menu/availability'] = () => json(200, { unavailable: [], categories: [] })
  api.handlers['GET /api/menu/editor'] = () => json(200, data)
  for (const p of data.products) {
    api.handlers[`PATCH /api/menu/products/${p.id}`] = (call) => {
      const found = data.products.find((x) => x.id === p.id)!
      Object.assign(found, call.body)
      return json(200, found)
    }
    api.handlers[`DELETE /api/menu/products/${p.id}`] = () => {
      data.products.splice(data.products.indexOf(data.products.find((x) => x.id === p.id)!), 1)
      return new Response(null, { status: 204 })
    }
  }
  for (const c of data.categories) {
    api.handlers[`PATCH /api/menu/categories/${c.id}`] = (call) => {
      const found = data.categories.find((x) => x.id === c.id)!
      Object.assign(found, call.body)
      return json(200, found)
    }
  }
  return data
}

/** Signs in and opens the Menu tab's editor. */
export async function openEditor(api: ReturnType<typeof staffApi>) {
  await signedIn(api)
  fireEvent.click(screen.getByRole('button', { name: 'Menu' }))
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Edycja menu' }))
  })
  await screen.findByRole('button', { name: 'Edytuj: Nigiri z łososiem' })
}

export async function editDish(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: `Edytuj: ${name}` }))
  })
  return screen.getByRole('region', { name: `Danie: ${name}` })
}
