/** What the options capability answers the staff when it refuses something (Polish), as HttpErrors. */
import { HttpError } from '#infra/http/errors.js'

export const groupNotFound = (id: string) =>
  new HttpError(404, `Nie ma grupy opcji „${id}”.`, 'OPTION_GROUP_NOT_FOUND', 'id')

export const optionNotFound = (id: string) =>
  new HttpError(404, `Nie ma opcji „${id}”.`, 'OPTION_NOT_FOUND', 'optionId')

export const productNotFound = (id: string) =>
  new HttpError(404, `Nie ma produktu o identyfikatorze „${id}”.`, 'PRODUCT_NOT_FOUND', 'id')

export const groupAttached = (products: readonly string[]) =>
  new HttpError(
    409,
    `Grupa jest przypisana do dań (${products.join(', ')}): odłącz ją od nich przed usunięciem.`,
    'OPTION_GROUP_IN_USE',
    'id',
  )

/** A group as written cannot work: min above max, max above its options, too many defaults… */
export const groupInvalid = (message: string, field: string) =>
  new HttpError(422, message, 'OPTION_GROUP_INVALID', field)

export const unknownGroups = (ids: readonly string[]) =>
  new HttpError(422, `Nie ma grup opcji: ${ids.join(', ')}.`, 'OPTION_GROUP_NOT_FOUND', 'groupIds')
