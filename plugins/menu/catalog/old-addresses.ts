import type { Kysely } from 'kysely'
import { type MenuLookups, movedPath } from '#domain/menu/redirects.js'
import type { Database } from '#infra/db/database.js'
import { readRedirects } from '../editor/store.js'

/**
 * The old addresses of the menu's pages (docs/menu.md, "Addresses"): the old slugs are read again
 * whenever the menu's version has changed, and a page's path is answered from memory.
 */
export function createOldAddresses(db: Kysely<Database>, current: () => MenuLookups & { version: number }) {
  let known: { version: number; old: Awaited<ReturnType<typeof readRedirects>> } | null = null
  /** Where a menu page's old address is now, or null (a page of today's menu, or never one). */
  return async function moved(path: string): Promise<string | null> {
    if (!path.startsWith('/menu/')) return null
    const menu = current()
    if (known?.version !== menu.version) known = { version: menu.version, old: await readRedirects(db) }
    return movedPath(path, menu, known.old)
  }
}
