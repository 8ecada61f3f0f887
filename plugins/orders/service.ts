import { createHash } from 'node:crypto'
import type { Override } from '../../domain/hours.js'
import { expectedReadyAt, warsawDate } from '../../domain/hours.js'
import { productById } from '../../domain/menu/catalog.js'
import { formatPrice, toGrosze } from '../../domain/money.js'
import {
  checkOrder,
  normalizePolishPhone,
  normalizePostalCode,
  orderProblemMessage,
} from '../../domain/order-rules.js'
import { computeTotalsInGrosze, type Discount } from '../../domain/pricing.js'
import type { Language } from '../../schemas/enums.js'
import type { OrderRequest } from '../../schemas/orders.js'
import { HttpError } from '../http/errors.js'
import type { NewOrder } from './repository.js'

/** Canonical JSON (sorted keys) of a request body, hashed: the idempotency fingerprint. */
export function requestHash(body: unknown): string {
  const canonical = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(canonical)
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.keys(value as object)
          .sort()
          .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
      )
    }
    return value
  }
  return createHash('sha256')
    .update(JSON.stringify(canonical(body)))
    .digest('hex')
}

export interface PricingContext {
  now: Date
  override: Override | null
  onlinePaymentAvailable: boolean
  discount: Discount | null
  promoCode: string | null
}

/**
 * Turns a validated request into a priced order: the server looks every product up in the
 * embedded menu, recomputes every amount in grosze and applies the order rules. Client prices
 * are never read. Throws HttpError (4xx, naming the field) when the order cannot be placed.
 */
export function priceOrder(
  body: OrderRequest,
  context: PricingContext,
): NewOrder & { totals: ReturnType<typeof computeTotalsInGrosze>; expectedAt: string } {
  const lang: Language = body.language ?? 'pl'
  const merged = new Map<string, number>()
  body.items.forEach((item, index) => {
    if (!productById(item.productId)) {
      throw new HttpError(
        400,
        `Nie ma w menu produktu „${item.productId}”.`,
        'UNKNOWN_PRODUCT',
        `items.${index}.productId`,
      )
    }
    merged.set(item.productId, (merged.get(item.productId) ?? 0) + item.count)
  })
  const lines = [...merged].map(([productId, count]) => {
    const product = productById(productId)!
    if (count > 99) {
      throw new HttpError(
        400,
        `Najwięcej 99 sztuk jednego produktu („${product.name.pl}”).`,
        'TOO_MANY',
        'items',
      )
    }
    return { product, count }
  })

  const phone = normalizePolishPhone(body.customer.phone)
  if (!phone) {
    throw new HttpError(
      400,
      'Podaj polski numer telefonu: 9 cyfr, opcjonalnie z +48.',
      'INVALID_PHONE',
      'customer.phone',
    )
  }
  let address = body.address
  if (body.deliveryType === 'COURIER') {
    if (!address) throw new HttpError(400, 'Podaj adres dostawy.', 'ADDRESS_REQUIRED', 'address')
    const postalCode = normalizePostalCode(address.postalCode)
    if (!postalCode) {
      throw new HttpError(400, 'Kod pocztowy ma format NN-NNN.', 'INVALID_POSTAL_CODE', 'address.postalCode')
    }
    address = { ...address, postalCode, city: address.city?.trim() || 'Kraków' }
  }
  let orderTime: Date | null = null
  if (body.orderTimeType === 'DATE') {
    if (!body.orderTime)
      throw new HttpError(400, 'Wybierz godzinę zamówienia.', 'ORDER_TIME_MISSING', 'orderTime')
    orderTime = new Date(body.orderTime)
  }

  const problems = checkOrder({
    lines: lines.map(({ product, count }) => ({
      id: product.id,
      price: product.price,
      count,
      category: product.category,
    })),
    deliveryType: body.deliveryType,
    paymentMethod: body.paymentMethod,
    discount: context.discount,
    onlinePaymentAvailable: context.onlinePaymentAvailable,
    timing: { now: context.now, override: context.override, orderTimeType: body.orderTimeType, orderTime },
  })
  const problem = problems[0]
  if (problem) throw new HttpError(422, orderProblemMessage(problem, lang), problem.code, problem.field)

  const totals = computeTotalsInGrosze({
    lines: lines.map(({ product, count }) => ({ price: product.price, count })),
    deliveryType: body.deliveryType,
    discount: context.discount,
  })
  if (body.expectedTotal !== undefined && toGrosze(body.expectedTotal) !== totals.total) {
    const total = formatPrice(totals.total / 100, lang)
    throw new HttpError(
      409,
      lang === 'pl'
        ? `Suma zamówienia zmieniła się: do zapłaty jest ${total}. Sprawdź koszyk i złóż zamówienie ponownie.`
        : `The order total has changed: it is now ${total}. Please check your cart and order again.`,
      'TOTAL_MISMATCH',
      'expectedTotal',
    )
  }

  const expectedAt = (orderTime ?? expectedReadyAt(context.now, body.deliveryType)).toISOString()
  const courier = body.deliveryType === 'COURIER' && address
  return {
    totals,
    expectedAt,
    lines: lines.map(({ product, count }) => ({
      productId: product.id,
      name: product.name.pl,
      unitPriceGrosze: toGrosze(product.price),
      count,
    })),
    order: {
      delivery_type: body.deliveryType,
      payment_method: body.paymentMethod,
      order_time_type: body.orderTimeType,
      order_time: orderTime?.toISOString() ?? null,
      expected_at: expectedAt,
      estimated_ready_at: null,
      customer_name: body.customer.name.trim(),
      customer_phone: phone,
      customer_email: body.customer.email.trim(),
      address_street: courier ? address!.street.trim() : null,
      address_building: courier ? address!.buildingNumber.trim() : null,
      address_apartment: courier ? address!.apartment?.trim() || null : null,
      address_floor: courier ? address!.floor?.trim() || null : null,
      address_postal_code: courier ? address!.postalCode : null,
      address_city: courier ? (address!.city ?? 'Kraków') : null,
      comment: body.comment?.trim() || null,
      promo_code: context.promoCode,
      products_grosze: totals.products,
      discount_grosze: totals.discount,
      delivery_grosze: totals.delivery,
      total_grosze: totals.total,
      language: lang,
      cancel_reason: null,
      business_date: warsawDate(orderTime ?? context.now),
    },
  }
}
