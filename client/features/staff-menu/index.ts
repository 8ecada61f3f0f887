/** The staff-menu feature as other features use it (docs/client.md, "Boundaries"). */

export { type Switch, sendSwitch } from './availability-switch.js'
export { MenuTab } from './MenuTab.js'
