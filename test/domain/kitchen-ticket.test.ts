/** The order in the kitchen's words (docs/printing.md, The ticket): every part, both languages. */
import t from 'tap'
import { presentOrder, type TicketOrder } from '#domain/order-presenter.js'

const NB = '\u00a0'

function order(over: Partial<TicketOrder> = {}): TicketOrder {
  return {
    number: 12,
    createdAt: '2026-11-25T16:05:00.000Z', // 17:05 in Kraków (CET)
    deliveryType: 'COURIER',
    paymentMethod: 'CASH',
    orderTimeType: 'ASAP',
    orderTime: null,
    estimatedReadyAt: null,
    items: [
      { productId: 'a', name: 'Nigiri łosoś', count: 2, lineTotal: 24 },
      { productId: 'b', name: 'Futomaki tempura', count: 1, lineTotal: 38.5 },
    ],
    totals: { products: 62.5, discount: 0, delivery: 9.99, total: 72.49 },
    customer: { name: 'Zażółć Gęślą', phone: '+48600100200' },
    address: {
      street: 'ul. Józefa',
      buildingNumber: '12',
      apartment: '4',
      floor: '2',
      postalCode: '31-056',
      city: 'Kraków',
    },
    ...over,
  }
}

t.test('a cash delivery order, as soon as possible, in Polish', async (t) => {
  const ticket = presentOrder(order(), 'pl')
  t.equal(ticket.title, 'Zamówienie nr 12')
  t.equal(ticket.placed, '17:05')
  t.equal(ticket.placedLine, 'złożone 17:05')
  t.equal(ticket.delivery, 'Dostawa kurierem')
  t.equal(ticket.when, 'Jak najszybciej')
  t.equal(ticket.readyAt, null, 'no time before staff accept it')
  // Accepted with a time: on a courier order it is when the guest gets the food.
  const accepted = presentOrder(order({ estimatedReadyAt: '2026-11-25T17:50:00.000Z' }), 'pl')
  t.same(accepted.readyAt, { label: 'Dostawa ok.', value: '18:50' })
  t.same(presentOrder(order({ estimatedReadyAt: '2026-11-25T17:50:00.000Z' }), 'en').readyAt, {
    label: 'Delivery at about',
    value: '18:50',
  })
  // A pick-up accepted with a time: when the food is ready at the counter.
  const pickUp = order({ deliveryType: 'SELF', address: null, estimatedReadyAt: '2026-11-25T17:50:00.000Z' })
  t.same(presentOrder(pickUp, 'pl').readyAt, { label: 'Gotowe ok.', value: '18:50' })
  t.same(presentOrder(pickUp, 'en').readyAt, { label: 'Ready at about', value: '18:50' })
  t.same(ticket.lines, [
    { count: 2, quantity: '2 ×', name: 'Nigiri łosoś', details: [], total: `24,00${NB}zł` },
    { count: 1, quantity: '1 ×', name: 'Futomaki tempura', details: [], total: `38,50${NB}zł` },
  ])
  t.same(ticket.customer, {
    name: 'Zażółć Gęślą',
    phone: '+48 600 100 200',
    address: ['ul. Józefa 12/4, piętro 2', '31-056 Kraków'],
  })
  t.same(ticket.payment, { label: 'Płatność', value: 'Gotówka' })
  t.same(ticket.totals, [
    { label: 'Produkty', value: `62,50${NB}zł` },
    { label: 'Dostawa', value: `9,99${NB}zł` },
    { label: 'Razem', value: `72,49${NB}zł` },
  ])
  t.same(ticket.collect, { label: 'Do pobrania', value: `72,49${NB}zł` })
  t.equal(ticket.extras, null)
  t.equal(ticket.kitchenNote, null)
  t.equal(ticket.courierNote, null)
  t.equal(ticket.invoice, null)
})

