/**
 * An order as the kitchen reads it (docs/printing.md, The ticket): one presenter of an order's
 * number, times, fulfilment, lines with their options, extras, notes, invoice mark, customer, totals
 * and payment, as words in Polish or English. The staff board's card, the HTML ticket, the e-mail and
 * the printed ticket all show these words, so that they never tell an order differently.
 */
import type { DeliveryType, Language, PaymentMethod } from '#schemas/enums.js'
import { extrasLine, type OrderExtras } from './extras.js'
import { formatDate, formatTime } from './hours/format.js'
import { warsawDate } from './hours/warsaw-time.js'
import { formatPrice } from './money.js'
import { formatNip } from './nip.js'
import { type LineOptionKind, lineOptionText } from './option-words.js'
import { formatPolishPhone } from './order-rules.js'

/**
 * A choice made on a dish, as stored with the order line (domain/option-words.ts): an addition
 * ("+ jajko"), a default taken off ("− ogórek"), a swap ("łosoś → tuńczyk", when it `replaces` an
 * ingredient) or a required choice ("Ostrość: łagodny"). Lines without options leave it out.
 */
interface TicketLineOption {
  /** Left out: a swap when it `replaces` something, an addition otherwise. */
  kind?: LineOptionKind
  group?: string
  name: string
  /** What the option costs on top of the dish (PLN); 0 for a free swap. */
  priceDelta?: number
  /** The ingredient the option takes the place of. */
  replaces?: string | null
  /** Portions of an added option, when more than one ("2 × Podwójny węgorz"). */
  quantity?: number
}

/** An order line as the presenter reads it. */
interface TicketOrderLine {
  productId: string
  name: string
  /** The dish's English name when the order was placed (English words use it when there is one). */
  nameEn?: string | null
  count: number
  lineTotal: number
  /** Deposit per piece in PLN (kaucja); 0 or absent without. */
  deposit?: number
  options?: readonly TicketLineOption[]
}

interface AddressParts {
  street: string
  buildingNumber: string
  apartment?: string | null
  floor?: string | null
  postalCode: string
  city: string
}

/** What the presenter reads of an order (the staff view has it all; an e-mail's row a part). */
export interface TicketOrder {
  number: number
  createdAt: string
  deliveryType: DeliveryType
  paymentMethod: PaymentMethod
  orderTimeType: 'ASAP' | 'DATE' | string
  orderTime?: string | null
  estimatedReadyAt?: string | null
  items: readonly TicketOrderLine[]
  totals: { products: number; discount: number; delivery: number; deposits?: number; total: number }
  promoCode?: string | null
  extras?: (OrderExtras & { line?: string }) | null
  comment?: string | null
  deliveryNote?: string | null
  invoice?: { nip: string; companyName: string; address: Omit<AddressParts, 'floor'> } | null
  payment?: { status: string } | null
  customer?: { name: string; phone?: string }
  address?: AddressParts | null
}

/** A label and its value: "Dodatki" · "Pałeczki: 3 · sos sojowy". */
interface TicketRow {
  label: string
  value: string
}

interface TicketLine {
  count: number
  /** "2 ×" */
  quantity: string
  name: string
  /** Its options, one per entry: "+ jajko", "łosoś → tuńczyk". */
  details: string[]
  /** The line's price, "48,00 zł". */
  total: string
}

/** An order in the kitchen's words. */
export interface KitchenTicket {
  number: number
  /** "Zamówienie nr 12" / "Order no. 12" */
  title: string
  /** When it was placed, "18:05" (empty for a broken date). */
  placed: string
  /** "złożone 18:05" */
  placedLine: string
  /** "Dostawa kurierem" / "Odbiór osobisty" */
  delivery: string
  /** "Jak najszybciej", "Na 18:30", "Na 27.11.2026, 18:30" */
  when: string
  /**
   * Once accepted, the time staff gave: "Dostawa ok." · "18:45" for a courier order (the time it
   * reaches the guest, as the accept form asks it), "Gotowe ok." · "18:45" for a pick-up.
   */
  readyAt: TicketRow | null
  lines: TicketLine[]
  extras: TicketRow | null
  /** The guest's note for the kitchen. */
  kitchenNote: TicketRow | null
  /** The guest's note for the courier (delivery only). */
  courierNote: TicketRow | null
  /** The invoice mark ("Faktura") and the company it is for. */
  invoice: { mark: string; label: string; company: string; nip: string; address: string } | null
  /** The guest's name, phone and delivery address lines (with the floor). */
  customer: { name: string; phone: string; address: string[] } | null
  /** "Płatność" · "Gotówka" / "Online (PayU) — opłacone" */
  payment: TicketRow
  /** Products, discount (with the code), delivery, total. */
  totals: TicketRow[]
  /** What the courier or the counter takes from the guest: the total, or nothing when paid online. */
  collect: TicketRow
}

