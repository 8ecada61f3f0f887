/** The app, a signed-in member of staff and the calls the menu editor's suites make. */
import type { Test } from 'tap'
import { build } from './app.js'
// Wednesday 25 November 2026, 15:00 in Kraków: the restaurant is open.
import { OPEN } from './instants.js'
import { staffToken } from './staff-helper.js'

export async function editorApp(t: Test, username = 'ania') {
  let clock = OPEN
  // Load shedding has its own tests; this shared machine's load must not refuse these requests.
  const app = await build(t, { now: () => clock, pressure: { maxEventLoopDelayMs: 0 } })
  const authorization = `Bearer ${await staffToken(app, username)}`
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    app.inject({
      method,
      url,
      headers: { authorization },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
  return Object.assign(app, {
    authorization,
    call,
    setNow: (d: Date) => (clock = d),
    /** The public menu as guests and scripts read it. */
    publicProduct: async (id: string) => await app.inject({ url: `/api/menu/products/${id}` }),
    /** A page as a browser asks for it. */
    page: (url: string) => app.inject({ url, headers: { accept: 'text/html' } }),
    editorProduct: async (id: string) => {
      const catalog = (await call('GET', '/api/menu/editor')).json()
      return catalog.products.find((p: { id: string }) => p.id === id)
    },
  })
}

/** A new dish's body: what the Menu tab's form sends. */
export function newDish(overrides: Record<string, unknown> = {}) {
  return {
    names: { pl: 'Łosoś z żółtkiem', en: 'Salmon with yolk' },
    descriptions: { pl: 'Łosoś, żółtko & szczypiorek', en: 'Salmon, yolk & chives' },
    price: 24.9,
    mainCategory: 'NIGIRI',
    count: 2,
    allergens: ['FISH', 'EGGS'],
    ...overrides,
  }
}
