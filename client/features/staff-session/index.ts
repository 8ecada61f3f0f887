/** The staff-session feature as other features use it (docs/client.md, "Boundaries"). */
export { AccountPanel } from './AccountPanel.js'
export { isSessionExpired, useAuth } from './auth.js'
export { useIdleSignOut } from './idle.js'
export type { Me, View } from './me.js'
export { managesTheDay, useMe, viewsFor } from './me.js'
export { PasswordChangeForm } from './PasswordChangeForm.js'
export { useStaffSession } from './session.js'
export { TwoFactorPanel } from './TwoFactorPanel.js'
