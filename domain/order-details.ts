/**
 * The checks of an order's details beyond its JSON schema (docs/checkout.md): the invoice's NIP,
 * the courier note only on delivery, a BLIK code only with online payment where the point of sale
 * takes codes typed on our page. Each problem names its payload field and has Polish and English
 * messages, like order-rules.ts.
 */
import type { DeliveryType, Language, PaymentMethod } from '#schemas/enums.js'
import { normalizeNip } from './nip.js'

export type OrderDetailsProblem =
  | { code: 'INVALID_NIP'; field: 'invoice.nip' }
  | { code: 'DELIVERY_NOTE_COURIER_ONLY'; field: 'deliveryNote' }
  | { code: 'BLIK_CODE_ONLINE_ONLY'; field: 'blikCode' }
  | { code: 'BLIK_CODE_UNAVAILABLE'; field: 'blikCode' }

/** What checkOrderDetails looks at. */
export interface OrderDetailsInput {
  deliveryType: DeliveryType
  paymentMethod: PaymentMethod
  invoice?: { nip: string } | undefined
  deliveryNote?: string | undefined
  blikCode?: string | undefined
  /** PayU takes a BLIK code typed on our page (PAYU_BLIK_CODE=1). */
  blikCodeAvailable: boolean
}

/** The first problem of the order's details, or null. */
export function checkOrderDetails(input: OrderDetailsInput): OrderDetailsProblem | null {
  if (input.invoice && !normalizeNip(input.invoice.nip)) return { code: 'INVALID_NIP', field: 'invoice.nip' }
  if (input.deliveryNote?.trim() && input.deliveryType !== 'COURIER') {
    return { code: 'DELIVERY_NOTE_COURIER_ONLY', field: 'deliveryNote' }
  }
  if (input.blikCode !== undefined) {
    if (input.paymentMethod !== 'ONLINE') return { code: 'BLIK_CODE_ONLINE_ONLY', field: 'blikCode' }
    if (!input.blikCodeAvailable) return { code: 'BLIK_CODE_UNAVAILABLE', field: 'blikCode' }
  }
  return null
}

/** A human message for a problem, Polish (with diacritics) or English. */
export function orderDetailsMessage(problem: OrderDetailsProblem, lang: Language): string {
  const pl = lang === 'pl'
  switch (problem.code) {
    case 'INVALID_NIP':
      return pl ? 'Nieprawidłowy NIP — sprawdź cyfry.' : 'Invalid NIP (tax number) — please check the digits.'
    case 'DELIVERY_NOTE_COURIER_ONLY':
      return pl
        ? 'Wskazówki dla kuriera można dodać tylko do zamówienia z dostawą.'
        : 'A note for the courier can only be added to a delivery order.'
    case 'BLIK_CODE_ONLINE_ONLY':
      return pl
        ? 'Kod BLIK można podać tylko przy płatności online.'
        : 'A BLIK code can only be given with online payment.'
    case 'BLIK_CODE_UNAVAILABLE':
      return pl
        ? 'Płatność kodem BLIK na naszej stronie jest teraz niedostępna — wybierz inną metodę płatności online.'
        : 'Paying with a BLIK code on our page is not available right now — please choose another online method.'
  }
}
