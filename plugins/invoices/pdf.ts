/**
 * The buyer's copy of an issued invoice: an A4 PDF in Polish with KSeF's verification QR code
 * ("KOD I") and the KSeF number under it, as KSeF's documentation of the codes asks
 * (docs/invoices.md, "The PDF"). A pure function of its input: the same invoice, number and link
 * give the same pages; nothing is read from the database or the clock.
 */
import PDFDocument from 'pdfkit'
import { formatDate } from '#domain/hours/format.js'
import type { Invoice, InvoicePayment } from '#domain/invoices/model.js'
import { invoiceTotals } from '#domain/invoices/totals.js'
import { formatPrice, toPln } from '#domain/money.js'
import { formatNip } from '#domain/nip.js'
import { loadFonts } from './pdf-fonts.js'
import { drawQr, qrLabel } from './pdf-qr.js'

export interface InvoicePdfInput {
  invoice: Invoice
  /** The number KSeF gave the invoice; null while KSeF has not given it ("OFFLINE" under the code). */
  ksefNumber: string | null
  /** KOD I, from verificationLink() over the exact XML sent to KSeF. */
  verificationLink: string
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 }
const CONTENT_WIDTH = PAGE.width - 2 * PAGE.margin
const BOTTOM = PAGE.height - PAGE.margin
const QR_SIZE = 112
const GREY = '#555555'
const RULE = '#b0b0b0'

const PAYMENT_FORM: Record<InvoicePayment['form'], string> = {
  CASH: 'gotówka',
  CARD: 'karta płatnicza',
  ONLINE: 'płatność online',
  TRANSFER: 'przelew',
}

const zl = (grosze: number) => formatPrice(toPln(grosze), 'pl')
const rate = (r: number) => `${r}\u00a0%`

type Doc = PDFKit.PDFDocument

interface Column {
  header: string
  width: number
  align: 'left' | 'right'
}

/** The lines' table; the name takes the width the other columns leave. */
const NAME_WIDTH = CONTENT_WIDTH - (24 + 40 + 78 + 52 + 80)
const LINE_COLUMNS: Column[] = [
  { header: 'Lp.', width: 24, align: 'right' },
  { header: 'Nazwa', width: NAME_WIDTH, align: 'left' },
  { header: 'Ilość', width: 40, align: 'right' },
  { header: 'Cena jedn. brutto', width: 78, align: 'right' },
  { header: 'Stawka VAT', width: 52, align: 'right' },
  { header: 'Wartość brutto', width: 80, align: 'right' },
]
const CELL_PAD = 4

/** The invoice's PDF, as bytes. */
export async function invoicePdf(input: InvoicePdfInput): Promise<Buffer> {
  const { invoice } = input
  const { regular, bold } = loadFonts()
  const created = new Date(invoice.createdAt)
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    font: regular as unknown as string,
    lang: 'pl-PL',
    displayTitle: true,
    info: {
      Title: `Faktura VAT ${invoice.number}`,
      Author: invoice.seller.name,
      Subject: input.ksefNumber ? `Numer KSeF ${input.ksefNumber}` : 'Faktura VAT',
      CreationDate: created,
      ModDate: created,
    },
  })
  doc.registerFont('regular', regular)
  doc.registerFont('bold', bold)
  const done = collect(doc)

  header(doc, input)
  parties(doc, invoice)
  lineTable(doc, invoice)
  totals(doc, invoice)
  payment(doc, invoice)
  footer(doc, input.verificationLink)

  doc.end()
  return done
}

function collect(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    doc.on('data', (c: Buffer) => chunks.push(c))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
}

/** Adds a page when `height` points would not fit above the bottom margin. */
function room(doc: Doc, height: number) {
  if (doc.y + height > BOTTOM) doc.addPage()
}

