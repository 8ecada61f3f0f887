/** The site-status feature as other features use it (docs/client.md, "Boundaries"). */
export { DeliveryArea } from './DeliveryArea.js'
export { KitchenNotice } from './KitchenNotice.js'
export { asapMinutes, offeredSlots, outsideArea, runningPause } from './kitchen.js'
export { SpecialHoursJsonLd } from './SpecialHours.js'
export { type SiteStatusDetails, useSiteStatus } from './site-status.js'
