import { useSyncExternalStore } from 'react'
import {
  addProduct,
  CART_STORAGE_KEY,
  type Cart,
  type CartResult,
  clearCart,
  deleteProduct,
  itemCount,
  parseStoredCart,
  serializeCart,
  setProductCount,
} from '#domain/cart.js'
import { prepareWarsawTime } from '#domain/hours/warsaw-time.js'
import { whenIdle } from '../../shared/idle.js'

/**
 * The guest's cart: one store per browser tab, saved to local storage under `products` on every
 * change, reloaded at start and kept in step with other tabs through the storage event.
 */
const EMPTY: Cart = []
let lines: Cart = EMPTY
let loaded = false
const listeners = new Set<() => void>()

/**
 * Which product ids the cart keeps. The browser's bundles carry no catalog: lines are checked
 * against the price list when the order page shows them (cart.retain), and by the server.
 */
let isKnown = (_id: string) => true

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

function load(): void {
  if (loaded) return
  loaded = true
  lines = parseStoredCart(storage()?.getItem(CART_STORAGE_KEY) ?? null, isKnown)
  if (typeof window !== 'undefined') {
    // A guest with dishes is on the way to the checkout, whose slots are Warsaw times: prepared
    // while the browser is idle, so the checkout's first render does not pay for them.
    if (lines.length > 0) whenIdle(prepareWarsawTime)
    window.addEventListener('storage', (event) => {
      if (event.key !== CART_STORAGE_KEY && event.key !== null) return
      lines = parseStoredCart(event.newValue, isKnown)
      emit()
    })
  }
}

function emit(): void {
  for (const listener of listeners) listener()
}

function commit(result: CartResult): boolean {
  if (!result.ok) return false
  lines = result.lines
  try {
    storage()?.setItem(CART_STORAGE_KEY, serializeCart(lines))
  } catch {
    // Storage full or blocked (private mode): the cart still works for this visit.
  }
  emit()
  return true
}

export const cart = {
  lines(): Cart {
    load()
    return lines
  },
  /** Adds one piece of the dish with these options: count + 1, or a new line. False for an empty id. */
  add(productId: string, options: readonly string[] = []): boolean {
    load()
    const added = commit(addProduct(lines, productId, options))
    if (added) whenIdle(prepareWarsawTime)
    return added
  },
  /** Sets the count of the dish's line with these options exactly. False for an empty id. */
  set(productId: string, count: number, options: readonly string[] = []): boolean {
    load()
    return commit(setProductCount(lines, productId, count, options))
  },
  remove(productId: string, options: readonly string[] = []): boolean {
    load()
    return commit(deleteProduct(lines, productId, options))
  },
  clear(): boolean {
    load()
    return commit(clearCart())
  },
  /**
   * Drops the lines whose product, or one of whose options, is no longer on the menu (the order
   * page knows the menu).
   */
  retain(known: (productId: string, options: readonly string[]) => boolean): void {
    load()
    isKnown = (id) => known(id, [])
    const keep = (line: Cart[number]) => known(line.productId, line.options ?? [])
    if (lines.some((line) => !keep(line))) commit({ ok: true, lines: lines.filter(keep) })
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Test helper: forget the loaded state so the next read comes from storage again. */
  reset(): void {
    isKnown = () => true
    loaded = false
    lines = EMPTY
  },
}

const serverSnapshot = (): Cart => EMPTY

/** The cart's lines; empty during server rendering and hydration, then the stored cart. */
export function useCart(): Cart {
  return useSyncExternalStore(cart.subscribe, cart.lines, serverSnapshot)
}

export function useCartCount(): number {
  return itemCount(useCart())
}
