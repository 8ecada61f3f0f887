/**
 * What every storefront page shares: the cart store in localStorage, notifications, and the
 * closed-restaurant dialog.
 */
import '../helpers/setup.js'
import FakeTimers from '@sinonjs/fake-timers'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import t from 'tap'
import { cart } from '#client/features/cart/cart.js'
import { ClosedDialog } from '#client/features/site-status/ClosedDialog.js'
import { pageDataFor } from '#client/page-data/build.js'
import type { PageData } from '#client/page-data/types.js'
import { Root } from '#client/Root.js'
import { NotificationStack, useNotify } from '#client/shared/toast.js'
import { seededMenu } from '../../helpers/menu-seed.js'
import { calls, emptyBrowser, mockFetch, statusHandler, until } from '../checkout/checkout-fixtures.js'

t.beforeEach(emptyBrowser)
t.afterEach(() => cleanup())

t.test('cart store: saved under "products", reloaded at start, other tabs show up', async (t) => {
  t.equal(cart.add(''), false, 'an empty id is refused')
  t.equal(localStorage.getItem('products'), null, 'and nothing is saved')
  t.equal(cart.set('', 3), false)
  t.equal(cart.add('nigiri-losos'), true)
  t.equal(cart.add('nigiri-losos'), true)
  t.same(JSON.parse(localStorage.getItem('products')!), [{ productId: 'nigiri-losos', count: 2 }])
  t.equal(cart.set('sashimi-losos', 3), true)
  t.equal(cart.remove('nigiri-losos'), true)
  t.same(JSON.parse(localStorage.getItem('products')!), [{ productId: 'sashimi-losos', count: 3 }])
  cart.reset()
  t.same(cart.lines(), [{ productId: 'sashimi-losos', count: 3 }], 'reloaded from storage')
  const other = JSON.stringify([
    { productId: 'nigiri-tunczyk', count: 1 },
    { productId: 'usuniety-produkt', count: 2 },
  ])
  // The browser carries no catalog: the menu is known once the order page's data arrived.
  const menu = pageDataFor('/zamowienie/', seededMenu)
  const known = new Set((menu as PageData<'order'>).data.products.map((p) => p.id))
  cart.retain((id) => known.has(id))
  localStorage.setItem('products', other)
  window.dispatchEvent(new window.StorageEvent('storage', { key: 'products', newValue: other }))
  t.same(cart.lines(), [{ productId: 'nigiri-tunczyk', count: 1 }], 'another tab: unknown ids dropped')
  localStorage.setItem('products', '{corrupt')
  cart.reset()
  t.same(cart.lines(), [], 'corrupt storage gives an empty cart without throwing')
  t.equal(cart.clear(), true)
  t.same(JSON.parse(localStorage.getItem('products')!), [])
})

t.test(
  'notifications appear after 200 ms, hide after 10 s, and a click removes them once visible',
  async (t) => {
    const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    t.teardown(() => clock.uninstall())
    let notify: ReturnType<typeof useNotify> = () => {}
    function Trigger() {
      notify = useNotify()
      return null
    }
    render(
      <MemoryRouter>
        <Root lang="pl" origin="">
          <Trigger />
          <NotificationStack />
        </Root>
      </MemoryRouter>,
    )
    act(() => notify('Dodano do koszyka: Nigiri z łososiem', 'INFO'))
    t.equal(screen.queryByText(/Dodano do koszyka/), null, 'not yet visible')
    act(() => clock.tick(199))
    t.equal(screen.queryByText(/Dodano do koszyka/), null, 'still hidden at 199 ms')
    act(() => clock.tick(1))
    t.ok(screen.getByText(/Dodano do koszyka/), 'visible at 200 ms')
    t.equal(
      screen
        .getByText(/Dodano do koszyka/)
        .closest('[role]')
        ?.getAttribute('role'),
      'status',
      'INFO in a polite live region',
    )
    act(() => clock.tick(9_999))
    t.ok(screen.queryByText(/Dodano do koszyka/), 'still there just before 10 s')
    act(() => clock.tick(1))
    t.equal(screen.queryByText(/Dodano do koszyka/), null, 'hidden after 10 s')

    act(() => notify('Błąd A', 'ALERT'))
    act(() => clock.tick(100))
    fireEvent.click(document.body)
    act(() => clock.tick(100))
    t.ok(screen.getByText('Błąd A'), 'a click before it is visible does not remove it')
    t.equal(screen.getByText('Błąd A').closest('[role]')?.getAttribute('role'), 'alert')
    act(() => notify('Błąd B', 'ALERT'))
    act(() => clock.tick(200))
    fireEvent.click(document.body)
    t.equal(screen.queryByText('Błąd A'), null, 'a click anywhere removes all visible notifications')
    t.equal(screen.queryByText('Błąd B'), null)
    const ids = [Date.now()]
    t.ok(ids[0]! > 0)
  },
)

t.test('the closed dialog shows when the server says closed, and a click dismisses it', async (t) => {
  mockFetch(statusHandler(true))
  render(
    <MemoryRouter>
      <Root lang="pl" origin="">
        <ClosedDialog />
      </Root>
    </MemoryRouter>,
  )
  const dialog = await screen.findByRole('dialog', { name: 'Restauracja w tej chwili jest zamknięta' })
  t.ok(dialog)
  t.ok(screen.getByText('Zapraszamy w godzinach otwarcia :)'))
  t.ok(
    calls.some((c) => c.url === '/api/utils/isSiteClosed'),
    'status fetched at start',
  )
  fireEvent.click(dialog)
  t.equal(screen.queryByRole('dialog'), null, 'dismissed by a click')
})

t.test('no closed dialog when the site is open', async (t) => {
  mockFetch(statusHandler(false))
  render(
    <MemoryRouter>
      <Root lang="pl" origin="">
        <ClosedDialog />
      </Root>
    </MemoryRouter>,
  )
  await until(() => calls.length >= 2, true)
  t.equal(screen.queryByRole('dialog'), null)
})
