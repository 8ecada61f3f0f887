/** The staff-day feature as other features use it (docs/client.md, "Boundaries"). */
export { DayState } from './DayState.js'
export { PausePanel } from './PausePanel.js'
export { SiteStatusPanel } from './SiteStatusPanel.js'
