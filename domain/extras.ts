/**
 * The free extras of an order (docs/checkout.md, Chopsticks and sauces): pairs of chopsticks
 * suggested from the pieces in the cart, soy sauce, ginger and wasabi, cutlery; and the one line
 * the kitchen reads them in, shared by the staff board, the ticket, the e-mail and the thank-you page.
 */
import type { CategoryKind, Language } from '#schemas/enums.js'

/** What the guest asked for, free of charge. */
export interface OrderExtras {
  /** Pairs of chopsticks, 0 to MAX_CHOPSTICKS. */
  chopsticks: number
  soySauce: boolean
  ginger: boolean
  wasabi: boolean
  cutlery: boolean
}

/** The most pairs one order can ask for. */
export const MAX_CHOPSTICKS = 20

/** About one pair for this many pieces (the middle of "one pair per 10–12 pieces"). */
const PIECES_PER_PAIR = 11

/** The part of a cart line the suggestion reads: the product's pieces and categories, and the count. */
export interface ExtrasLine {
  /** Pieces in one product; null for a dish not counted in pieces (a bowl, a salad). */
  pieces: number | null
  /** The kinds of the categories listing the product (docs/menu.md, "Categories"). */
  kinds: readonly CategoryKind[]
  count: number
}

/** Drinks and vouchers need no chopsticks and no sauce; everything else on the menu is food. */
function isFood(line: ExtrasLine): boolean {
  return !line.kinds.includes('DRINKS') && !line.kinds.includes('VOUCHER')
}

/**
 * Pairs of chopsticks for the cart: one per about 11 pieces of food, at least one when there is
 * food, none for drinks and vouchers only. A dish not counted in pieces counts as one pair's worth.
 * @internal Exported for its tests; production uses it within this module.
 */
export function suggestChopsticks(lines: readonly ExtrasLine[]): number {
  let pieces = 0
  for (const line of lines) {
    if (line.count > 0 && isFood(line)) pieces += (line.pieces ?? PIECES_PER_PAIR) * line.count
  }
  if (pieces === 0) return 0
  return Math.min(MAX_CHOPSTICKS, Math.max(1, Math.round(pieces / PIECES_PER_PAIR)))
}

/**
 * The extras a cart starts with (and an order that does not say): the suggested chopsticks, and
 * soy sauce, ginger and wasabi when there is food (off for drinks and vouchers only); no cutlery.
 */
export function defaultExtras(lines: readonly ExtrasLine[]): OrderExtras {
  const food = lines.some((line) => line.count > 0 && isFood(line))
  return { chopsticks: suggestChopsticks(lines), soySauce: food, ginger: food, wasabi: food, cutlery: false }
}

const WORDS = {
  pl: {
    chopsticks: (n: number) => (n === 0 ? 'bez pałeczek' : `Pałeczki: ${n}`),
    soySauce: ['sos sojowy', 'bez sosu sojowego'],
    ginger: ['imbir', 'bez imbiru'],
    wasabi: ['wasabi', 'bez wasabi'],
    cutlery: 'sztućce',
  },
  en: {
    chopsticks: (n: number) => (n === 0 ? 'no chopsticks' : `Chopsticks: ${n}`),
    soySauce: ['soy sauce', 'no soy sauce'],
    ginger: ['ginger', 'no ginger'],
    wasabi: ['wasabi', 'no wasabi'],
    cutlery: 'cutlery',
  },
} as const

/**
 * The extras in one line the kitchen reads at a glance:
 * "Pałeczki: 3 · sos sojowy · imbir · bez wasabi" (with "· sztućce" when asked for).
 */
export function extrasLine(extras: OrderExtras, lang: Language = 'pl'): string {
  const w = WORDS[lang]
  const parts: string[] = [w.chopsticks(extras.chopsticks)]
  for (const sauce of ['soySauce', 'ginger', 'wasabi'] as const) parts.push(w[sauce][extras[sauce] ? 0 : 1])
  if (extras.cutlery) parts.push(w.cutlery)
  const line = parts.join(' · ')
  return line.charAt(0).toUpperCase() + line.slice(1)
}
