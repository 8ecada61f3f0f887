/**
 * What the orders capability answers when it refuses something: one place for its wording (Polish;
 * English where the guest ordered in English), each as the HttpError the error handler sends.
 */
import { formatPrice } from '#domain/money.js'
import { type OptionProblem, optionProblemMessage } from '#domain/options.js'
import { HttpError } from '#infra/http/errors.js'
import type { Language, OrderStatus } from '#schemas/enums.js'

export const orderNotFound = () => new HttpError(404, 'Nie znaleziono zamówienia.', 'ORDER_NOT_FOUND')

/**
 * A KITCHEN account asked for another day's orders (the list's `date`) or one order of another day
 * (`id`): the kitchen reads today and the night's (domain/kitchen/board-dates.ts).
 */
export const kitchenOtherDay = (field: 'date' | 'id') =>
  new HttpError(403, 'Kuchnia widzi tylko dzisiejsze zamówienia.', 'FORBIDDEN', field)

export const illegalTransition = (from: OrderStatus, to: OrderStatus, allowed: OrderStatus[]) =>
  new HttpError(
    409,
    `Nie można zmienić statusu z ${from} na ${to}${allowed.length ? ` (możliwe: ${allowed.join(', ')})` : ''}.`,
    'ILLEGAL_TRANSITION',
    'status',
  )

export const paymentPending = () =>
  new HttpError(409, 'To zamówienie czeka jeszcze na płatność online.', 'PAYMENT_PENDING', 'status')

export const reasonRequired = () =>
  new HttpError(400, 'Podaj powód anulowania zamówienia.', 'REASON_REQUIRED', 'reason')

/** A new time only for an order the kitchen has accepted and not yet finished. */
export const timeNotChangeable = () =>
  new HttpError(
    409,
    'Czas można zmienić tylko w zamówieniu przyjętym i jeszcze niezakończonym.',
    'TIME_NOT_CHANGEABLE',
    'estimatedReadyAt',
  )

/** A new time in the past (a minute's slack for the tablet's clock). */
export const timeInPast = () =>
  new HttpError(422, 'Nowy czas nie może być w przeszłości.', 'TIME_IN_PAST', 'estimatedReadyAt')

export const orderChanged = () =>
  new HttpError(409, 'Zamówienie zmieniło się w międzyczasie. Odśwież listę.', 'ORDER_CHANGED', 'status')

export const idempotencyKeyReused = () =>
  new HttpError(
    422,
    'Ten klucz Idempotency-Key został już użyty dla innego zamówienia.',
    'IDEMPOTENCY_KEY_REUSED',
    'Idempotency-Key',
  )

export const unknownProduct = (productId: string, index: number) =>
  new HttpError(400, `Nie ma w menu produktu „${productId}”.`, 'UNKNOWN_PRODUCT', `items.${index}.productId`)

export const tooManyOfOne = (productName: string) =>
  new HttpError(400, `Najwięcej 99 sztuk jednego produktu („${productName}”).`, 'TOO_MANY', 'items')

export const invalidPhone = () =>
  new HttpError(
    400,
    'Podaj polski numer telefonu: 9 cyfr, opcjonalnie z +48.',
    'INVALID_PHONE',
    'customer.phone',
  )

export const addressRequired = () => new HttpError(400, 'Podaj adres dostawy.', 'ADDRESS_REQUIRED', 'address')

export const invalidPostalCode = () =>
  new HttpError(400, 'Kod pocztowy ma format NN-NNN.', 'INVALID_POSTAL_CODE', 'address.postalCode')

export const orderTimeMissing = () =>
  new HttpError(400, 'Wybierz godzinę zamówienia.', 'ORDER_TIME_MISSING', 'orderTime')

/** The client's expectedTotal differs from the server's: refuse rather than charge a surprise. */
export function totalMismatch(totalGrosze: number, lang: Language): HttpError {
  const total = formatPrice(totalGrosze / 100, lang)
  return new HttpError(
    409,
    lang === 'pl'
      ? `Suma zamówienia zmieniła się: do zapłaty jest ${total}. Sprawdź koszyk i złóż zamówienie ponownie.`
      : `The order total has changed: it is now ${total}. Please check your cart and order again.`,
    'TOTAL_MISMATCH',
    'expectedTotal',
  )
}

/** An order line whose options break a rule: 422 OPTIONS_INVALID or 409 OPTION_UNAVAILABLE, naming the group. */
export function optionsRefused(problem: OptionProblem, index: number, dishName: string, lang: Language) {
  return new HttpError(
    problem.code === 'OPTION_UNAVAILABLE' ? 409 : 422,
    optionProblemMessage(problem, lang, dishName),
    problem.code,
    `items.${index}.options`,
  )
}

/** A payment's rules (settlement.ts): paying again, and asking for a refund again. */
const inLanguage = (lang: Language, pl: string, en: string) => (lang === 'en' ? en : pl)

export const paymentNotRetryable = (lang: Language) =>
  new HttpError(
    409,
    inLanguage(
      lang,
      'Tego zamówienia nie można już opłacić online: jest opłacone, anulowane albo płatne przy odbiorze.',
      'This order cannot be paid online any more: it is paid, cancelled or paid on delivery.',
    ),
    'PAYMENT_NOT_RETRYABLE',
    'id',
  )

export const paymentInProgress = (lang: Language) =>
  new HttpError(
    409,
    inLanguage(
      lang,
      'Płatność za to zamówienie jest właśnie rozpoczynana. Poczekaj chwilę na jej wynik.',
      'A payment for this order is being started right now. Please wait a moment for its outcome.',
    ),
    'PAYMENT_IN_PROGRESS',
    'id',
  )

export const retryMethodConflict = (lang: Language) =>
  new HttpError(
    400,
    inLanguage(
      lang,
      'Podaj kod BLIK albo wybierz stronę PayU, nie oba.',
      'Give a BLIK code or choose PayU’s page, not both.',
    ),
    'VALIDATION',
    'blikCode',
  )

export const retryMethodMissing = (lang: Language) =>
  new HttpError(
    400,
    inLanguage(
      lang,
      'Podaj kod BLIK (6 cyfr) albo wybierz stronę PayU.',
      'Give a BLIK code (6 digits) or choose PayU’s page.',
    ),
    'VALIDATION',
    'blikCode',
  )

export const blikCodeUnavailable = (lang: Language) =>
  new HttpError(
    422,
    inLanguage(
      lang,
      'Płatność kodem BLIK na naszej stronie jest teraz niedostępna — wybierz stronę PayU.',
      'Paying with a BLIK code on our page is not available right now — choose PayU’s page.',
    ),
    'BLIK_CODE_UNAVAILABLE',
    'blikCode',
  )

export const refundNotApplicable = () =>
  new HttpError(
    409,
    'Ponowić można tylko nieudany zwrot anulowanego zamówienia opłaconego online.',
    'REFUND_NOT_APPLICABLE',
  )
