/**
 * The 14 allergens of EU Regulation 1169/2011 (annex II), named once in both languages.
 * Products reference these constants, never their own strings, so the lists stay comparable.
 */
import type { Localized } from '../types.js'

export const GLUTEN: Localized = { pl: 'gluten', en: 'gluten' }
export const SKORUPIAKI: Localized = { pl: 'skorupiaki', en: 'crustaceans' }
export const JAJA: Localized = { pl: 'jaja', en: 'eggs' }
export const RYBY: Localized = { pl: 'ryby', en: 'fish' }
export const ORZESZKI_ZIEMNE: Localized = { pl: 'orzeszki ziemne', en: 'peanuts' }
export const SOJA: Localized = { pl: 'soja', en: 'soy' }
export const MLEKO: Localized = { pl: 'mleko', en: 'milk' }
const ORZECHY: Localized = { pl: 'orzechy', en: 'nuts' }
const SELER: Localized = { pl: 'seler', en: 'celery' }
const GORCZYCA: Localized = { pl: 'gorczyca', en: 'mustard' }
export const SEZAM: Localized = { pl: 'sezam', en: 'sesame' }
export const DWUTLENEK_SIARKI: Localized = { pl: 'dwutlenek siarki', en: 'sulphites' }
const LUBIN: Localized = { pl: 'łubin', en: 'lupin' }
export const MIECZAKI: Localized = { pl: 'mięczaki', en: 'molluscs' }

/**
 * All fourteen, in the regulation's order (the order of ALLERGEN_CODES in schemas/enums.ts);
 * allergen lists are kept in this order.
 */
export const ALLERGENS: readonly Localized[] = [
  GLUTEN,
  SKORUPIAKI,
  JAJA,
  RYBY,
  ORZESZKI_ZIEMNE,
  SOJA,
  MLEKO,
  ORZECHY,
  SELER,
  GORCZYCA,
  SEZAM,
  DWUTLENEK_SIARKI,
  LUBIN,
  MIECZAKI,
]

/** Allergens that rule a dish out of the vegetarian list (animal seafood). */
export const NOT_VEGETARIAN: readonly Localized[] = [RYBY, SKORUPIAKI, MIECZAKI]

/** The list in the regulation's order without duplicates (for sets built from several dishes). */
export function allergenList(...lists: readonly (readonly Localized[] | null)[]): Localized[] {
  const present = new Set<Localized>()
  for (const list of lists) for (const a of list ?? []) present.add(a)
  return ALLERGENS.filter((a) => present.has(a))
}
