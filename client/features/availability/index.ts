/** Sold out as other features use it (docs/kitchen.md, "Sold out"; docs/client.md, "Boundaries"). */
export { refreshAvailability, useAvailability, useIsAvailable } from './availability.js'
export { SoldOutBadge } from './SoldOutBadge.js'
export { type Switch, sendSwitch } from './staff-calls.js'
export { UnavailableNotice } from './UnavailableNotice.js'
export { useUnavailable } from './useUnavailableLines.js'
