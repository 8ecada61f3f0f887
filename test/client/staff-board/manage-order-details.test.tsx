/**
 * What a staff order card says: labels, a DATE order with a discount, English, and an ONLINE
 * order's payment, refund and e-mails with their retries.
 */
import '../helpers/setup.js'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import t from 'tap'
import { createTranslator } from '#client/i18n/index.js'
import { ManagePage } from '#client/pages/ManagePage.js'
import { Root } from '#client/Root.js'
import { moveLabel, statusLabel, telHref } from '#client/shared/order-labels.js'
import { cards, json, order, restoreAfterTest, signedIn, staffApi } from '../helpers/staff-fake-api.js'

t.afterEach(restoreAfterTest)

t.test('labels: statuses, moves, phone links', async (t) => {
  const { t: tr } = createTranslator('pl')
  t.same(
    (['NEW', 'ACCEPTED', 'READY', 'IN_DELIVERY', 'COMPLETED', 'CANCELLED'] as const).map((s) =>
      statusLabel(tr, s),
    ),
    ['Nowe', 'Przyjęte', 'Gotowe do odbioru', 'W dostawie', 'Zakończone', 'Anulowane'],
  )
  const self = order({ deliveryType: 'SELF' })
  t.same(
    (['ACCEPTED', 'READY', 'IN_DELIVERY', 'CANCELLED'] as const).map((s) => moveLabel(tr, s, self)),
    ['Przyjmij', 'Gotowe do odbioru', 'Wydane kurierowi', 'Anuluj'],
  )
  t.equal(moveLabel(tr, 'COMPLETED', self), 'Odebrane')
  t.equal(moveLabel(tr, 'COMPLETED', order()), 'Dostarczone')
  t.equal(telHref('+48 600-100-200'), 'tel:+48600100200')
  t.equal(telHref('+420 601 234 567'), 'tel:+420601234567')
})

t.test('a DATE order with a discount shows its time, code and discount; English works too', async (t) => {
  const api = staffApi({
    orders: [
      order({
        orderTimeType: 'DATE',
        orderTime: new Date(Date.now() + 3 * 3600_000).toISOString(),
        paymentMethod: 'ONLINE',
        promoCode: 'ZIMA10',
        // 99,09 with a drink at 23 %: 20,00 at 23 % (VAT 20 × 23/123 = 3,74), 79,09 at 8 % (5,86).
        totals: {
          products: 99,
          discount: 9.9,
          delivery: 9.99,
          deposits: 0,
          total: 99.09,
          byRate: [
            { rate: 23, gross: 20, net: 16.26, vat: 3.74 },
            { rate: 8, gross: 79.09, net: 73.23, vat: 5.86 },
          ],
        },
        estimatedReadyAt: '2026-11-25T15:10:00.000Z',
      }),
    ],
  })
  await signedIn(api)
  const card = cards()[0]!
  t.match(card.textContent, /Rabat \(ZIMA10\)−9,90\s*zł/)
  t.match(card.textContent, /Na \d{2}:\d{2}|Na \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/)
  t.match(card.textContent, /Dostawa ok\.16:10/, 'a courier order: the delivery time staff gave')
  t.ok(within(card).getByText('Online'))
  // The VAT in one line (3,74 + 5,86), its split per rate one tap away.
  const vat = within(card).getByTestId('totals-vat')
  t.equal(vat.querySelector('dt')?.textContent, 'w tym VAT')
  t.equal(vat.querySelector('summary')?.textContent, '9,60\u00a0zł')
  t.equal(vat.querySelector('details')?.open, false, 'closed until asked')
  t.same(
    [...vat.querySelectorAll('li')].map((li) => li.textContent),
    [
      'VAT 23\u00a0%: netto 16,26\u00a0zł · VAT 3,74\u00a0zł · brutto 20,00\u00a0zł',
      'VAT 8\u00a0%: netto 73,23\u00a0zł · VAT 5,86\u00a0zł · brutto 79,09\u00a0zł',
    ],
  )
  cleanup()

  staffApi()
  render(
    <MemoryRouter initialEntries={['/manage/']}>
      <Root lang="en" origin="https://sakanasushi.test">
        <ManagePage />
      </Root>
    </MemoryRouter>,
  )
  t.ok(screen.getByRole('heading', { level: 1, name: 'Staff area' }))
  t.ok(screen.getByLabelText('Username'))
  t.ok(screen.getByRole('button', { name: 'Sign in' }))
})

t.test(
  'a paid ONLINE order shows how it was paid, a failed refund and a failed e-mail, with retries',
  async (t) => {
    const paid = order({
      status: 'CANCELLED',
      cancelReason: 'Brak łososia',
      paymentMethod: 'ONLINE',
      payment: {
        provider: 'PAYU',
        status: 'PAID',
        refund: { status: 'FAILED', at: null, error: 'PayU refused the refund (400 NO_BALANCE)' },
      },
      emails: [
        {
          kind: 'CONFIRMATION',
          to: 'a@b.pl',
          status: 'SENT',
          attempts: 1,
          lastError: null,
          sentAt: '2026-11-25T14:01:00Z',
        },
        {
          kind: 'CANCELLED',
          to: 'a@b.pl',
          status: 'FAILED',
          attempts: 20,
          lastError: '550 Mailbox unavailable',
          sentAt: null,
        },
      ],
    })
    const api = staffApi({ orders: [paid] })
    const retried: string[] = []
    api.handlers[`POST /api/payments/${paid.id}/refund`] = () => {
      retried.push('refund')
      return json(200, {
        ...paid,
        payment: { ...paid.payment!, refund: { status: 'REQUESTED', at: null, error: null } },
      })
    }
    api.handlers[`POST /api/orders/${paid.id}/emails/retry`] = () => {
      retried.push('emails')
      return json(200, {
        ...paid,
        payment: { ...paid.payment!, refund: { status: 'REQUESTED', at: null, error: null } },
        emails: [],
      })
    }
    await signedIn(api)
    // A cancelled order is under "all of today".
    fireEvent.click(await screen.findByRole('button', { name: /Wszystkie dziś/ }))
    const card = cards()[0]!
    t.ok(within(card).getByText('Online (PayU) — opłacone'))
    t.ok(within(card).getByText(/Zwrot nieudany: PayU refused the refund \(400 NO_BALANCE\)/))
    t.ok(within(card).getByText(/E-mail do gościa nie dotarł \(anulowanie\): 550 Mailbox unavailable/))
    await act(async () => {
      fireEvent.click(within(card).getByRole('button', { name: 'Ponów zwrot' }))
    })
    t.ok(await within(cards()[0]!).findByText('Zwrot zlecony w PayU'))
    await act(async () => {
      fireEvent.click(within(cards()[0]!).getByRole('button', { name: 'Wyślij ponownie' }))
    })
    await waitFor(() => {
      if (within(cards()[0]!).queryByText(/E-mail do gościa/)) throw new Error('still shown')
    })
    t.same(retried, ['refund', 'emails'])
  },
)