const WORDS = {
  pl: {
    title: (n: number) => `Zamówienie nr ${n}`,
    placed: (time: string) => `złożone ${time}`,
    delivery: { COURIER: 'Dostawa kurierem', SELF: 'Odbiór osobisty' },
    asap: 'Jak najszybciej',
    at: (time: string) => `Na ${time}`,
    atDate: (date: string, time: string) => `Na ${date}, ${time}`,
    readyAt: { COURIER: 'Dostawa ok.', SELF: 'Gotowe ok.' },
    extras: 'Dodatki',
    comment: 'Uwagi',
    deliveryNote: 'Dla kuriera',
    invoiceMark: 'Faktura',
    invoice: 'Faktura na firmę',
    floor: (floor: string) => `piętro ${floor}`,
    payment: 'Płatność',
    pay: {
      CASH: 'Gotówka',
      CARD: 'Karta',
      ONLINE: 'Online',
      PAID: 'Online (PayU) — opłacone',
      PENDING: 'Online (PayU) — czeka na płatność',
      CANCELED: 'Online (PayU) — płatność anulowana',
    },
    products: 'Produkty',
    discount: 'Rabat',
    deliveryFee: 'Dostawa',
    deposit: 'Kaucja',
    total: 'Razem',
    collect: 'Do pobrania',
    nothingToCollect: 'nic — opłacone online',
  },
  en: {
    title: (n: number) => `Order no. ${n}`,
    placed: (time: string) => `placed ${time}`,
    delivery: { COURIER: 'Courier delivery', SELF: 'Pick-up' },
    asap: 'As soon as possible',
    at: (time: string) => `For ${time}`,
    atDate: (date: string, time: string) => `For ${date}, ${time}`,
    readyAt: { COURIER: 'Delivery at about', SELF: 'Ready at about' },
    extras: 'Extras',
    comment: 'Notes',
    deliveryNote: 'For the courier',
    invoiceMark: 'Invoice',
    invoice: 'VAT invoice for',
    floor: (floor: string) => `floor ${floor}`,
    payment: 'Payment',
    pay: {
      CASH: 'Cash',
      CARD: 'Card',
      ONLINE: 'Online',
      PAID: 'Online (PayU) — paid',
      PENDING: 'Online (PayU) — awaiting payment',
      CANCELED: 'Online (PayU) — payment cancelled',
    },
    products: 'Products',
    discount: 'Discount',
    deliveryFee: 'Delivery',
    deposit: 'Deposit',
    total: 'Total',
    collect: 'To collect',
    nothingToCollect: 'nothing — paid online',
  },
} as const

const validDate = (iso: string | null | undefined): Date | null => {
  if (!iso) return null
  const at = new Date(iso)
  return Number.isNaN(at.getTime()) ? null : at
}

/** One option as the kitchen reads it: "+ jajko", "− ogórek", "łosoś → tuńczyk", "Ostrość: ostry". */
function optionText(option: TicketLineOption): string {
  return lineOptionText({
    kind: option.kind ?? (option.replaces ? 'REPLACE' : 'ADD'),
    group: option.group ?? '',
    name: option.name,
    priceDelta: option.priceDelta ?? 0,
    ...(option.replaces ? { replaces: option.replaces } : {}),
    ...(option.quantity && option.quantity > 1 ? { quantity: option.quantity } : {}),
  })
}

/** The payment as the kitchen reads it; an ONLINE order says whether it is paid. */
function paymentText(order: TicketOrder, lang: Language): string {
  const pay = WORDS[lang].pay
  if (order.paymentMethod !== 'ONLINE') return pay[order.paymentMethod]
  const status = order.payment?.status
  return status === 'PAID' || status === 'PENDING' || status === 'CANCELED' ? pay[status] : pay.ONLINE
}

