/** The notifications feature as other features use it (docs/client.md, "Boundaries"). */
export { useNotify } from './notifications.js'
