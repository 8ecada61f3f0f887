// Not in the PostgreSQL pass: the ticket's bytes alone, no database.
/**
 * Long lines of a printed ticket (docs/printing.md, "Long lines"), read back from the ESC/POS bytes
 * in code page 852 as the printer prints them: words kept whole, a separator never left at the end
 * of a line, an extra ("sos sojowy", "bez imbiru") never split, continuation lines indented.
 */
import t, { type Test } from 'tap'

import type { TicketOrder } from '#domain/order-presenter.js'
import { encodeTicket } from '#plugins/printing/ticket.js'
import { keepTogether, wrap } from '#plugins/printing/wrap.js'
import { readEscPos } from '../../helpers/printer-stand-in.js'

const order: TicketOrder = {
  number: 12,
  createdAt: '2026-11-25T16:05:00.000Z',
  deliveryType: 'COURIER',
  paymentMethod: 'CASH',
  orderTimeType: 'ASAP',
  orderTime: null,
  estimatedReadyAt: null,
  items: [
    {
      productId: 'futomaki',
      name: 'Futomaki z krewetką w tempurze i awokado',
      count: 2,
      lineTotal: 84,
      options: [
        {
          kind: 'REPLACE',
          group: 'Ryba',
          name: 'tuńczyk pieczony z sezamem',
          replaces: 'łosoś wędzony na zimno',
          priceDelta: 0,
        },
      ],
    },
  ],
  totals: { products: 84, discount: 0, delivery: 9.99, total: 93.99 },
  extras: { chopsticks: 3, soySauce: true, ginger: false, wasabi: true, cutlery: true },
  comment: 'Proszę bardzo delikatnie zapakować, sushi dla dziecka',
  customer: { name: 'Anna Kowalska', phone: '+48600100200' },
  address: { street: 'ul. Józefa', buildingNumber: '12', postalCode: '31-056', city: 'Kraków' },
}

function printed(t: Test, paperWidth: 58 | 80): string[] {
  const bytes = encodeTicket(
    'KITCHEN',
    { order },
    { paperWidth, codepage: 'cp852', language: 'esc-pos' },
    { words: 'pl', reprint: false, interrupted: false },
  )
  const ticket = readEscPos(bytes)
  t.ok(ticket.codepages.includes(18), 'code page 852')
  return ticket.lines
}

/** The lines from the one starting with `first`, `count` of them. */
const from = (lines: string[], first: string, count: number) =>
  lines.slice(
    lines.findIndex((line) => line.startsWith(first)),
    lines.findIndex((line) => line.startsWith(first)) + count,
  )

t.test('80 mm: the extras break between entries, the separator starts the next line', async (t) => {
  const lines = printed(t, 80)
  t.ok(
    lines.every((line) => Array.from(line).length <= 48),
    'no line wider than 48',
  )
  t.same(from(lines, 'Dodatki:', 2), [
    'Dodatki: Pałeczki: 3 - sos sojowy - bez imbiru',
    '  - wasabi - sztućce',
  ])
  t.notOk(
    lines.some((line) => / -$/.test(line)),
    'no line ends with a dash',
  )
  t.same(from(lines, '2 × Futomaki', 4), [
    '2 × Futomaki z krewetką w tempurze i awokado',
    '   łosoś wędzony na zimno -> tuńczyk pieczony z',
    '     sezamem',
    '────────────────────────────────────────────────',
  ])
})

t.test('58 mm: 32 columns, the dish and its option continue under themselves', async (t) => {
  const lines = printed(t, 58)
  t.ok(
    lines.every((line) => Array.from(line).length <= 32),
    'no line wider than 32',
  )
  t.same(from(lines, '2 × Futomaki', 5), [
    '2 × Futomaki z krewetką w',
    '    tempurze i awokado',
    '   łosoś wędzony na zimno',
    '     -> tuńczyk pieczony z',
    '     sezamem',
  ])
  t.same(from(lines, 'Dodatki:', 3), [
    'Dodatki: Pałeczki: 3',
    '  - sos sojowy - bez imbiru',
    '  - wasabi - sztućce',
  ])
  t.same(from(lines, 'Uwagi:', 2), ['Uwagi: Proszę bardzo delikatnie', '  zapakować, sushi dla dziecka'])
})

t.test(
  'wrap: words whole, a word wider than the paper cut, a phrase split only when it must be',
  async (t) => {
    t.same(wrap('Zażółć gęślą jaźń', 9), ['Zażółć', 'gęślą', 'jaźń'], 'Polish letters are one column each')
    t.same(wrap('ab cd - ef', 5), ['ab cd', '- ef'], 'the dash goes with the word after it')
    t.same(wrap('Uwagi: https://example.com/abc', 12, 0, 2), [
      'Uwagi:',
      '  https://ex',
      '  ample.com/',
      '  abc',
    ])
    t.same(wrap(`x ${keepTogether('bez sosu sojowego')}`, 12), ['x', 'bez sosu', 'sojowego'])
    t.same(wrap(`x ${keepTogether('bez imbiru')}`, 12), ['x bez imbiru'])
    t.same(wrap(`${keepTogether('sos sojowy')} y`, 9, 0, 2), ['sos', '  sojowy', '  y'])
  },
)
