/**
 * Sold out as other features use it (docs/kitchen.md, "Sold out"; docs/client.md, "Boundaries"): what
 * a guest's menu needs, and the switch the staff board and the Menu tab send (staff-switch.ts).
 */
export { refreshAvailability, useAvailability, useIsAvailable } from './availability.js'
export { SoldOutBadge } from './SoldOutBadge.js'
export { type Switch, sendSwitch } from './staff-switch.js'
