/**
 * Kitchen printing (docs/printing.md): printers' settings, the ticket's bytes read back as a cook
 * would read them (code page 852), a printer down and back, the old-job limit, printing on
 * acceptance, reprints and the queue, and the board's state with its alarm.
 */
import t from 'tap'
import { OPEN } from '../../helpers/orders-setup.js'
import { readEscPos } from '../../helpers/printer-stand-in.js'
import { setup } from '../../helpers/printing-setup.js'

t.test(
  'a cash delivery order prints its kitchen tickets and a courier copy, Polish letters in CP852',
  async (t) => {
    const s = await setup(t)
    await s.addPrinter({ copies: 2, courierCopy: true, paperWidth: 80 })
    const placed = await s.place({
      comment: 'Bez sezamu, proszę',
      deliveryNote: 'Domofon 12, brama od podwórza',
    })
    t.equal(await s.run(), 3, 'two kitchen copies and the courier copy')
    t.equal(s.printer.tickets.length, 3)
    const [kitchen, again, courier] = s.printer.tickets.map((bytes) => readEscPos(bytes))
    t.same(again, kitchen, 'the second copy is the same ticket')
    // The text as read across line ends (wrapping is checked on its own).
    const text = kitchen!.lines.map((line) => line.trim()).join(' ')
    t.ok(kitchen!.codepages.includes(18), 'code page 852 selected (ESC t 18)')
    t.ok(kitchen!.cut, 'cut at the end')
    t.ok(kitchen!.lines.some((line) => line.trim() === 'BON KUCHENNY'))
    t.ok(
      kitchen!.lines.some((line) => line.trim() === `#${placed.number}`),
      'the number on a line of its own',
    )
    t.match(text, 'Dostawa kurierem - złożone 15:00')
    t.match(text, 'Jak najszybciej')
    t.match(text, '2 × Nigiri z łososiem')
    t.match(text, '2 × Nigiri z tuńczykiem')
    t.match(text, '1 × Sashimi z łososia')
    t.match(text, 'Dodatki: Pałeczki: 1 - sos sojowy - imbir - wasabi', 'the middle dot printed as a dash')
    t.match(text, 'Uwagi: Bez sezamu, proszę')
    t.match(text, 'Płatność: Gotówka')
    t.match(text, `Razem: 142,99${'\u00a0'}zł`, '2 × 24 + 2 × 26 + 33 + 9,99 delivery')
    t.notMatch(text, 'Domofon', 'the courier note is on the courier copy')
    t.ok(kitchen!.widest <= 48, `no line wider than 48 characters (${kitchen!.widest})`)
    const courierText = courier!.lines.map((line) => line.trim()).join(' ')
    t.ok(courier!.lines.some((line) => line.trim() === 'KOPIA DLA KURIERA'))
    t.match(courierText, 'Anna Kowalska')
    t.match(courierText, '+48 600 100 200')
    t.match(courierText, 'ul. Józefa 12/4')
    t.match(courierText, '31-056 Kraków')
    t.match(courierText, 'Dla kuriera: Domofon 12, brama od podwórza')
    t.match(courierText, 'Do pobrania: 142,99\u00a0zł')
    t.notMatch(courierText, 'Nigiri', 'no dishes on the courier copy')
    t.equal(await s.run(), 0, 'printed once: nothing more to print')
    t.same((await s.states())[0], {
      ...(await s.states())[0],
      status: 'READY',
      offlineSince: null,
      waiting: 0,
      alarm: false,
    })
  },
)

t.test('58 mm paper: 32 characters a line, words kept whole, the note continued under itself', async (t) => {
  const s = await setup(t)
  await s.addPrinter({ paperWidth: 58 })
  await s.place({ comment: 'Proszę bardzo delikatnie zapakować, sushi dla dziecka bez wasabi i bez sezamu' })
  await s.run()
  const ticket = readEscPos(s.printer.tickets[0]!)
  t.ok(ticket.widest <= 32, `no line wider than 32 characters (${ticket.widest})`)
  const note = ticket.lines.slice(ticket.lines.findIndex((l) => l.startsWith('Uwagi:')))
  t.same(note.slice(0, 3), [
    'Uwagi: Proszę bardzo delikatnie',
    '  zapakować, sushi dla dziecka',
    '  bez wasabi i bez sezamu',
  ])
})

