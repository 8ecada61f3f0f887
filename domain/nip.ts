/**
 * The Polish tax number (NIP) of a company that wants a VAT invoice (docs/checkout.md, Invoice):
 * ten digits, written with spaces or dashes anywhere and optionally after the `PL` prefix of the
 * EU VAT number; the tenth digit is the checksum of the first nine with the weights
 * 6, 5, 7, 2, 3, 4, 5, 6, 7 (sum modulo 11; a remainder of 10 is never issued).
 * Shared by the checkout (checked as the guest types) and the server.
 */

const WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const

/** The NIP's ten digits, or null when it is not ten digits (after `PL`, spaces and dashes). */
export function nipDigits(input: string): string | null {
  if (typeof input !== 'string') return null
  const compact = input.replace(/[\s\u00a0-]/g, '').replace(/^PL/i, '')
  return /^\d{10}$/.test(compact) ? compact : null
}

/** The NIP's ten digits when they pass the checksum; null otherwise. */
export function normalizeNip(input: string): string | null {
  const digits = nipDigits(input)
  if (!digits) return null
  let sum = 0
  for (let i = 0; i < 9; i++) sum += Number(digits[i]) * WEIGHTS[i]!
  const check = sum % 11
  return check !== 10 && check === Number(digits[9]) ? digits : null
}

/**
 * Whether the NIP is valid: ten digits with the right checksum.
 * @internal Exported for its tests; production uses normalizeNip.
 */
export function isValidNip(input: string): boolean {
  return normalizeNip(input) !== null
}

/** A stored NIP as printed on Polish invoices: '7740001454' → '774-000-14-54'. */
export function formatNip(digits: string): string {
  const m = /^(\d{3})(\d{3})(\d{2})(\d{2})$/.exec(digits)
  return m ? `${m[1]}-${m[2]}-${m[3]}-${m[4]}` : digits
}
