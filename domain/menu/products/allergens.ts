/**
 * The 14 allergens of EU Regulation 1169/2011 (annex II) as the codes products list
 * (names: domain/menu/allergens.ts).
 */
import type { AllergenCode } from '../../../schemas/enums.js'
import { sortAllergens } from '../allergens.js'

export const GLUTEN: AllergenCode = 'GLUTEN'
export const SKORUPIAKI: AllergenCode = 'CRUSTACEANS'
export const JAJA: AllergenCode = 'EGGS'
export const RYBY: AllergenCode = 'FISH'
export const ORZESZKI_ZIEMNE: AllergenCode = 'PEANUTS'
export const SOJA: AllergenCode = 'SOYBEANS'
export const MLEKO: AllergenCode = 'MILK'
export const SEZAM: AllergenCode = 'SESAME'
export const DWUTLENEK_SIARKI: AllergenCode = 'SULPHITES'
export const MIECZAKI: AllergenCode = 'MOLLUSCS'

/** Allergens that rule a dish out of the vegetarian list (animal seafood). */
export const NOT_VEGETARIAN: readonly AllergenCode[] = [RYBY, SKORUPIAKI, MIECZAKI]

/** The list in the regulation's order without duplicates (for sets built from several dishes). */
export function allergenList(...lists: readonly (readonly AllergenCode[] | null)[]): AllergenCode[] {
  return sortAllergens(lists.flatMap((list) => list ?? []))
}
