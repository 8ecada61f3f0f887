import type { Insertable } from 'kysely'
import { lineKey } from '#domain/cart.js'
import type { Calendar, Override } from '#domain/hours.js'
import { expectedReadyAt, warsawDate } from '#domain/hours.js'
import type { Catalog } from '#domain/menu/catalog.js'
import { toGrosze, toPln } from '#domain/money.js'
import { orderLineOptions } from '#domain/option-words.js'
import { checkOptions, normalizeOptionIds, type OptionGroupData, unitPriceInGrosze } from '#domain/options.js'
import {
  checkOrder,
  normalizePolishPhone,
  normalizePostalCode,
  orderProblemMessage,
} from '#domain/order-rules.js'
import { computeTotalsInGrosze, type Discount, type Totals } from '#domain/pricing.js'
import { DEFAULT_VAT_RATE, lineVatRate, orderVat } from '#domain/vat.js'
import { HttpError } from '#infra/http/errors.js'
import type { Language } from '#schemas/enums.js'
import type { OrderRequest } from '#schemas/orders.js'
import {
  addressRequired,
  invalidPhone,
  invalidPostalCode,
  optionsRefused,
  orderTimeMissing,
  tooManyOfOne,
  totalMismatch,
  unknownProduct,
} from '../messages.js'
import type { OrderLinesTable, OrdersTable } from '../tables.js'
import { orderDetails } from './checkout-details.js'

/** A priced order, ready to be written. Money in grosze. */
export interface PricedOrder {
  order: Omit<Insertable<OrdersTable>, 'number' | 'id' | 'status' | 'created_at' | 'updated_at'>
  lines: (Omit<
    Insertable<OrderLinesTable>,
    'order_id' | 'position' | 'options' | 'vat_rate' | 'gross_grosze' | 'deposit_grosze'
  > & {
    options: string | null
    vat_rate: number
    gross_grosze: number
    deposit_grosze: number
  })[]
  totals: Totals
  /** ISO instant: the chosen time, or now + the lead time for ASAP. */
  expectedAt: string
}

export interface PricingContext {
  /** The menu now (app.menu.current()): a product it does not show cannot be ordered. */
  menu: Pick<Catalog, 'productById'>
  now: Date
  override: Override | null
  /** The calendar's holidays and special hours (the weekly schedule where it is silent). */
  calendar?: Calendar
  /** Busy mode: minutes added to an ASAP order's expected time. */
  busyMinutes?: number
  onlinePaymentAvailable: boolean
  /** PayU takes a BLIK code typed on our page (PAYU_BLIK_CODE=1). */
  blikCodeAvailable?: boolean
  discount: Discount | null
  promoCode: string | null
  /** Each dish's option groups at `now` (none when left out). */
  optionGroupsOf?: (productId: string) => OptionGroupData[]
  /** Refuses an order line whose options break a rule (the options capability's wording). */
  refuseOptions?: (
    problem: NonNullable<ReturnType<typeof checkOptions>>,
    index: number,
    dish: string,
  ) => Error
}

/**
 * Turns a validated request into a priced order: the server looks every product up in the
 * menu snapshot, recomputes every amount in grosze and applies the order rules. Client prices
 * are never read. Throws HttpError (4xx, naming the field) when the order cannot be placed.
 */
