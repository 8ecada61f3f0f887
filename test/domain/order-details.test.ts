import t from 'tap'
import { checkOrderDetails, type OrderDetailsInput, orderDetailsMessage } from '#domain/order-details.js'

const base = (over: Partial<OrderDetailsInput> = {}): OrderDetailsInput => ({
  deliveryType: 'COURIER',
  paymentMethod: 'ONLINE',
  blikCodeAvailable: true,
  ...over,
})

t.test('a complete order with every detail has no problem', async (t) => {
  t.equal(
    checkOrderDetails(
      base({ invoice: { nip: 'PL 774-000-14-54' }, deliveryNote: 'Domofon 12', blikCode: '777123' }),
    ),
    null,
  )
  t.equal(checkOrderDetails(base({ paymentMethod: 'CASH', deliveryType: 'SELF' })), null, 'nothing extra')
  t.equal(
    checkOrderDetails(base({ deliveryType: 'SELF', deliveryNote: '  ' })),
    null,
    'a blank note is no note',
  )
})

t.test('each problem names its field', async (t) => {
  t.strictSame(checkOrderDetails(base({ invoice: { nip: '7740001455' } })), {
    code: 'INVALID_NIP',
    field: 'invoice.nip',
  })
  t.strictSame(checkOrderDetails(base({ deliveryType: 'SELF', deliveryNote: 'Brama od podwórza' })), {
    code: 'DELIVERY_NOTE_COURIER_ONLY',
    field: 'deliveryNote',
  })
  t.strictSame(checkOrderDetails(base({ paymentMethod: 'CARD', blikCode: '777123' })), {
    code: 'BLIK_CODE_ONLINE_ONLY',
    field: 'blikCode',
  })
  t.strictSame(checkOrderDetails(base({ blikCodeAvailable: false, blikCode: '777123' })), {
    code: 'BLIK_CODE_UNAVAILABLE',
    field: 'blikCode',
  })
})

t.test('messages in both languages', async (t) => {
  t.equal(
    orderDetailsMessage({ code: 'INVALID_NIP', field: 'invoice.nip' }, 'pl'),
    'Nieprawidłowy NIP — sprawdź cyfry.',
  )
  t.match(orderDetailsMessage({ code: 'INVALID_NIP', field: 'invoice.nip' }, 'en'), /check the digits/)
  t.match(orderDetailsMessage({ code: 'DELIVERY_NOTE_COURIER_ONLY', field: 'deliveryNote' }, 'pl'), /kuriera/)
  t.match(orderDetailsMessage({ code: 'BLIK_CODE_ONLINE_ONLY', field: 'blikCode' }, 'en'), /online payment/)
  t.match(orderDetailsMessage({ code: 'BLIK_CODE_UNAVAILABLE', field: 'blikCode' }, 'pl'), /BLIK/)
})
