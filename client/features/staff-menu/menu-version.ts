import { createContext, useContext } from 'react'
import { HttpStatusError } from '../../shared/api.js'

/**
 * The menu version the editor's writes are made on (docs/api.md, "Concurrent edits"): set from the
 * catalog when it is loaded and from each write's answer, sent back as If-Match with the next write.
 */
export interface MenuVersion {
  current: string | null
}

interface MenuVersionValue {
  version: MenuVersion
  /** Loads the menu again and opens the form anew with what it now holds. */
  reload: () => void
}

export const MenuVersionContext = createContext<MenuVersionValue>({
  version: { current: null },
  reload: () => undefined,
})

export const useMenuVersion = () => useContext(MenuVersionContext)

/** A write refused because another member of staff changed the menu since it was loaded. */
export const isVersionConflict = (failure: unknown): boolean =>
  failure instanceof HttpStatusError && failure.body?.code === 'MENU_VERSION_CONFLICT'
