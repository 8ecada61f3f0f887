/** The staff-menu feature as other features use it (docs/client.md, "Boundaries"). */
export { MenuTab } from './MenuTab.js'
