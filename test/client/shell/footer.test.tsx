import '../helpers/setup.js'
import { cleanup, screen } from '@testing-library/react'
import t from 'tap'
import { Footer } from '#client/layout/Footer.js'
import {
  emptyBrowser,
  json,
  mockFetch,
  openStatus,
  renderAt,
  statusHandler,
} from '../checkout/checkout-fixtures.js'

t.beforeEach(emptyBrowser)
t.afterEach(cleanup)

t.test('the footer names online payment only when the restaurant takes it', async (t) => {
  mockFetch(statusHandler(false))
  renderAt('/zamowienie/', <Footer />)
  t.ok(await screen.findByText(/Płatność gotówką lub kartą przy odbiorze\./), 'cash or card without PayU')
  t.equal(screen.queryByText(/Płatność online/), null)
  cleanup()

  mockFetch((url, init) =>
    url === '/api/site-status'
      ? json({ ...openStatus, onlinePaymentAvailable: true })
      : statusHandler(false)(url, init),
  )
  renderAt('/zamowienie/', <Footer />)
  t.ok(
    await screen.findByText(
      /Płatność online \(BLIK, przelew, karta\) przy zamówieniu albo gotówką lub kartą/,
    ),
    'online payment named once PayU is set up',
  )
})
