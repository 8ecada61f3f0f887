import type { ComponentType } from 'react'
import { loadCheckoutStrings, loadStaffStrings } from '../i18n/index.js'
import type { PageId } from '../routes.js'

/**
 * The page components, each its own chunk in the browser: a guest never downloads the staff area,
 * and the checkout and thank-you page load when visited or preloaded. The server registers them all.
 */
const LOADERS: Record<PageId, () => Promise<ComponentType>> = {
  home: () => import('../pages/HomePage.js').then((m) => m.HomePage),
  restaurant: () => import('../pages/RestaurantPage.js').then((m) => m.RestaurantPage),
  delivery: () => import('../pages/DeliveryPage.js').then((m) => m.DeliveryPage),
  about: () => import('../pages/AboutPage.js').then((m) => m.AboutPage),
  contact: () => import('../pages/ContactPage.js').then((m) => m.ContactPage),
  terms: () => import('../pages/TermsPage.js').then((m) => m.TermsPage),
  order: () =>
    Promise.all([import('../pages/OrderPage.js'), loadCheckoutStrings()]).then(([m]) => m.OrderPage),
  thanks: () =>
    Promise.all([import('../pages/ThankYouPage.js'), loadCheckoutStrings()]).then(([m]) => m.ThankYouPage),
  manage: () =>
    Promise.all([import('../pages/ManagePage.js'), loadStaffStrings(), loadCheckoutStrings()]).then(
      ([m]) => m.ManagePage,
    ),
  category: () => import('../pages/CategoryPage.js').then((m) => m.CategoryPage),
  product: () => import('../pages/ProductPage.js').then((m) => m.ProductPage),
}

const components = new Map<PageId, ComponentType>()

export function registerPages(pages: Record<PageId, ComponentType>): void {
  for (const [id, component] of Object.entries(pages)) components.set(id as PageId, component)
}

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

/** Loads a page's chunk (once). */
export async function loadPageComponent(
  id: PageId,
  loaders: Record<PageId, () => Promise<ComponentType>> = LOADERS,
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
