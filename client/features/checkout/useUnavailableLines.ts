import { type AvailabilityProduct, availabilityChecker } from '#domain/availability.js'
import { useAvailability } from '../availability/index.js'

/** The cart's products that are sold out now (none until the state has arrived). */
export function useUnavailable<P extends AvailabilityProduct>(products: readonly P[]): P[] {
  const state = useAvailability()
  if (!state) return []
  const checker = availabilityChecker(state)
  return products.filter((p) => !checker.isAvailable(p))
}
