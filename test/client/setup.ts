import 'global-jsdom/register'
import { en } from '../../client/i18n/en.js'
import { enStaff } from '../../client/i18n/en-staff.js'
import { registerDictionary } from '../../client/i18n/index.js'
import { pl } from '../../client/i18n/pl.js'
import { plStaff } from '../../client/i18n/pl-staff.js'

// The browser loads each dictionary as its own chunk; component tests have both at hand.
registerDictionary('pl', pl)
registerDictionary('en', en)
registerDictionary('pl', plStaff, 'staff')
registerDictionary('en', enStaff, 'staff')