function header(doc: Doc, { invoice, ksefNumber, verificationLink }: InvoicePdfInput) {
  const top = PAGE.margin
  const label = qrLabel(ksefNumber)
  doc.font('regular').fontSize(7.5)
  const labelWidth = doc.widthOfString(label) + 2
  // The label is centred under the code; the code moves left when its label is wider.
  const right = PAGE.width - PAGE.margin
  const centre = Math.min(right - QR_SIZE / 2, right - labelWidth / 2)
  drawQr(doc, verificationLink, centre - QR_SIZE / 2, top, QR_SIZE)
  doc.fillColor('black').text(label, centre - labelWidth / 2, top + QR_SIZE + 2, {
    width: labelWidth,
    align: 'center',
    lineBreak: false,
  })

  const textWidth = CONTENT_WIDTH - Math.max(QR_SIZE, labelWidth) - 10
  doc.font('bold').fontSize(20).text('Faktura VAT', PAGE.margin, top, { width: textWidth })
  doc.fontSize(12).text(`nr ${invoice.number}`, { width: textWidth })
  doc.moveDown(0.6)
  field(doc, 'Data wystawienia', formatDate(invoice.issueDate, 'pl'), textWidth)
  field(doc, 'Data sprzedaży', formatDate(invoice.saleDate, 'pl'), textWidth)
  field(doc, 'Numer KSeF', ksefNumber ?? 'nie nadano jeszcze', textWidth)
  doc.y = Math.max(doc.y, top + QR_SIZE + 16) + 14
}

function field(doc: Doc, label: string, value: string, width: number) {
  doc.font('regular').fontSize(9.5).fillColor(GREY).text(`${label}: `, { continued: true, width })
  doc.fillColor('black').text(value)
}

function parties(doc: Doc, invoice: Invoice) {
  const top = doc.y
  const columnWidth = (CONTENT_WIDTH - 20) / 2
  const party = (title: string, p: Invoice['seller'], x: number) => {
    doc.font('bold').fontSize(8).fillColor(GREY).text(title.toUpperCase(), x, top, { width: columnWidth })
    doc.moveDown(0.3)
    doc.font('bold').fontSize(10.5).fillColor('black').text(p.name, { width: columnWidth })
    doc.font('regular').fontSize(10)
    doc.text(p.addressLine1, { width: columnWidth })
    if (p.addressLine2) doc.text(p.addressLine2, { width: columnWidth })
    doc.text(`NIP: ${formatNip(p.nip)}`, { width: columnWidth })
    return doc.y
  }
  const left = party('Sprzedawca', invoice.seller, PAGE.margin)
  const right = party('Nabywca', invoice.buyer, PAGE.margin + columnWidth + 20)
  doc.x = PAGE.margin
  doc.y = Math.max(left, right) + 18
}

function rowHeight(doc: Doc, cells: string[], columns: Column[], font: 'regular' | 'bold', size: number) {
  doc.font(font).fontSize(size)
  const heights = cells.map((c, i) => doc.heightOfString(c, { width: columns[i]!.width - 2 * CELL_PAD }))
  return Math.max(...heights) + 2 * CELL_PAD
}

