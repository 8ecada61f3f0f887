import { enMenuEditor } from './en-menu-editor.js'
import { enPrinting } from './en-printing.js'
import { enStaff } from './en-staff.js'
import { enStaffAccounts } from './en-staff-accounts.js'

/** The staff chunk's English strings: the staff area's, its menu editor's, its printers' and the own account's, loaded together. */
export const staffEn = { ...enStaff, ...enMenuEditor, ...enPrinting, ...enStaffAccounts }