function addressText(a: Omit<AddressParts, 'floor'>): [string, string] {
  return [
    `${a.street} ${a.buildingNumber}${a.apartment ? `/${a.apartment}` : ''}`,
    `${a.postalCode} ${a.city}`,
  ]
}

/** "Jak najszybciej", or the requested time ("Na 18:30", with the date when it is not today). */
function whenText(order: TicketOrder, lang: Language, now: Date): string {
  const w = WORDS[lang]
  const at = order.orderTimeType === 'DATE' ? validDate(order.orderTime) : null
  if (!at) return w.asap
  const time = formatTime(at, lang)
  return warsawDate(at) === warsawDate(now) ? w.at(time) : w.atDate(formatDate(at, lang), time)
}

function totalsRows(order: TicketOrder, lang: Language): TicketRow[] {
  const w = WORDS[lang]
  const { totals } = order
  const rows: TicketRow[] = [{ label: w.products, value: formatPrice(totals.products, lang) }]
  if (totals.discount > 0) {
    const code = order.promoCode ? ` (${order.promoCode.toUpperCase()})` : ''
    rows.push({ label: `${w.discount}${code}`, value: `−${formatPrice(totals.discount, lang)}` })
  }
  rows.push({ label: w.deliveryFee, value: formatPrice(totals.delivery, lang) })
  // Outside VAT and the discount: its own row (docs/product.md, "VAT and deposits").
  if (totals.deposits) rows.push({ label: w.deposit, value: formatPrice(totals.deposits, lang) })
  rows.push({ label: w.total, value: formatPrice(totals.total, lang) })
  return rows
}

/**
 * The order in the kitchen's words. `now` decides whether a requested time needs its date (the
 * kitchen's today); the order's own placing time is the default.
 */
export function presentOrder(order: TicketOrder, lang: Language, now?: Date): KitchenTicket {
  const w = WORDS[lang]
  const created = validDate(order.createdAt)
  const placed = created ? formatTime(created, lang) : ''
  const ready = validDate(order.estimatedReadyAt)
  const invoice = order.invoice
  const customer = order.customer
  const address = order.address
  const paidOnline = order.paymentMethod === 'ONLINE'
  return {
    number: order.number,
    title: w.title(order.number),
    placed,
    placedLine: w.placed(placed),
    delivery: w.delivery[order.deliveryType],
    when: whenText(order, lang, now ?? created ?? new Date(0)),
    readyAt: ready ? { label: w.readyAt[order.deliveryType], value: formatTime(ready, lang) } : null,
    lines: order.items.map((item) => ({
      count: item.count,
      quantity: `${item.count} ×`,
      name: lang === 'en' && item.nameEn ? item.nameEn : item.name,
      details: [
        ...(item.options ?? []).map(optionText),
        ...(item.deposit ? [`${w.deposit} ${item.count} × ${formatPrice(item.deposit, lang)}`] : []),
      ],
      total: formatPrice(item.lineTotal, lang),
    })),
    extras: order.extras ? { label: w.extras, value: extrasLine(order.extras, lang) } : null,
    kitchenNote: order.comment ? { label: w.comment, value: order.comment } : null,
    courierNote: order.deliveryNote ? { label: w.deliveryNote, value: order.deliveryNote } : null,
    invoice: invoice
      ? {
          mark: w.invoiceMark,
          label: w.invoice,
          company: invoice.companyName,
          nip: `NIP ${formatNip(invoice.nip)}`,
          address: addressText(invoice.address).join(', '),
        }
      : null,
    customer: customer
      ? {
          name: customer.name,
          phone: customer.phone ? formatPolishPhone(customer.phone) : '',
          address: address
            ? (([street, city]) => [address.floor ? `${street}, ${w.floor(address.floor)}` : street, city])(
                addressText(address),
              )
            : [],
        }
      : null,
    payment: { label: w.payment, value: paymentText(order, lang) },
    totals: totalsRows(order, lang),
    collect: {
      label: w.collect,
      value: paidOnline ? w.nothingToCollect : formatPrice(order.totals.total, lang),
    },
  }
}
