/** The consent feature as other features use it (docs/client.md, "Boundaries"). */
export { PRIVACY_POLICY_URL } from './consent.js'