/** One row of cells, right-aligned to the margin; text wraps inside its cell. */
function row(
  doc: Doc,
  cells: string[],
  columns: Column[],
  font: 'regular' | 'bold',
  size: number,
  fill?: string,
) {
  const height = rowHeight(doc, cells, columns, font, size)
  room(doc, height)
  doc.font(font).fontSize(size)
  const top = doc.y
  const totalWidth = columns.reduce((s, c) => s + c.width, 0)
  const left = PAGE.margin + CONTENT_WIDTH - totalWidth
  if (fill) doc.rect(left, top, totalWidth, height).fill(fill)
  let x = left
  doc.fillColor('black')
  cells.forEach((c, i) => {
    const col = columns[i]!
    doc.text(c, x + CELL_PAD, top + CELL_PAD, { width: col.width - 2 * CELL_PAD, align: col.align })
    x += col.width
  })
  doc
    .moveTo(left, top + height)
    .lineTo(left + totalWidth, top + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke()
  doc.x = PAGE.margin
  doc.y = top + height
}

function lineTable(doc: Doc, invoice: Invoice) {
  const headerRow = () =>
    row(
      doc,
      LINE_COLUMNS.map((c) => c.header),
      LINE_COLUMNS,
      'bold',
      8,
      '#eeeeee',
    )
  headerRow()
  let n = 0
  const body = (cells: string[]) => {
    if (doc.y + rowHeight(doc, cells, LINE_COLUMNS, 'regular', 9) > BOTTOM) {
      // The row goes to a new page: the header is repeated above it there.
      doc.addPage()
      headerRow()
    }
    row(doc, cells, LINE_COLUMNS, 'regular', 9)
  }
  for (const line of invoice.lines) {
    n++
    body([`${n}`, line.name, `${line.quantity}`, zl(line.unitGross), rate(line.vatRate), zl(line.gross)])
  }
  for (const deposit of invoice.deposits) {
    n++
    body([
      `${n}`,
      `Kaucja za opakowanie zwrotne: ${deposit.name}`,
      `${deposit.quantity}`,
      zl(deposit.unitAmount),
      'poza VAT',
      zl(deposit.amount),
    ])
  }
  doc.moveDown(1.2)
}

const RATE_COLUMNS: Column[] = [
  { header: 'Stawka VAT', width: 70, align: 'left' },
  { header: 'Netto', width: 80, align: 'right' },
  { header: 'VAT', width: 70, align: 'right' },
  { header: 'Brutto', width: 80, align: 'right' },
]

function totals(doc: Doc, invoice: Invoice) {
  const t = invoiceTotals(invoice)
  room(doc, 20 * (t.byRate.length + 4))
  row(
    doc,
    RATE_COLUMNS.map((c) => c.header),
    RATE_COLUMNS,
    'bold',
    8,
    '#eeeeee',
  )
  for (const r of t.byRate)
    row(doc, [rate(r.rate), zl(r.net), zl(r.vat), zl(r.gross)], RATE_COLUMNS, 'regular', 9)
  row(doc, ['Razem', zl(t.net), zl(t.vat), zl(t.gross)], RATE_COLUMNS, 'bold', 9)
  doc.moveDown(0.8)
  const sumColumns: Column[] = [
    { header: '', width: 220, align: 'left' },
    { header: '', width: 80, align: 'right' },
  ]
  if (t.deposits > 0) row(doc, ['Kaucje (poza VAT)', zl(t.deposits)], sumColumns, 'regular', 9)
  row(doc, ['Do zapłaty', zl(t.toPay)], sumColumns, 'bold', 12)
  doc.moveDown(1.2)
}

function payment(doc: Doc, invoice: Invoice) {
  room(doc, 60)
  const { payment: p } = invoice
  field(doc, 'Forma płatności', PAYMENT_FORM[p.form], CONTENT_WIDTH)
  if (p.paidOn) field(doc, 'Zapłacono', formatDate(p.paidOn, 'pl'), CONTENT_WIDTH)
  else if (p.dueOn) field(doc, 'Termin płatności', formatDate(p.dueOn, 'pl'), CONTENT_WIDTH)
  const order = invoice.orderDate
    ? `${invoice.orderReference} z dnia ${formatDate(invoice.orderDate, 'pl')}`
    : invoice.orderReference
  field(doc, 'Numer zamówienia', order, CONTENT_WIDTH)
  doc.moveDown(1.5)
}

function footer(doc: Doc, link: string) {
  room(doc, 50)
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(GREY)
    .text(
      'Faktura wystawiona w Krajowym Systemie e-Faktur (KSeF). Kod QR prowadzi do jej weryfikacji ' +
        'w KSeF; ten sam adres:',
      PAGE.margin,
      doc.y,
      { width: CONTENT_WIDTH },
    )
  doc.fillColor('#1a4f8b').text(link, { width: CONTENT_WIDTH, link, underline: false })
  doc.fillColor('black')
}
