/** The staff-kitchen feature as other features use it (docs/client.md, "Boundaries"). */
export { KitchenPanel } from './KitchenPanel.js'