t.test('a paid online pick-up for a later time, with everything, in English', async (t) => {
  const ticket = presentOrder(
    order({
      deliveryType: 'SELF',
      paymentMethod: 'ONLINE',
      payment: { status: 'PAID' },
      orderTimeType: 'DATE',
      orderTime: '2026-11-26T17:30:00.000Z',
      estimatedReadyAt: '2026-11-26T17:25:00.000Z',
      address: null,
      promoCode: 'zima10',
      totals: { products: 100, discount: 10, delivery: 0, total: 90 },
      extras: { chopsticks: 3, soySauce: true, ginger: true, wasabi: false, cutlery: true },
      comment: 'No sesame',
      invoice: {
        nip: '7740001454',
        companyName: 'Orlen S.A.',
        address: {
          street: 'ul. Chemików',
          buildingNumber: '7',
          apartment: null,
          postalCode: '09-411',
          city: 'Płock',
        },
      },
      items: [
        {
          productId: 'c',
          name: 'Poke bowl',
          count: 1,
          lineTotal: 100,
          options: [
            { name: 'egg', priceDelta: 4 },
            { name: 'tuna', replaces: 'salmon', priceDelta: 0 },
          ],
        },
      ],
    }),
    'en',
    new Date('2026-11-25T18:00:00.000Z'),
  )
  t.equal(ticket.title, 'Order no. 12')
  t.equal(ticket.delivery, 'Pick-up')
  t.equal(ticket.when, 'For 26/11/2026, 18:30', 'another day than the kitchen’s today: with its date')
  t.same(ticket.readyAt, { label: 'Ready at about', value: '18:25' })
  t.same(ticket.lines[0]?.details, ['+ egg', 'salmon → tuna'])
  t.same(ticket.extras, {
    label: 'Extras',
    value: 'Chopsticks: 3 · soy sauce · ginger · no wasabi · cutlery',
  })
  t.same(ticket.kitchenNote, { label: 'Notes', value: 'No sesame' })
  t.same(ticket.invoice, {
    mark: 'Invoice',
    label: 'VAT invoice for',
    company: 'Orlen S.A.',
    nip: 'NIP 774-000-14-54',
    address: 'ul. Chemików 7, 09-411 Płock',
  })
  t.same(ticket.customer?.address, [], 'no address for a pick-up')
  t.same(ticket.payment, { label: 'Payment', value: 'Online (PayU) — paid' })
  t.same(ticket.totals[1], { label: 'Discount (ZIMA10)', value: `−PLN${NB}10.00` })
  t.same(ticket.collect, { label: 'To collect', value: 'nothing — paid online' })
})

t.test('the requested time on the same day, the payments, the courier note, broken dates', async (t) => {
  const today = presentOrder(order({ orderTimeType: 'DATE', orderTime: '2026-11-25T17:30:00.000Z' }), 'pl')
  t.equal(today.when, 'Na 18:30', 'the day the order was placed: the time only')
  const tomorrow = presentOrder(order({ orderTimeType: 'DATE', orderTime: '2026-11-26T17:30:00.000Z' }), 'pl')
  t.equal(tomorrow.when, 'Na 26.11.2026, 18:30')
  t.equal(presentOrder(order({ orderTimeType: 'DATE', orderTime: 'nonsense' }), 'pl').when, 'Jak najszybciej')
  t.equal(presentOrder(order({ createdAt: 'x' }), 'pl').placed, '')
  const pay = (over: Partial<TicketOrder>) => presentOrder(order(over), 'pl').payment.value
  t.same(
    [
      pay({ paymentMethod: 'CARD' }),
      pay({ paymentMethod: 'ONLINE' }),
      pay({ paymentMethod: 'ONLINE', payment: { status: 'PENDING' } }),
      pay({ paymentMethod: 'ONLINE', payment: { status: 'CANCELED' } }),
    ],
    ['Karta', 'Online', 'Online (PayU) — czeka na płatność', 'Online (PayU) — płatność anulowana'],
  )
  const note = presentOrder(order({ deliveryNote: 'Domofon 12' }), 'pl')
  t.same(note.courierNote, { label: 'Dla kuriera', value: 'Domofon 12' })
  t.equal(presentOrder(order({ customer: undefined }), 'pl').customer, null)
  const options = presentOrder(
    order({
      items: [
        {
          productId: 'd',
          name: 'Poke',
          count: 1,
          lineTotal: 40,
          options: [{ name: 'jajko' }, { name: 'tuńczyk', replaces: 'łosoś' }],
        },
      ],
    }),
    'pl',
  )
  t.same(options.lines[0]?.details, ['+ jajko', 'łosoś → tuńczyk'])
})

t.test('dishes under their English name in English, when the order kept one', async (t) => {
  const items = [
    { productId: 'a', name: 'Nigiri łosoś', nameEn: 'Salmon nigiri', count: 2, lineTotal: 24 },
    { productId: 'b', name: 'Futomaki tempura', nameEn: null, count: 1, lineTotal: 38.5 },
  ]
  t.same(
    presentOrder(order({ items }), 'en').lines.map((line) => line.name),
    ['Salmon nigiri', 'Futomaki tempura'],
    'the Polish name where there is no English one',
  )
  t.same(
    presentOrder(order({ items }), 'pl').lines.map((line) => line.name),
    ['Nigiri łosoś', 'Futomaki tempura'],
  )
})
