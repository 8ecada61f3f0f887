import { enMenuEditor } from './en-menu-editor.js'
import { enStaff } from './en-staff.js'

/** The staff chunk's English strings: the staff area's and its menu editor's, loaded together. */
export const staffEn = { ...enStaff, ...enMenuEditor }
