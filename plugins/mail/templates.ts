import { formatDate, formatTime, warsawDate } from '#domain/hours.js'
import { presentOrder } from '#domain/order-presenter.js'
import { fullAddress, RESTAURANT } from '#domain/restaurant.js'
import type { StaffOrder } from '#schemas/orders.js'
import { guestTextWithoutLinks } from './guest-text.js'
import { detailRows, type MailDetails, mailDetails } from './order-extras-text.js'
import type { MailKind } from './tables.js'

/** The part of an order its e-mails show, kept with each outbox row (written with the order). */
export type MailOrder = Pick<
  StaffOrder,
  | 'id'
  | 'number'
  | 'language'
  | 'deliveryType'
  | 'paymentMethod'
  | 'orderTimeType'
  | 'items'
  | 'totals'
  | 'address'
  | 'promoCode'
  | 'expectedAt'
  | 'estimatedReadyAt'
  | 'cancelReason'
  | 'createdAt'
> & { customer: Pick<StaffOrder['customer'], 'name'> } & MailDetails

/** What a message says: the order as it was when the e-mail was written, and the change it tells of. */
export interface MailParams {
  order: MailOrder
  /** ACCEPTED: the time staff expect the order to be ready or delivered. */
  estimatedReadyAt?: string
  /** CANCELLED: the reason staff gave. */
  reason?: string
  /** INVOICE: the restaurant's number of the invoice and the number KSeF gave it. */
  invoice?: { number: string; ksefNumber: string }
}

/** The fields of an order its e-mails show (no phone, no e-mail address: the row has the recipient). */
export function mailOrder(order: StaffOrder | MailOrder): MailOrder {
  return {
    id: order.id,
    number: order.number,
    language: order.language,
    deliveryType: order.deliveryType,
    paymentMethod: order.paymentMethod,
    orderTimeType: order.orderTimeType,
    items: order.items,
    totals: order.totals,
    address: order.address,
    promoCode: order.promoCode,
    expectedAt: order.expectedAt,
    estimatedReadyAt: order.estimatedReadyAt,
    cancelReason: order.cancelReason,
    createdAt: order.createdAt,
    customer: { name: order.customer.name },
    ...mailDetails(order),
  }
}

export interface RenderedMail {
  subject: string
  text: string
  html: string
}

type Lang = 'pl' | 'en'

const escapeHtml = (s: string) =>
  s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/** The order's number as the thank-you page writes it: "Zamówienie nr 12" / "Order no. 12". */
function orderTitle(number: number, lang: Lang): string {
  return lang === 'en' ? `Order no. ${number}` : `Zamówienie nr ${number}`
}

/** '18:30' today, '18:30, 26.11.2026' on another day (Warsaw time). */
function when(at: string, lang: Lang, createdAt: string): string {
  const instant = new Date(at)
  const time = formatTime(instant, lang)
  return warsawDate(instant) === warsawDate(new Date(createdAt))
    ? time
    : `${time}, ${formatDate(instant, lang)}`
}

function paymentText(order: MailOrder, lang: Lang): string {
  const pl = lang === 'pl'
  switch (order.paymentMethod) {
    case 'CASH':
      return pl ? 'gotówką przy odbiorze' : 'cash on delivery or pick-up'
    case 'CARD':
      return pl ? 'kartą przy odbiorze' : 'card on delivery or pick-up'
    default:
      return pl ? 'online (PayU) — opłacone' : 'online (PayU) — paid'
  }
}

function productName(line: StaffOrder['items'][number], lang: Lang): string {
  // As ordered: a dish renamed or deleted since keeps the name the guest saw.
  return lang === 'en' ? (line.nameEn ?? line.name) : line.name
}

/** Label/value rows, written as text lines or as a simple table. */
interface Block {
  rows: [string, string][]
}

function signature(lang: Lang): { text: string; html: string } {
  const phone = RESTAURANT.phone
  const question = lang === 'pl' ? `Pytania? Zadzwoń: ${phone}.` : `Questions? Call us: ${phone}.`
  return {
    text: `${question}\n${RESTAURANT.name}, ${fullAddress}`,
    html: `<p>${escapeHtml(question)}<br>${escapeHtml(`${RESTAURANT.name}, ${fullAddress}`)}</p>`,
  }
}

