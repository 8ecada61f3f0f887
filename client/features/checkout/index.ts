/** The checkout feature as other features use it (docs/client.md, "Boundaries"). */
export { paymentRedirect } from './submit.js'
