import 'global-jsdom/register'
import { createRequire } from 'node:module'
import { configure } from '@testing-library/react'
import { en } from '#client/i18n/en.js'
import { enCheckout } from '#client/i18n/en-checkout.js'
import { registerDictionary } from '#client/i18n/index.js'
import { pl } from '#client/i18n/pl.js'
import { plCheckout } from '#client/i18n/pl-checkout.js'
import { staffEn } from '#client/i18n/staff-en.js'
import { staffPl } from '#client/i18n/staff-pl.js'
import { provideHelmet } from '#client/shared/helmet.js'

// jsdom's FormData, which reads jsdom's forms: global-jsdom leaves Node's own in place, which
// throws on a form element (React builds one when a submit it handles starts a transition).
globalThis.FormData = window.FormData

// The pages declare their head with react-helmet-async, as the browser entry provides it.
provideHelmet(createRequire(import.meta.url)('react-helmet-async'))

// The browser loads each dictionary as its own chunk; component tests have both at hand.
registerDictionary('pl', pl)
registerDictionary('en', en)
registerDictionary('pl', staffPl, 'staff')
registerDictionary('en', staffEn, 'staff')
registerDictionary('pl', plCheckout, 'checkout')
registerDictionary('en', enCheckout, 'checkout')

// findBy… and waitFor wait up to 5 s instead of 1 s: a lazy chunk (the options dialog, the closed
// dialog) is compiled on first use, which on a 2-core machine running other test files can pass a
// second. Something that never appears still fails.
configure({ asyncUtilTimeout: 5_000 })
