import { enMenuEditor } from './en-menu-editor.js'
import { enPrinting } from './en-printing.js'
import { enStaff } from './en-staff.js'

/** The staff chunk's English strings: the staff area's, its menu editor's and its printers', loaded together. */
export const staffEn = { ...enStaff, ...enMenuEditor, ...enPrinting }