t.test('a printer down for a while keeps its queue and prints it in order when back', async (t) => {
  const s = await setup(t)
  await s.addPrinter()
  await s.printer.stop()
  const first = await s.place()
  const second = await s.place({ deliveryType: 'SELF', address: undefined })
  t.equal(await s.run(), 0, 'refused: nothing printed')
  let [state] = await s.states()
  t.equal(state!.status, 'OFFLINE')
  t.equal(state!.offlineSince, OPEN.toISOString())
  t.equal(state!.waiting, 2)
  t.equal(state!.alarm, false, 'not yet a minute')
  t.equal(state!.lastError, 'unreachable', 'the kitchen reads "unreachable", not ECONNREFUSED')
  const failed = await s.app.inject({ url: '/api/print-jobs?status=FAILED', headers: s.auth })
  t.same(
    failed
      .json()
      .jobs.map((j: { orderNumber: number; attempts: number; lastError: string }) => [
        j.orderNumber,
        j.attempts,
        j.lastError,
      ]),
    [[first.number, 1, 'unreachable']],
    'the oldest job failed; the next waits behind it',
  )
  s.tick(500)
  t.equal(await s.run(), 0, 'not tried again before its backoff')
  s.tick(61_000)
  t.equal(await s.run(), 0, 'still down')
  ;[state] = await s.states()
  t.equal(state!.alarm, true, 'jobs waiting on a printer failing for more than a minute')
  await s.printer.comeBack()
  s.tick(5_000)
  t.equal(await s.run(), 2)
  const numbers = s.printer.tickets.map((bytes) =>
    readEscPos(bytes)
      .lines.find((line) => /^\s*#\d+$/.test(line))!
      .trim(),
  )
  t.same(numbers, [`#${first.number}`, `#${second.number}`], 'in the order they were placed')
  ;[state] = await s.states()
  t.same([state!.status, state!.waiting, state!.alarm], ['READY', 0, false])
})

t.test('a printer that hangs or is out of paper keeps the job', async (t) => {
  const s = await setup(t)
  await s.addPrinter()
  s.printer.mode = 'hang'
  await s.place()
  t.equal(await s.run(), 0)
  // No answer within 0.4 s: to the kitchen, as any connection failure, "unreachable".
  t.match((await s.states())[0], { status: 'OFFLINE', lastError: 'unreachable', waiting: 1 })
  s.printer.mode = 'paper-out'
  s.tick(2_000)
  t.equal(await s.run(), 0)
  t.match((await s.states())[0], { status: 'OFFLINE', lastError: 'paper out', waiting: 1 })
  s.printer.mode = 'print'
  s.tick(5_000)
  t.equal(await s.run(), 1)
  t.equal(s.printer.tickets.length, 1)
  // The hanging printer got the ticket's bytes and never said it printed: it may have.
  const lines = readEscPos(s.printer.tickets[0]!).lines.map((line) => line.trim())
  t.ok(lines.includes('WYSŁANY PONOWNIE'), 'marked as sent again')
})

t.test('a printer that was off gets an unmarked ticket when it is back', async (t) => {
  const s = await setup(t)
  await s.addPrinter()
  await s.printer.stop()
  await s.place()
  t.equal(await s.run(), 0)
  t.match((await s.states())[0], { status: 'OFFLINE', lastError: 'unreachable' })
  await s.printer.comeBack()
  s.tick(2_000)
  t.equal(await s.run(), 1)
  const lines = readEscPos(s.printer.tickets[0]!).lines.map((line) => line.trim())
  t.notOk(lines.includes('WYSŁANY PONOWNIE'), 'nothing had gone out: not marked')
})

t.test('jobs older than the limit are not printed by themselves, but offered for reprint', async (t) => {
  const s = await setup(t)
  const { id } = await s.addPrinter({ maxAgeMinutes: 30 })
  await s.printer.stop()
  const placed = await s.place()
  await s.run()
  s.tick(31 * 60_000)
  await s.printer.comeBack()
  t.equal(await s.run(), 0, 'yesterday’s ticket does not print when the printer is switched on')
  t.equal(s.printer.tickets.length, 0)
  const expired = await s.app.inject({ url: '/api/print-jobs?status=EXPIRED', headers: s.auth })
  t.same(
    expired
      .json()
      .jobs.map((j: { orderId: string; printerId: number; kind: string }) => [
        j.orderId,
        j.printerId,
        j.kind,
      ]),
    [[placed.id, id, 'KITCHEN']],
  )
  t.match((await s.states())[0], { status: 'OFFLINE', waiting: 0, expired: 1, alarm: false })
  const reprint = await s.app.inject({
    method: 'POST',
    url: `/api/orders/${placed.id}/print`,
    headers: s.auth,
    payload: {},
  })
  t.equal(reprint.statusCode, 202, reprint.body)
  t.same(reprint.json(), { jobs: 1 })
  t.equal(await s.run(), 1, 'printed on request')
  t.match((await s.states())[0], { status: 'READY', waiting: 0 })
  const lines = readEscPos(s.printer.tickets[0]!).lines.map((line) => line.trim())
  t.ok(lines.includes(`#${placed.number}`))
  t.notOk(lines.includes('DRUK PONOWNY'), 'the first ticket that prints is not called a reprint')
})

t.test('a printer that prints on acceptance waits for staff', async (t) => {
  const s = await setup(t)
  await s.addPrinter({ kitchenTicket: 'ACCEPTED' })
  const placed = await s.place()
  t.equal(await s.run(), 0, 'nothing when placed')
  const accepted = await s.app.inject({
    method: 'POST',
    url: `/api/orders/${placed.id}/status`,
    headers: s.auth,
    payload: { status: 'ACCEPTED', estimatedReadyAt: '2026-11-25T14:45:00.000Z' },
  })
  t.equal(accepted.statusCode, 200, accepted.body)
  t.equal(await s.run(), 1)
  // A courier order: the time staff gave is when it reaches the guest.
  t.match(readEscPos(s.printer.tickets[0]!).lines.join('\n'), 'Dostawa ok.: 15:45')
})
