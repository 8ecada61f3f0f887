/**
 * The order's details beyond its lines (docs/checkout.md): the free extras (the cart's defaults
 * where the request says nothing), the courier's note, the invoice's company; checked with the
 * domain's rules, turned into the order's columns.
 */
import { defaultExtras, type ExtrasLine, extrasLine, type OrderExtras } from '#domain/extras.js'
import { normalizeNip } from '#domain/nip.js'
import { checkOrderDetails, orderDetailsMessage } from '#domain/order-details.js'
import { normalizePostalCode } from '#domain/order-rules.js'
import { HttpError } from '#infra/http/errors.js'
import type { Language } from '#schemas/enums.js'
import type { OrderRequest, StaffOrder } from '#schemas/orders.js'
import type { OrdersTable } from '../tables.js'

type DetailColumns = Pick<
  OrdersTable,
  | 'extras_chopsticks'
  | 'extras_soy_sauce'
  | 'extras_ginger'
  | 'extras_wasabi'
  | 'extras_cutlery'
  | 'delivery_note'
  | 'invoice_nip'
  | 'invoice_company'
  | 'invoice_street'
  | 'invoice_building'
  | 'invoice_apartment'
  | 'invoice_postal_code'
  | 'invoice_city'
>

const bit = (value: boolean) => (value ? 1 : 0)

/** The invoice's postal code, or a 400 naming it. */
function invoicePostalCode(raw: string, lang: Language): string {
  const code = normalizePostalCode(raw)
  if (code) return code
  throw new HttpError(
    400,
    lang === 'pl' ? 'Kod pocztowy firmy ma format NN-NNN.' : 'The company’s postal code is NN-NNN.',
    'INVALID_POSTAL_CODE',
    'invoice.address.postalCode',
  )
}

/**
 * The details' columns; throws HttpError 400 naming the field (invoice.nip, deliveryNote) or 422
 * (blikCode where the code is not taken) when they cannot be accepted.
 */
export function orderDetails(
  body: OrderRequest,
  lines: readonly ExtrasLine[],
  context: { blikCodeAvailable: boolean; lang: Language },
): DetailColumns {
  const problem = checkOrderDetails({ ...body, blikCodeAvailable: context.blikCodeAvailable })
  if (problem) {
    const status = problem.code === 'BLIK_CODE_UNAVAILABLE' ? 422 : 400
    throw new HttpError(status, orderDetailsMessage(problem, context.lang), problem.code, problem.field)
  }
  const extras: OrderExtras = { ...defaultExtras(lines), ...body.extras }
  const invoice = body.invoice
  const note = body.deliveryType === 'COURIER' ? body.deliveryNote?.trim() || null : null
  return {
    extras_chopsticks: extras.chopsticks,
    extras_soy_sauce: bit(extras.soySauce),
    extras_ginger: bit(extras.ginger),
    extras_wasabi: bit(extras.wasabi),
    extras_cutlery: bit(extras.cutlery),
    delivery_note: note,
    invoice_nip: invoice ? normalizeNip(invoice.nip) : null,
    invoice_company: invoice?.companyName.trim() ?? null,
    invoice_street: invoice?.address.street.trim() ?? null,
    invoice_building: invoice?.address.buildingNumber.trim() ?? null,
    invoice_apartment: invoice?.address.apartment?.trim() || null,
    invoice_postal_code: invoice ? invoicePostalCode(invoice.address.postalCode, context.lang) : null,
    invoice_city: invoice?.address.city.trim() ?? null,
  }
}

/** The stored details as the API shows them (extras with the kitchen's line; the invoice). */
export function detailsView(row: DetailColumns): Pick<StaffOrder, 'extras' | 'deliveryNote' | 'invoice'> {
  const extras =
    row.extras_chopsticks === null
      ? null
      : {
          chopsticks: row.extras_chopsticks,
          soySauce: row.extras_soy_sauce === 1,
          ginger: row.extras_ginger === 1,
          wasabi: row.extras_wasabi === 1,
          cutlery: row.extras_cutlery === 1,
        }
  return {
    extras: extras ? { ...extras, line: extrasLine(extras) } : null,
    deliveryNote: row.delivery_note,
    invoice: row.invoice_nip
      ? {
          nip: row.invoice_nip,
          companyName: row.invoice_company ?? '',
          address: {
            street: row.invoice_street ?? '',
            buildingNumber: row.invoice_building ?? '',
            apartment: row.invoice_apartment,
            postalCode: row.invoice_postal_code ?? '',
            city: row.invoice_city ?? '',
          },
          // What became of it is the invoices service's to say (reads.ts); asked for, until then.
          status: 'REQUESTED',
          number: null,
          ksefNumber: null,
          issuedAt: null,
          lastError: null,
          correction: null,
        }
      : null,
  }
}
