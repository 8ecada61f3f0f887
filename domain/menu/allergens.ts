/**
 * The 14 allergens of EU Regulation 1169/2011 (Annex II), named once in both languages. Products
 * store the codes (schemas/enums.ts); pages, the API and e-mails show these names.
 */
import { ALLERGEN_CODES, type AllergenCode, type Language } from '#schemas/enums.js'
import type { Localized } from './types.js'

/** The names, in the regulation's words as menus print them. */
export const ALLERGEN_NAMES: Readonly<Record<AllergenCode, Localized>> = {
  GLUTEN: { pl: 'gluten', en: 'gluten' },
  CRUSTACEANS: { pl: 'skorupiaki', en: 'crustaceans' },
  EGGS: { pl: 'jaja', en: 'eggs' },
  FISH: { pl: 'ryby', en: 'fish' },
  PEANUTS: { pl: 'orzeszki ziemne', en: 'peanuts' },
  SOYBEANS: { pl: 'soja', en: 'soy' },
  MILK: { pl: 'mleko', en: 'milk' },
  NUTS: { pl: 'orzechy', en: 'nuts' },
  CELERY: { pl: 'seler', en: 'celery' },
  MUSTARD: { pl: 'gorczyca', en: 'mustard' },
  SESAME: { pl: 'sezam', en: 'sesame' },
  SULPHITES: { pl: 'dwutlenek siarki', en: 'sulphites' },
  LUPIN: { pl: 'łubin', en: 'lupin' },
  MOLLUSCS: { pl: 'mięczaki', en: 'molluscs' },
}

/** The codes in the regulation's order, each once (unknown codes are dropped). */
function sortAllergens(codes: readonly string[]): AllergenCode[] {
  const present = new Set(codes)
  return ALLERGEN_CODES.filter((c) => present.has(c))
}

/** The allergens' names in one language, in the regulation's order. */
export function allergenNames(codes: readonly AllergenCode[], lang: Language): string[] {
  return sortAllergens(codes).map((c) => ALLERGEN_NAMES[c][lang])
}
