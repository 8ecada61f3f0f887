/** The staff-accounts feature as other features use it (docs/client.md, "Boundaries"). */
export { AccountsPanel } from './AccountsPanel.js'
export { AuditPanel } from './AuditPanel.js'
export { DevicesPanel } from './DevicesPanel.js'
