import type { MessageKey } from '../i18n/index.js'

/** The main navigation, in the order of docs/product.md, "Pages". */
export const NAV_ITEMS: readonly { to: string; label: MessageKey & `nav.${string}`; end?: boolean }[] = [
  { to: '/', label: 'nav.menu', end: true },
  { to: '/restauracja/', label: 'nav.restaurant' },
  { to: '/menu/wege/', label: 'nav.wege' },
  { to: '/dostawa/', label: 'nav.delivery' },
  { to: '/o_nas/', label: 'nav.about' },
  { to: '/kontakt/', label: 'nav.contact' },
]
