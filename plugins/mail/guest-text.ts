/**
 * Guests' text in an e-mail that goes to an address nobody verified (docs/security.md, "E-mails"):
 * a web address typed into the name, the notes, the delivery address or the invoice's company is
 * replaced, so that the site never mails someone else's link (mail programs turn `www.x.pl` and
 * `x.com` into links by themselves). E-mail addresses, decimals and times stay.
 */
import type { MailOrder } from './templates.js'

/** Top-level domains mail programs link on sight; a word ending in another one is left alone. */
const TLDS =
  'pl|com|net|org|eu|info|biz|io|co|me|app|dev|xyz|top|site|online|shop|store|click|link|live|de|uk|ru|ua|cz|sk|us|tk|ly|gl|to|cc|ws|example'

/** A scheme's URL, a `www.` address, or a bare domain ending in one of TLDS (not inside an e-mail). */
const WEB_ADDRESS = new RegExp(
  [
    String.raw`\b[a-z][a-z0-9+.-]*:\/\/\S+`,
    String.raw`\bwww\.\S+`,
    String.raw`(?<![@\w.-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:${TLDS})\b(?![@.-]?\w)(?:\/\S*)?`,
  ].join('|'),
  'giu',
)

function withoutLinks(text: string, lang: 'pl' | 'en'): string {
  return text.replace(WEB_ADDRESS, lang === 'pl' ? '[link usunięty]' : '[link removed]')
}

/** Every string of an object (an address) cleared of web addresses. */
function cleanAll<T extends object>(value: T, clean: (text: string) => string): T {
  return Object.fromEntries(
    Object.entries(value).map(([key, field]) => [key, typeof field === 'string' ? clean(field) : field]),
  ) as T
}

/** The order with every field the guest typed cleared of web addresses. */
export function guestTextWithoutLinks(order: MailOrder, lang: 'pl' | 'en'): MailOrder {
  const clean = (text: string) => withoutLinks(text, lang)
  const invoice = order.invoice
  return {
    ...order,
    customer: { ...order.customer, name: clean(order.customer.name) },
    comment: order.comment ? clean(order.comment) : (order.comment ?? null),
    deliveryNote: order.deliveryNote ? clean(order.deliveryNote) : (order.deliveryNote ?? null),
    address: order.address ? cleanAll(order.address, clean) : order.address,
    invoice: invoice
      ? { ...invoice, companyName: clean(invoice.companyName), address: cleanAll(invoice.address, clean) }
      : invoice,
  }
}