export function priceOrder(body: OrderRequest, context: PricingContext): PricedOrder {
  const lang: Language = body.language ?? 'pl'
  const groupsOf = context.optionGroupsOf ?? (() => [])
  // One line per dish and choice of options: the same dish with other options is another line.
  const merged = new Map<string, { productId: string; options: string[]; count: number }>()
  body.items.forEach((item, index) => {
    const product = context.menu.productById(item.productId)
    if (!product) {
      throw unknownProduct(item.productId, index)
    }
    const chosen = item.options ?? []
    const problem = checkOptions(groupsOf(product.id), chosen)
    if (problem) {
      throw optionsRefused(problem, index, product.name[lang], lang)
    }
    const options = normalizeOptionIds(chosen)
    const key = lineKey(product.id, options)
    const line = merged.get(key) ?? { productId: product.id, options, count: 0 }
    merged.set(key, { ...line, count: line.count + item.count })
  })
  const lines = [...merged.values()].map(({ productId, options, count }) => {
    const product = context.menu.productById(productId)!
    if (count > 99) {
      throw tooManyOfOne(product.name.pl)
    }
    const groups = groupsOf(productId)
    const unitGrosze = unitPriceInGrosze(product.price, groups, options)
    // The line's rate: the highest of the dish and its chosen options (domain/vat.ts).
    const chosen = new Set(options)
    const vatRate = lineVatRate(
      product.vatRate ?? DEFAULT_VAT_RATE,
      groups.flatMap((g) => g.options.filter((o) => chosen.has(o.id)).map((o) => o.vatRate)),
    )
    const depositGrosze = toGrosze(product.deposit ?? 0)
    return { product, count, unitGrosze, vatRate, depositGrosze, options: orderLineOptions(groups, options) }
  })

  const phone = normalizePolishPhone(body.customer.phone)
  if (!phone) {
    throw invalidPhone()
  }
  let address = body.address
  if (body.deliveryType === 'COURIER') {
    if (!address) throw addressRequired()
    const postalCode = normalizePostalCode(address.postalCode)
    if (!postalCode) throw invalidPostalCode()
    address = { ...address, postalCode, city: address.city?.trim() || 'Kraków' }
  }
  let orderTime: Date | null = null
  if (body.orderTimeType === 'DATE') {
    if (!body.orderTime) throw orderTimeMissing()
    orderTime = new Date(body.orderTime)
  }

  const problems = checkOrder({
    lines: lines.map(({ product, count, unitGrosze }) => ({
      id: product.id,
      price: toPln(unitGrosze),
      count,
      kinds: product.kinds,
    })),
    deliveryType: body.deliveryType,
    paymentMethod: body.paymentMethod,
    discount: context.discount,
    onlinePaymentAvailable: context.onlinePaymentAvailable,
    timing: {
      now: context.now,
      override: context.override,
      calendar: context.calendar,
      orderTimeType: body.orderTimeType,
      orderTime,
    },
  })
  const problem = problems[0]
  if (problem) throw new HttpError(422, orderProblemMessage(problem, lang), problem.code, problem.field)
  const details = orderDetails(
    body,
    lines.map(({ product, count }) => ({ pieces: product.count, kinds: product.kinds, count })),
    { blikCodeAvailable: context.blikCodeAvailable === true, lang },
  )

  const totals = computeTotalsInGrosze({
    lines: lines.map(({ unitGrosze, count, depositGrosze }) => ({
      price: toPln(unitGrosze),
      count,
      deposit: toPln(depositGrosze),
    })),
    deliveryType: body.deliveryType,
    discount: context.discount,
  })
  const vat = orderVat({
    lines: lines.map(({ unitGrosze, count, vatRate, depositGrosze }) => ({
      lineTotal: unitGrosze * count,
      vatRate,
      count,
      deposit: depositGrosze,
    })),
    discount: totals.discount,
    delivery: totals.delivery,
  })
  if (body.expectedTotal !== undefined && toGrosze(body.expectedTotal) !== totals.total) {
    throw totalMismatch(totals.total, lang)
  }

  const expectedAt = (
    orderTime ?? expectedReadyAt(context.now, body.deliveryType, context.busyMinutes)
  ).toISOString()
  const courier = body.deliveryType === 'COURIER' && address
  return {
    totals,
    expectedAt,
    lines: lines.map(({ product, count, unitGrosze, vatRate, depositGrosze, options }, i) => ({
      product_id: product.id,
      name: product.name.pl,
      name_en: product.name.en,
      unit_price_grosze: unitGrosze,
      count,
      line_total_grosze: unitGrosze * count,
      vat_rate: vatRate,
      gross_grosze: vat.lines[i]!.gross,
      deposit_grosze: depositGrosze,
      options: options.length > 0 ? JSON.stringify(options) : null,
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
      ...details,
      promo_code: context.promoCode,
      products_grosze: totals.products,
      discount_grosze: totals.discount,
      delivery_grosze: totals.delivery,
      deposits_grosze: totals.deposits,
      vat_by_rate: JSON.stringify(vat.byRate),
      delivery_vat: JSON.stringify(vat.delivery),
      total_grosze: totals.total,
      language: lang,
      cancel_reason: null,
      business_date: warsawDate(orderTime ?? context.now),
    },
  }
}
