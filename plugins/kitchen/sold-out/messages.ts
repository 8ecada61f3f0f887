/** What the availability capability answers when it refuses something (Polish; English on request). */

import { HttpError } from '#infra/http/errors.js'
import type { Language } from '#schemas/enums.js'

export const productNotFound = (id: string) =>
  new HttpError(404, `Nie ma produktu o identyfikatorze „${id}”.`, 'PRODUCT_NOT_FOUND', 'productId')

export const categoryNotFound = (key: string) =>
  new HttpError(404, `Nie ma kategorii „${key}”.`, 'CATEGORY_NOT_FOUND', 'categoryKey')

/** An order line whose product is sold out: 409 naming the dish and the line. */
export function productUnavailable(name: string, index: number, lang: Language): HttpError {
  return new HttpError(
    409,
    lang === 'en'
      ? `“${name}” is temporarily unavailable. Remove it from your cart and place the order again.`
      : `Produkt „${name}” jest chwilowo niedostępny. Usuń go z koszyka i złóż zamówienie ponownie.`,
    'PRODUCT_UNAVAILABLE',
    `items.${index}.productId`,
  )
}
