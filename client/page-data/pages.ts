import type { ComponentType } from 'react'
import { PAGE_CHUNKS, type PageId } from '../routes.js'

const components = new Map<PageId, ComponentType>()

/** The component of a page, when its chunk has been loaded. */
export function pageComponent(id: PageId): ComponentType | undefined {
  return components.get(id)
}

/** A chunk of the application could not be loaded (a new deployment, or the network). */
export class ChunkLoadError extends Error {
  constructor(id: string, cause: unknown) {
    super(`the ${id} page could not be loaded`, { cause })
    this.name = 'ChunkLoadError'
  }
}

/**
 * Loads a page's chunk (once): each page is its own chunk in the browser (declared in
 * client/routes.ts), so a guest never downloads the staff area; the server loads them all.
 */
export async function loadPageComponent(
  id: PageId,
  loaders: Record<PageId, () => Promise<ComponentType>> = PAGE_CHUNKS,
): Promise<ComponentType> {
  const known = components.get(id)
  if (known) return known
  try {
    const component = await loaders[id]()
    components.set(id, component)
    return component
  } catch (error) {
    throw new ChunkLoadError(id, error)
  }
}
