/**
 * Shared test fixtures (docs/testing.md, "Fixtures"): the dishes tests order, picked from the seeded
 * menu by what they are rather than by a hard-coded id, and the order body every suite starts from.
 * The menu is editable by staff: when its source changes, this file is the one place tests read it.
 */

import type { ProductData } from '#domain/menu/types.js'
import { products } from './menu-seed.js'

/** The one product of the seeded menu that matches; throws when none does (the seed changed). */
function pick(what: string, matches: (product: ProductData) => boolean): ProductData {
  const found = products.find(matches)
  if (!found) throw new Error(`the seeded menu has no ${what}`)
  return found
}

const named = (product: ProductData, word: string) => product.name.pl.toLowerCase().includes(word)

/** Dishes of the seeded menu by what they are; each has `id`, `price` (PLN) and `name`. */
export const dishes = {
  /** Nigiri with salmon: two pieces, the cheapest kind of line. */
  salmonNigiri: pick('salmon nigiri', (p) => p.mainCategory === 'NIGIRI' && named(p, 'łososiem')),
  /** Nigiri with tuna. */
  tunaNigiri: pick('tuna nigiri', (p) => p.mainCategory === 'NIGIRI' && named(p, 'tuńczykiem')),
  /** Salmon sashimi. */
  salmonSashimi: pick('salmon sashimi', (p) => p.mainCategory === 'SASHIMI' && named(p, 'łosos')),
  /** A set of pieces built around salmon. */
  salmonSet: pick('salmon set', (p) => p.isSet === true && named(p, 'łosos')),
  /** A drink (no chopsticks, no pieces). */
  greenTea: pick('green tea', (p) => p.mainCategory === 'DRINKS' && named(p, 'herbata')),
  /** A gift voucher (cannot be paid online). */
  voucher: pick('gift voucher', (p) => p.category.includes('VOUCHER')),
}

/** A guest's contact details as the checkout sends them. */
export const GUEST = { name: 'Anna Kowalska', phone: '600 100 200', email: 'anna@example.pl' }

/** A delivery address inside the delivery area (Kazimierz, Kraków). */
export const KRAKOW_ADDRESS = {
  street: 'ul. Józefa',
  buildingNumber: '12',
  apartment: '4',
  postalCode: '31-056',
  city: 'Kraków',
}

/** What every order body holds unless a test says otherwise. */
const BASE = {
  items: [{ productId: dishes.salmonNigiri.id, count: 2 }] as { productId: string; count: number }[],
  deliveryType: 'SELF',
  paymentMethod: 'CASH',
  orderTimeType: 'ASAP',
  customer: GUEST,
  acceptTerms: true,
}

/** The fields of `base` that `overrides` does not replace, and `overrides`. */
type Merged<B, O> = Omit<B, keyof O> & O

/**
 * The body of `POST /api/order`: two salmon nigiri for pick-up as soon as possible, paid in cash.
 * `overrides` replace whole fields (items, deliveryType with address, customer, ...).
 */
export function orderBody<O extends object = object>(overrides?: O): Merged<typeof BASE, O> {
  return { ...BASE, ...overrides } as unknown as Merged<typeof BASE, O>
}

/** The same body for courier delivery to KRAKOW_ADDRESS. */
export function courierOrderBody<O extends object = object>(
  overrides?: O,
): Merged<Merged<typeof BASE, { deliveryType: string; address: typeof KRAKOW_ADDRESS }>, O> {
  return orderBody({ deliveryType: 'COURIER', address: KRAKOW_ADDRESS, ...overrides }) as never
}
