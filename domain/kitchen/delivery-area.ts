/**
 * The delivery area: postal codes ('31-234') and prefixes ('30-', '32-08') the couriers reach. A
 * courier order to a postal code outside it is refused. See docs/kitchen.md, "Delivery area".
 */

/**
 * Kraków's codes (30-… and 31-…) and the nearby places the couriers reach: Wieliczka (32-020),
 * Skawina (32-050), Zabierzów (32-080), Zielonki and Bibice (32-087).
 */
export const DEFAULT_DELIVERY_AREA: readonly string[] = Object.freeze([
  '30-',
  '31-',
  '32-020',
  '32-050',
  '32-080',
  '32-087',
])

/**
 * An area entry as stored: a whole code 'NN-NNN' ('31234' too), or a prefix of one: 'NN' or
 * 'NN-' (→ 'NN-'), 'NN-N', 'NN-NN'. Null for anything else.
 */
export function normalizeAreaEntry(entry: string): string | null {
  const m = /^(\d{2})(?:-?(\d{0,3}))?$/.exec(entry.trim())
  if (!m) return null
  return `${m[1]}-${m[2] ?? ''}`
}

/**
 * True when the postal code (already normalized to 'NN-NNN') is in the area: equal to a whole
 * code, or starting with a prefix.
 */
export function inDeliveryArea(postalCode: string, area: readonly string[]): boolean {
  return area.some((entry) => postalCode.startsWith(entry))
}

/** The area as people read it: '30-…, 31-…, 32-020'. */
export function describeArea(area: readonly string[]): string {
  return area.map((entry) => (entry.length < 6 ? `${entry}…` : entry)).join(', ')
}
