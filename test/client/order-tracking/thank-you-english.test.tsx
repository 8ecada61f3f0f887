import '../helpers/setup.js'
import { cleanup, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import t from 'tap'
import { ThankYouPage } from '#client/pages/ThankYouPage.js'
import { Root } from '#client/Root.js'

// One line as GET /api/order/{id} answers it: both names of the dish and of its options, as ordered.
// 52,00 + 6,00 (tuńczyk) + 4,00 (jajko) = 62,00 × 2 = 124,00; + 9,99 delivery = 133,99.
const order = {
  id: 'K7Q2X9MPTDAB',
  number: 31,
  status: 'ACCEPTED',
  deliveryType: 'COURIER',
  paymentMethod: 'CASH',
  orderTimeType: 'ASAP',
  items: [
    {
      productId: 'chirashi-losos',
      name: 'Chirashi z łososiem',
      nameEn: 'Salmon chirashi',
      price: 62,
      count: 2,
      lineTotal: 124,
      options: [
        {
          kind: 'REPLACE',
          group: 'Ryba',
          name: 'tuńczyk',
          replaces: 'łosoś',
          priceDelta: 6,
          en: { group: 'Fish', name: 'tuna', replaces: 'salmon' },
          text: 'łosoś → tuńczyk',
        },
        {
          kind: 'ADD',
          group: 'Dodatki',
          name: 'jajko',
          priceDelta: 4,
          en: { group: 'Extras', name: 'egg' },
          text: '+ jajko',
        },
      ],
    },
  ],
  totals: { products: 124, discount: 0, delivery: 9.99, deposits: 0, total: 133.99 },
  expectedAt: '2026-11-25T15:00:00.000Z',
  estimatedReadyAt: '2026-11-25T14:45:00.000Z',
  createdAt: '2026-11-25T14:00:00.000Z',
  extras: null,
}

t.beforeEach(() => {
  globalThis.fetch = (async () =>
    new Response(JSON.stringify(order), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    })) as typeof fetch
})
t.afterEach(() => cleanup())

const show = (lang: 'pl' | 'en', path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Root lang={lang} origin="">
        <ThankYouPage />
      </Root>
    </MemoryRouter>,
  )

t.test('in English the order shows the dish and its options by their English names', async (t) => {
  show('en', '/dziekujemy/?id=K7Q2X9MPTDAB')
  t.ok(await screen.findByRole('heading', { name: 'Order no. 31' }, { timeout: 5000 }))
  t.ok(screen.getByText('2 × Salmon chirashi'))
  t.equal(
    document.querySelector('.thanks-item-options')?.textContent,
    'salmon → tuna (+PLN\u00a06.00), + egg (+PLN\u00a04.00)',
  )
  t.notOk(screen.queryByText(/Chirashi z łososiem|tuńczyk|jajko/), 'no Polish words on the English page')
})

t.test('in Polish the same order keeps the Polish names', async (t) => {
  show('pl', '/dziekujemy/?id=K7Q2X9MPTDAB')
  t.ok(await screen.findByRole('heading', { name: 'Zamówienie nr 31' }, { timeout: 5000 }))
  t.ok(screen.getByText('2 × Chirashi z łososiem'))
  t.equal(
    document.querySelector('.thanks-item-options')?.textContent,
    'łosoś → tuńczyk (+6,00\u00a0zł), + jajko (+4,00\u00a0zł)',
  )
})
