/** The site-status feature as other features use it (docs/client.md, "Boundaries"). */
export { type SiteStatusDetails, useSiteStatus } from './site-status.js'
