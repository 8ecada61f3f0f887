/**
 * Sold out as other features use it (docs/kitchen.md, "Sold out"; docs/client.md, "Boundaries"): only
 * what a guest's menu needs. The staff's switches live in the Menu tab (staff-menu), the checkout's
 * notice in checkout.
 */
export { refreshAvailability, setAvailability, useAvailability, useIsAvailable } from './availability.js'
export { SoldOutBadge } from './SoldOutBadge.js'
