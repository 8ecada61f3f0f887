import { plMenuEditor } from './pl-menu-editor.js'
import { plPrinting } from './pl-printing.js'
import { plStaff } from './pl-staff.js'

/** The staff chunk's Polish strings: the staff area's, its menu editor's and its printers', loaded together. */
export const staffPl = { ...plStaff, ...plMenuEditor, ...plPrinting }
