/**
 * What a staff password may not be (docs/security.md, "Staff passwords"), checked by the staff
 * CLI when it sets one: one of the 10,000 most common passwords (zxcvbn's list, most common first),
 * or built on the restaurant's name or the account's username.
 */
import { dictionary } from '@zxcvbn-ts/language-common'
import { RESTAURANT } from '#domain/restaurant.js'
import { StaffError } from '../service.js'

const COMMON_PASSWORDS = new Set(dictionary['passwords-common'].slice(0, 10_000))

/** 'Sakana Sushi!' → 'sakanasushi': letters and digits, lower case. */
function plain(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
}

/** Words of the restaurant's name an attacker would try first ('sakana', 'sushi' and both). */
const RESTAURANT_WORDS = [plain(RESTAURANT.name), ...RESTAURANT.name.split(/\s+/).map(plain)].filter(
  (word) => word.length >= 4,
)

/** Throws StaffError('INVALID_PASSWORD') when `password` is common or built on a name. */
export function refuseGuessablePassword(password: string, username: string): void {
  const lower = password.toLowerCase()
  const letters = plain(password)
  if (COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(letters)) {
    throw new StaffError(
      'INVALID_PASSWORD',
      'To hasło jest jednym z 10 000 najczęściej używanych haseł: wybierz inne.',
    )
  }
  const name = plain(username)
  if (name.length >= 3 && letters.includes(name)) {
    throw new StaffError('INVALID_PASSWORD', 'Hasło nie może zawierać loginu.')
  }
  if (RESTAURANT_WORDS.some((word) => letters.includes(word))) {
    throw new StaffError('INVALID_PASSWORD', 'Hasło nie może zawierać nazwy restauracji.')
  }
}
