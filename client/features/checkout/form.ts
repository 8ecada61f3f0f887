import type { Cart } from '#domain/cart.js'
import type { OrderExtras } from '#domain/extras.js'
import { nipDigits, normalizeNip } from '#domain/nip.js'
import { normalizePolishPhone, normalizePostalCode } from '#domain/order-rules.js'
import type { DeliveryType, Language, OrderTimeType, PaymentMethod } from '#schemas/enums.js'
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
  /** For the courier (COURIER only). */
  deliveryNote: string
  /** The extras the guest changed; the rest follow the cart (domain/extras.ts defaultExtras). */
  extras: Partial<OrderExtras>
  wantInvoice: boolean
  nip: string
  companyName: string
  /** The invoice goes to the delivery address (COURIER only). */
  invoiceSameAddress: boolean
  invoiceStreet: string
  invoiceBuilding: string
  invoicePostalCode: string
  invoiceCity: string
  /** ONLINE: a BLIK code typed here, or PayU's page. */
  onlineMethod: 'BLIK' | 'REDIRECT'
  blikCode: string
  acceptTerms: boolean
}

export const initialValues: CheckoutValues = {
  // The checkout starts on courier delivery (docs/product.md, "Money").
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
  deliveryNote: '',
  extras: {},
  wantInvoice: false,
  nip: '',
  companyName: '',
  invoiceSameAddress: true,
  invoiceStreet: '',
  invoiceBuilding: '',
  invoicePostalCode: '',
  invoiceCity: 'Kraków',
  onlineMethod: 'BLIK',
  blikCode: '',
  acceptTerms: false,
}

export type CheckoutField = keyof CheckoutValues
export type CheckoutErrors = Partial<Record<CheckoutField, MessageKey>>

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/** Whether the invoice goes to its own address (not the delivery address). */
export const ownInvoiceAddress = (values: CheckoutValues) =>
  values.deliveryType !== 'COURIER' || !values.invoiceSameAddress

/** Whether the order is paid with a BLIK code typed here (ONLINE, where the code is offered). */
export const paysWithBlikCode = (values: CheckoutValues, blikCodeAvailable: boolean) =>
  blikCodeAvailable && values.paymentMethod === 'ONLINE' && values.onlineMethod === 'BLIK'

/** The invoice's checks: NIP (domain rule), company name, and its own address where it has one. */
function validateInvoice(values: CheckoutValues, errors: CheckoutErrors): void {
  if (!values.nip.trim()) errors.nip = 'checkout.required'
  else if (!normalizeNip(values.nip)) errors.nip = 'checkout.nipInvalid'
  const company = values.companyName.trim()
  if (!company) errors.companyName = 'checkout.required'
  else if (company.length < 2 || company.length > 200) errors.companyName = 'checkout.companyInvalid'
  if (!ownInvoiceAddress(values)) return
  if (values.invoiceStreet.trim().length < 2) errors.invoiceStreet = 'checkout.required'
  if (!values.invoiceBuilding.trim()) errors.invoiceBuilding = 'checkout.required'
  if (!values.invoicePostalCode.trim()) errors.invoicePostalCode = 'checkout.required'
  else if (!normalizePostalCode(values.invoicePostalCode)) errors.invoicePostalCode = 'checkout.postalInvalid'
  if (values.invoiceCity.trim().length < 2) errors.invoiceCity = 'checkout.required'
}

/**
 * A NIP's error is shown as soon as ten digits are typed (the checksum can be judged), before the
 * field is left.
 */
export const nipComplete = (nip: string) => nipDigits(nip) !== null

/** Inline validation of the form: a message key per invalid field (none when the form is fine). */
export function validateCheckout(values: CheckoutValues, blikCodeAvailable = false): CheckoutErrors {
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
  if (values.deliveryType === 'COURIER' && values.deliveryNote.length > 200) {
    errors.deliveryNote = 'checkout.deliveryNoteTooLong'
  }
  if (values.wantInvoice) validateInvoice(values, errors)
  if (paysWithBlikCode(values, blikCodeAvailable) && !/^\d{6}$/.test(values.blikCode.replace(/\s/g, ''))) {
    errors.blikCode = 'checkout.blikInvalid'
  }
  if (!values.acceptTerms) errors.acceptTerms = 'checkout.termsRequired'
  return errors
}

/** The JSON order for POST /api/order. No price is sent except the total the guest saw. */
export function orderPayload(
  values: CheckoutValues,
  lines: Cart,
  extra: {
    promoCode: string | null
    expectedTotal: number
    language: Language
    extras: OrderExtras
    blikCodeAvailable: boolean
  },
) {
  const courier = values.deliveryType === 'COURIER'
  const invoiceAddress = ownInvoiceAddress(values)
    ? {
        street: values.invoiceStreet.trim(),
        buildingNumber: values.invoiceBuilding.trim(),
        postalCode: normalizePostalCode(values.invoicePostalCode) ?? values.invoicePostalCode.trim(),
        city: values.invoiceCity.trim(),
      }
    : {
        street: values.street.trim(),
        buildingNumber: values.buildingNumber.trim(),
        ...(values.apartment.trim() ? { apartment: values.apartment.trim() } : {}),
        postalCode: normalizePostalCode(values.postalCode) ?? values.postalCode.trim(),
        city: values.city.trim(),
      }
  return {
    items: lines.map(({ productId, count, options }) => ({
      productId,
      count,
      ...(options?.length ? { options: [...options] } : {}),
    })),
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
    ...(courier && values.deliveryNote.trim() ? { deliveryNote: values.deliveryNote.trim() } : {}),
    extras: extra.extras,
    ...(values.wantInvoice
      ? {
          invoice: {
            nip: normalizeNip(values.nip) ?? values.nip.trim(),
            companyName: values.companyName.trim(),
            address: invoiceAddress,
          },
        }
      : {}),
    ...(paysWithBlikCode(values, extra.blikCodeAvailable)
      ? { blikCode: values.blikCode.replace(/\s/g, '') }
      : {}),
    expectedTotal: extra.expectedTotal,
    acceptTerms: true as const,
    language: extra.language,
  }
}