function page(title: string, bodyHtml: string, lang: Lang): string {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family: Arial, Helvetica, sans-serif; color: #1d1d1b; line-height: 1.5; max-width: 600px; margin: 0 auto; padding: 16px;">
${bodyHtml}
</body></html>
`
}

function rowsText(block: Block): string {
  return block.rows.map(([label, value]) => `${label}: ${value}`).join('\n')
}

function rowsHtml(block: Block): string {
  return `<table role="presentation" style="border-collapse: collapse;">${block.rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding: 2px 12px 2px 0; color: #555;">${escapeHtml(label)}</td><td style="padding: 2px 0;">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`
}

/** Renders an order's e-mail in the order's language (Polish unless the guest ordered in English). */
export function renderMail(kind: MailKind, params: MailParams, publicUrl: string): RenderedMail {
  const lang: Lang = params.order.language === 'en' ? 'en' : 'pl'
  // What the guest typed goes to an unverified address: no web address of theirs is sent back.
  const order = guestTextWithoutLinks(params.order, lang)
  const pl = lang === 'pl'
  const title = orderTitle(order.number, lang)
  const link = `${publicUrl}/dziekujemy/?id=${encodeURIComponent(order.id)}`
  const firstName = order.customer.name.trim().split(/\s+/)[0] ?? ''
  const hello = pl
    ? `Dzień dobry${firstName ? `, ${firstName}` : ''}!`
    : `Hello${firstName ? ` ${firstName}` : ''},`
  const sign = signature(lang)
  const linkLabel = pl ? 'Status zamówienia' : 'Order status'
  const courier = order.deliveryType === 'COURIER'

  if (kind === 'ACCEPTED' || kind === 'TIME_CHANGED') {
    const at = when(
      params.estimatedReadyAt ?? order.estimatedReadyAt ?? order.expectedAt,
      lang,
      order.createdAt,
    )
    const changed = kind === 'TIME_CHANGED'
    const line = pl
      ? `${changed ? 'Restauracja zmieniła czas Twojego zamówienia.' : 'Restauracja przyjęła Twoje zamówienie.'} ${
          courier ? `Kurier dowiezie je około ${at}.` : `Będzie gotowe do odbioru około ${at}.`
        }`
      : `${changed ? 'The restaurant has changed the time of your order.' : 'The restaurant has accepted your order.'} ${
          courier
            ? `The courier will bring it at about ${at}.`
            : `It will be ready for pick-up at about ${at}.`
        }`
    const subject = pl
      ? `${title} — ${changed ? 'nowy czas' : 'przyjęte'}, około ${at}`
      : `${title} — ${changed ? 'new time' : 'accepted'}, at about ${at}`
    return {
      subject: `${subject} | ${RESTAURANT.name}`,
      text: `${hello}\n\n${line}\n\n${linkLabel}: ${link}\n\n${sign.text}\n`,
      html: page(
        subject,
        `<p>${escapeHtml(hello)}</p><p>${escapeHtml(line)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p>${sign.html}`,
        lang,
      ),
    }
  }

  if (kind === 'INVOICE') return invoiceMail(params, order, { lang, hello, sign, publicUrl })

  if (kind === 'CANCELLED') {
    const reason = params.reason ?? order.cancelReason ?? ''
    const line = pl
      ? 'Niestety musieliśmy anulować Twoje zamówienie.'
      : 'Unfortunately we had to cancel your order.'
    const why = reason ? (pl ? `Powód: ${reason}` : `Reason: ${reason}`) : ''
    const refund =
      order.paymentMethod === 'ONLINE'
        ? pl
          ? 'Pieniądze za zamówienie opłacone online zwrócimy przez PayU.'
          : 'The online payment will be refunded through PayU.'
        : ''
    const subject = pl ? `${title} — anulowane` : `${title} — cancelled`
    const paragraphs = [hello, line, why, refund].filter(Boolean)
    return {
      subject: `${subject} | ${RESTAURANT.name}`,
      text: `${paragraphs.join('\n\n')}\n\n${sign.text}\n`,
      html: page(subject, `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${sign.html}`, lang),
    }
  }

  // CONFIRMATION: everything the guest needs to know, and the link to the live status. The order in
  // the kitchen's words (domain/order-presenter.ts), its dishes named in the guest's language.
  const ticket = presentOrder(
    { ...order, items: order.items.map((item) => ({ ...item, name: productName(item, lang) })) },
    lang,
  )
  const address = order.address
    ? `${order.address.street} ${order.address.buildingNumber}${order.address.apartment ? `/${order.address.apartment}` : ''}, ${order.address.postalCode} ${order.address.city}`
    : fullAddress
  const expected = when(order.expectedAt, lang, order.createdAt)
  const timeText =
    order.orderTimeType === 'DATE'
      ? pl
        ? `na godzinę ${expected}`
        : `for ${expected}`
      : pl
        ? `jak najszybciej, około ${expected}`
        : `as soon as possible, at about ${expected}`
  const facts: Block = {
    rows: [
      [
        pl ? (courier ? 'Dostawa kurierem' : 'Odbiór osobisty') : courier ? 'Courier delivery' : 'Pick-up',
        address,
      ],
      [pl ? 'Czas' : 'Time', timeText],
      [pl ? 'Płatność' : 'Payment', paymentText(order, lang)],
      ...detailRows(ticket, lang),
    ],
  }
  const lines: Block = {
    rows: ticket.lines.map((line) => [
      `${line.quantity} ${line.name}${line.details.length ? ` (${line.details.join(', ')})` : ''}`,
      line.total,
    ]),
  }
  // The kitchen's totals; the last row says to the guest whether it is paid or to pay.
  const totals: Block = {
    rows: ticket.totals.map((row, index, all): [string, string] =>
      index < all.length - 1
        ? [row.label, row.value]
        : [
            order.paymentMethod === 'ONLINE' ? (pl ? 'Zapłacono' : 'Paid') : pl ? 'Do zapłaty' : 'To pay',
            row.value,
          ],
    ),
  }
  const intro = pl
    ? 'Dziękujemy za zamówienie w Sakana Sushi. Oto jego potwierdzenie.'
    : 'Thank you for ordering from Sakana Sushi. Here is your confirmation.'
  const subject = pl ? `${title} — potwierdzenie` : `${title} — confirmation`
  const text = [
    hello,
    intro,
    title,
    rowsText(lines),
    rowsText(totals),
    rowsText(facts),
    `${linkLabel}: ${link}`,
    sign.text,
  ].join('\n\n')
  const html = page(
    subject,
    [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<h1 style="font-size: 20px;">${escapeHtml(title)}</h1>`,
      rowsHtml(lines),
      `<hr style="border: 0; border-top: 1px solid #ddd;">`,
      rowsHtml(totals),
      `<hr style="border: 0; border-top: 1px solid #ddd;">`,
      rowsHtml(facts),
      `<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p>`,
      sign.html,
    ].join('\n'),
    lang,
  )
  return { subject: `${subject} | ${RESTAURANT.name}`, text: `${text}\n`, html }
}

/**
 * The buyer's invoice: the PDF is attached (the outbox's attachment source, made when the e-mail is
 * sent) and can be downloaded from the link, which works as long as the order's status page does.
 * The invoice itself is in Polish, as KSeF's invoices are; the e-mail is in the order's language.
 */
function invoiceMail(
  params: MailParams,
  order: MailOrder,
  ctx: { lang: Lang; hello: string; sign: { text: string; html: string }; publicUrl: string },
): RenderedMail {
  const { lang, hello, sign } = ctx
  const pl = lang === 'pl'
  const number = params.invoice?.number ?? ''
  const ksef = params.invoice?.ksefNumber ?? ''
  const pdfLink = `${ctx.publicUrl}/api/order/${encodeURIComponent(order.id)}/invoice.pdf`
  const line = pl
    ? `W załączniku przesyłamy fakturę VAT nr ${number} do zamówienia nr ${order.number}, wystawioną w KSeF (numer KSeF: ${ksef}).`
    : `Attached is VAT invoice no. ${number} for order no. ${order.number}, issued in KSeF, the Polish national e-invoice system (KSeF number: ${ksef}). The invoice is in Polish.`
  const download = pl ? 'Fakturę można też pobrać tutaj' : 'You can also download it here'
  const subject = pl
    ? `Faktura ${number} — ${orderTitle(order.number, lang)}`
    : `Invoice ${number} — ${orderTitle(order.number, lang)}`
  return {
    subject: `${subject} | ${RESTAURANT.name}`,
    text: `${hello}\n\n${line}\n\n${download}: ${pdfLink}\n\n${sign.text}\n`,
    html: page(
      subject,
      `<p>${escapeHtml(hello)}</p><p>${escapeHtml(line)}</p><p><a href="${escapeHtml(pdfLink)}">${escapeHtml(download)}</a></p>${sign.html}`,
      lang,
    ),
  }
}
