/** The site-status feature as other features use it (docs/client.md, "Boundaries"). */
export { DeliveryArea } from './DeliveryArea.js'
export { asapMinutes, offeredSlots, outsideArea } from './kitchen.js'
export { pauseSentence, runningPause } from './pause.js'
export { type SiteStatusDetails, useSiteStatus, useWarsawTimes } from './site-status.js'
