import type { Cart } from '../../../domain/cart.js'
import { normalizePolishPhone, normalizePostalCode } from '../../../domain/order-rules.js'
import type { DeliveryType, Language, OrderTimeType, PaymentMethod } from '../../../schemas/enums.js'
import type { MessageKey } from '../../i18n/index.js'

/** What the guest types into the checkout. */
export interface CheckoutValues {
  deliveryType: DeliveryType
  orderTimeType: OrderTimeType
  /** ISO instant of the chosen slot (DATE). */
  orderTime: string
  paymentMethod: PaymentMethod
  name: string
  phone: string
  email: string
  street: string
  buildingNumber: string
  apartment: string
  floor: string
  postalCode: string
  city: string
  comment: string
  acceptTerms: boolean
}

export const initialValues: CheckoutValues = {
  // The checkout starts on courier delivery, as the specification says.
  deliveryType: 'COURIER',
  orderTimeType: 'ASAP',
  orderTime: '',
  paymentMethod: 'CASH',
  name: '',
  phone: '',
  email: '',
  street: '',
  buildingNumber: '',
  apartment: '',
  floor: '',
  postalCode: '',
  city: 'Kraków',
  comment: '',
  acceptTerms: false,
}

export type CheckoutField = keyof CheckoutValues
export type CheckoutErrors = Partial<Record<CheckoutField, MessageKey>>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/** Inline validation of the form: a message key per invalid field (none when the form is fine). */
export function validateCheckout(values: CheckoutValues): CheckoutErrors {
  const errors: CheckoutErrors = {}
  const name = values.name.trim()
  if (!name) errors.name = 'checkout.required'
  else if (name.length < 2 || name.length > 80) errors.name = 'checkout.nameInvalid'
  if (!values.phone.trim()) errors.phone = 'checkout.required'
  else if (!normalizePolishPhone(values.phone)) errors.phone = 'checkout.phoneInvalid'
  if (!values.email.trim()) errors.email = 'checkout.required'
  else if (!EMAIL.test(values.email.trim())) errors.email = 'checkout.emailInvalid'
  if (values.deliveryType === 'COURIER') {
    if (values.street.trim().length < 2) errors.street = 'checkout.required'
    if (!values.buildingNumber.trim()) errors.buildingNumber = 'checkout.required'
    if (!values.postalCode.trim()) errors.postalCode = 'checkout.required'
    else if (!normalizePostalCode(values.postalCode)) errors.postalCode = 'checkout.postalInvalid'
    if (values.city.trim().length < 2) errors.city = 'checkout.required'
  }
  if (values.orderTimeType === 'DATE' && !values.orderTime) errors.orderTime = 'checkout.slotRequired'
  if (values.comment.length > 500) errors.comment = 'checkout.commentTooLong'
  if (!values.acceptTerms) errors.acceptTerms = 'checkout.termsRequired'
  return errors
}

/** The JSON order for POST /api/order. No price is sent except the total the guest saw. */
export function orderPayload(
  values: CheckoutValues,
  lines: Cart,
  extra: { promoCode: string | null; expectedTotal: number; language: Language },
) {
  const courier = values.deliveryType === 'COURIER'
  return {
    items: lines.map(({ productId, count }) => ({ productId, count })),
    deliveryType: values.deliveryType,
    paymentMethod: values.paymentMethod,
    orderTimeType: values.orderTimeType,
    ...(values.orderTimeType === 'DATE' ? { orderTime: values.orderTime } : {}),
    customer: { name: values.name.trim(), phone: values.phone.trim(), email: values.email.trim() },
    ...(courier
      ? {
          address: {
            street: values.street.trim(),
            buildingNumber: values.buildingNumber.trim(),
            ...(values.apartment.trim() ? { apartment: values.apartment.trim() } : {}),
            ...(values.floor.trim() ? { floor: values.floor.trim() } : {}),
            postalCode: normalizePostalCode(values.postalCode) ?? values.postalCode.trim(),
            city: values.city.trim(),
          },
        }
      : {}),
    ...(extra.promoCode ? { promoCode: extra.promoCode } : {}),
    ...(values.comment.trim() ? { comment: values.comment.trim() } : {}),
    expectedTotal: extra.expectedTotal,
    acceptTerms: true as const,
    language: extra.language,
  }
}
