import { plMenuEditor } from './pl-menu-editor.js'
import { plStaff } from './pl-staff.js'

/** The staff chunk's Polish strings: the staff area's and its menu editor's, loaded together. */
export const staffPl = { ...plStaff, ...plMenuEditor }
