/**
 * The FA(3) XML of an invoice (the structure KSeF accepts since 2026, schema
 * `http://crd.gov.pl/wzor/2025/06/25/13775/`, form code `FA (3)` version `1-0E`). The element
 * order follows the XSD's sequences; docs/invoices.md, "FA(3) mapping", says which element holds what.
 *
 * The invoice is priced gross (art. 106e ust. 7–8): each line carries its unit gross price
 * (P_9B) and gross value (P_11A); the totals per rate carry net (P_13_x) and VAT (P_14_x) taken
 * out of the gross sums (totals.ts). Deposits are outside VAT: they are no FaWiersz (P_12 has no
 * code for "outside the scope of VAT") but a charge added after P_15 in Rozliczenie/Obciazenia.
 */

import { normalizeNip } from '#domain/nip.js'
import type { RateTotal } from '#domain/vat.js'
import type { VatRate } from '#schemas/enums.js'
import type { CorrectionInvoice, Invoice, InvoiceParty, InvoicePayment } from './model.js'
import { invoiceTotals } from './totals.js'

/** @internal Exported for its tests. */
export const FA3_NAMESPACE = 'http://crd.gov.pl/wzor/2025/06/25/13775/'
/** What KSeF's `POST /sessions/online` wants as `formCode` for FA(3). */
export const FA3_FORM_CODE = { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' } as const

/** Which P_13_x (net) and P_14_x (VAT) hold a rate, and the rate's P_12 code. */
const RATE_FIELDS: Record<VatRate, { net: string; vat: string | null; code: string }> = {
  23: { net: 'P_13_1', vat: 'P_14_1', code: '23' },
  8: { net: 'P_13_2', vat: 'P_14_2', code: '8' },
  5: { net: 'P_13_3', vat: 'P_14_3', code: '5' },
  // Domestic 0 % (not intra-EU supply or export) has only a value, no tax field.
  0: { net: 'P_13_6_1', vat: null, code: '0 KR' },
}

/** FA(3)'s FormaPlatnosci codes: 1 cash, 2 card, 6 transfer; an online payment is described. */
const PAYMENT_CODES = { CASH: '1', CARD: '2', TRANSFER: '6' } as const
const ONLINE_PAYMENT_DESCRIPTION = 'Płatność online'

/** The deposit's reason on the invoice. */
const DEPOSIT_REASON = 'Kaucja za opakowanie zwrotne (poza zakresem VAT)'
const DEPOSIT_RETURN_REASON = 'Zwrot kaucji za opakowanie zwrotne (poza zakresem VAT)'

/**
 * Characters KSeF refuses in an invoice even escaped (its XML check): XML 1.0's control characters,
 * DEL and the C1 controls except NEL, the noncharacters U+FDD0–U+FDEF and U+xFFFE/U+xFFFF of every
 * plane, and a surrogate without its pair. A guest's or a dish's text may carry them (pasted from
 * another program): they are dropped, the rest is escaped.
 */
const REFUSED_BY_KSEF =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing what KSeF cannot take
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u0084\u0086-\u009F\uFDD0-\uFDEF]|[\uFFFE\uFFFF]|[\uD83F\uD87F\uD8BF\uD8FF\uD93F\uD97F\uD9BF\uD9FF\uDA3F\uDA7F\uDABF\uDAFF\uDB3F\uDB7F\uDBBF\uDBFF][\uDFFE\uDFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g

/** @internal Exported for its tests. */
export function escapeXml(text: string): string {
  return text
    .replace(REFUSED_BY_KSEF, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;')
}

/** Grosze → `123.45` (FA(3)'s TKwotowy: a dot, at most two decimals, a minus for negatives). @internal Exported for its tests. */
export function amount(grosze: number): string {
  if (!Number.isSafeInteger(grosze)) throw new RangeError(`Not whole grosze: ${grosze}`)
  const sign = grosze < 0 ? '-' : ''
  const abs = Math.abs(grosze)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** A quantity as TIlosci (up to six decimals, no exponent). */
function quantity(q: number): string {
  if (!Number.isFinite(q)) throw new RangeError(`Not a quantity: ${q}`)
  return String(Number(q.toFixed(6)))
}

/** Collapses whitespace: FA(3)'s text fields are xsd:token, and a name must not be empty. */
function text(value: string, field: string, max = 256): string {
  const t = value.replace(/\s+/g, ' ').trim()
  if (t.length === 0) throw new RangeError(`${field} is empty`)
  return escapeXml(t.slice(0, max))
}

function el(name: string, value: string): string {
  return `<${name}>${value}</${name}>`
}

function checkDate(date: string, field: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`${field} must be YYYY-MM-DD: ${date}`)
  return date
}

function checkNip(nip: string, field: string): string {
  // TNrNIP: ten digits, the first not 0, the second and third not both 0; and the checksum, which
  // KSeF checks too (domain/nip.ts).
  if (!/^[1-9]((\d[1-9])|([1-9]\d))\d{7}$/.test(nip) || normalizeNip(nip) !== nip)
    throw new RangeError(`${field} is not a NIP: ${nip}`)
  return nip
}

function address(party: InvoiceParty, field: string): string {
  const line2 = party.addressLine2?.trim()
    ? el('AdresL2', text(party.addressLine2, `${field} address line 2`, 512))
    : ''
  return `<Adres>${el('KodKraju', 'PL')}${el('AdresL1', text(party.addressLine1, `${field} address`, 512))}${line2}</Adres>`
}

function header(createdAt: string): string {
  const created = new Date(createdAt)
  if (Number.isNaN(created.getTime())) throw new RangeError(`createdAt is not a timestamp: ${createdAt}`)
  return (
    '<Naglowek>' +
    `<KodFormularza kodSystemowy="${FA3_FORM_CODE.systemCode}" wersjaSchemy="${FA3_FORM_CODE.schemaVersion}">${FA3_FORM_CODE.value}</KodFormularza>` +
    el('WariantFormularza', '3') +
    el('DataWytworzeniaFa', created.toISOString().replace(/\.\d{3}Z$/, 'Z')) +
    el('SystemInfo', 'Sakana Sushi') +
    '</Naglowek>'
  )
}

function parties(invoice: Invoice): string {
  const seller =
    '<Podmiot1><DaneIdentyfikacyjne>' +
    el('NIP', checkNip(invoice.seller.nip, 'seller NIP')) +
    el('Nazwa', text(invoice.seller.name, 'seller name', 512)) +
    `</DaneIdentyfikacyjne>${address(invoice.seller, 'seller')}</Podmiot1>`
  // JST and GV 2: the buyer is neither a local government unit's subunit nor a VAT group member.
  const buyer =
    '<Podmiot2><DaneIdentyfikacyjne>' +
    el('NIP', checkNip(invoice.buyer.nip, 'buyer NIP')) +
    el('Nazwa', text(invoice.buyer.name, 'buyer name', 512)) +
    `</DaneIdentyfikacyjne>${address(invoice.buyer, 'buyer')}${el('JST', '2')}${el('GV', '2')}</Podmiot2>`
  return seller + buyer
}

function rateFields(byRate: readonly RateTotal[], sign: 1 | -1): string {
  // The XSD's order: P_13_1/P_14_1 (23 %), P_13_2/P_14_2 (8 %), P_13_3/P_14_3 (5 %), …, P_13_6_1 (0 %).
  return [23, 8, 5, 0]
    .map((rate) => byRate.find((r) => r.rate === rate))
    .filter((r): r is RateTotal => r !== undefined)
    .map((r) => {
      const f = RATE_FIELDS[r.rate]
      return el(f.net, amount(sign * r.net)) + (f.vat ? el(f.vat, amount(sign * r.vat)) : '')
    })
    .join('')
}

/** The fixed annotations of an ordinary domestic sale: no cash accounting, self-billing, reverse charge, split payment, exemption, new vehicles, triangulation or margin scheme. */
const ADNOTACJE =
  '<Adnotacje>' +
  el('P_16', '2') +
  el('P_17', '2') +
  el('P_18', '2') +
  el('P_18A', '2') +
  '<Zwolnienie><P_19N>1</P_19N></Zwolnienie>' +
  '<NoweSrodkiTransportu><P_22N>1</P_22N></NoweSrodkiTransportu>' +
  el('P_23', '2') +
  '<PMarzy><P_PMarzyN>1</P_PMarzyN></PMarzy>' +
  '</Adnotacje>'

function lines(invoice: Invoice, sign: 1 | -1): string {
  return invoice.lines
    .map(
      (line, i) =>
        '<FaWiersz>' +
        el('NrWierszaFa', String(i + 1)) +
        el('P_7', text(line.name, `line ${i + 1} name`, 512)) +
        el('P_8A', 'szt.') +
        el('P_8B', quantity(sign * line.quantity)) +
        el('P_9B', amount(line.unitGross)) +
        el('P_11A', amount(sign * line.gross)) +
        el('P_12', RATE_FIELDS[line.vatRate].code) +
        '</FaWiersz>',
    )
    .join('')
}

function payment(p: InvoicePayment): string {
  const paid = p.paidOn ? `${el('Zaplacono', '1')}${el('DataZaplaty', checkDate(p.paidOn, 'paidOn'))}` : ''
  const due =
    !p.paidOn && p.dueOn
      ? `<TerminPlatnosci>${el('Termin', checkDate(p.dueOn, 'dueOn'))}</TerminPlatnosci>`
      : ''
  const form =
    p.form === 'ONLINE'
      ? `${el('PlatnoscInna', '1')}${el('OpisPlatnosci', ONLINE_PAYMENT_DESCRIPTION)}`
      : el('FormaPlatnosci', PAYMENT_CODES[p.form])
  return `<Platnosc>${paid}${due}${form}</Platnosc>`
}

function orderReference(invoice: Invoice): string {
  const date = invoice.orderDate ? el('DataZamowienia', checkDate(invoice.orderDate, 'orderDate')) : ''
  return `<WarunkiTransakcji><Zamowienia>${date}${el('NrZamowienia', text(invoice.orderReference, 'order reference'))}</Zamowienia></WarunkiTransakcji>`
}

function wrap(head: string, body: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Faktura xmlns="${FA3_NAMESPACE}">${head}${body}</Faktura>\n`
}

function checkInvoice(invoice: Invoice): void {
  if (invoice.lines.length === 0) throw new RangeError('An invoice needs at least one line')
  checkDate(invoice.issueDate, 'issueDate')
  checkDate(invoice.saleDate, 'saleDate')
}

/** The FA(3) XML of a VAT invoice. */
export function buildInvoiceXml(invoice: Invoice): string {
  checkInvoice(invoice)
  const totals = invoiceTotals(invoice)
  const deposits = invoice.deposits
    .map(
      (d) =>
        `<Obciazenia>${el('Kwota', amount(d.amount))}${el('Powod', text(`${DEPOSIT_REASON}: ${d.name} × ${quantity(d.quantity)}`, 'deposit'))}</Obciazenia>`,
    )
    .join('')
  const settlement =
    invoice.deposits.length > 0
      ? `<Rozliczenie>${deposits}${el('SumaObciazen', amount(totals.deposits))}${el('DoZaplaty', amount(totals.toPay))}</Rozliczenie>`
      : ''
  const fa =
    '<Fa>' +
    el('KodWaluty', 'PLN') +
    el('P_1', invoice.issueDate) +
    el('P_2', text(invoice.number, 'number')) +
    // P_6 is given only when the sale date differs from the issue date (its documentation).
    (invoice.saleDate !== invoice.issueDate ? el('P_6', invoice.saleDate) : '') +
    rateFields(totals.byRate, 1) +
    el('P_15', amount(totals.gross)) +
    ADNOTACJE +
    el('RodzajFaktury', 'VAT') +
    lines(invoice, 1) +
    settlement +
    payment(invoice.payment) +
    orderReference(invoice) +
    '</Fa>'
  return wrap(header(invoice.createdAt), parties(invoice) + fa)
}

/**
 * The FA(3) XML of a correcting invoice (KOR) that reverses a whole issued invoice: the lines
 * again with negative quantities and values (the difference method), negative per-rate totals,
 * and the deposits returned as Odliczenia; DoRozliczenia is what the restaurant gives back.
 * It refers to the corrected invoice by its number, issue date and KSeF number; the correction
 * takes effect when it is issued (TypKorekty 2), as a refund does.
 */
export function buildCorrectionXml(correction: CorrectionInvoice): string {
  const original = correction.original
  checkInvoice(original)
  checkDate(correction.issueDate, 'issueDate')
  if (!/^\d{10}-\d{8}-[0-9A-F]{12}-[0-9A-F]{2}$/.test(correction.originalKsefNumber)) {
    throw new RangeError(`Not a KSeF number: ${correction.originalKsefNumber}`)
  }
  const totals = invoiceTotals(original)
  const returned = original.deposits
    .map(
      (d) =>
        `<Odliczenia>${el('Kwota', amount(d.amount))}${el('Powod', text(`${DEPOSIT_RETURN_REASON}: ${d.name} × ${quantity(d.quantity)}`, 'deposit'))}</Odliczenia>`,
    )
    .join('')
  const settlement =
    `<Rozliczenie>${returned}${original.deposits.length > 0 ? el('SumaOdliczen', amount(totals.deposits)) : ''}` +
    `${el('DoRozliczenia', amount(totals.toPay))}</Rozliczenie>`
  const fa =
    '<Fa>' +
    el('KodWaluty', 'PLN') +
    el('P_1', correction.issueDate) +
    el('P_2', text(correction.number, 'number')) +
    el('P_6', original.saleDate) +
    rateFields(totals.byRate, -1) +
    el('P_15', amount(-totals.gross)) +
    ADNOTACJE +
    el('RodzajFaktury', 'KOR') +
    el('PrzyczynaKorekty', text(correction.reason, 'reason')) +
    el('TypKorekty', '2') +
    '<DaneFaKorygowanej>' +
    el('DataWystFaKorygowanej', original.issueDate) +
    el('NrFaKorygowanej', text(original.number, 'original number')) +
    el('NrKSeF', '1') +
    el('NrKSeFFaKorygowanej', correction.originalKsefNumber) +
    '</DaneFaKorygowanej>' +
    lines(original, -1) +
    settlement +
    orderReference(original) +
    '</Fa>'
  return wrap(header(correction.createdAt), parties(original) + fa)
}
