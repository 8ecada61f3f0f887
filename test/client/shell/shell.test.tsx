import '../helpers/setup.js'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import t from 'tap'
import { cart } from '#client/features/cart/cart.js'
import { createTranslator } from '#client/i18n/index.js'
import { Header } from '#client/layout/Header.js'
import { Root } from '#client/Root.js'

function renderHeader(lang: 'pl' | 'en' = 'pl') {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Root lang={lang} origin="https://sakanasushi.test">
        <Header />
      </Root>
    </MemoryRouter>,
  )
}

t.beforeEach(() => {
  localStorage.clear()
  cart.reset()
})
t.afterEach(() => cleanup())

t.test('the cart badge shows the item count only when it is non-zero', async (t) => {
  renderHeader()
  const link = screen.getByRole('link', { name: /^Koszyk/ })
  t.equal(link.getAttribute('href'), '/zamowienie/')
  t.equal(screen.queryByTestId('cart-badge'), null, 'no badge for an empty cart')
  act(() => {
    cart.add('nigiri-losos')
    cart.add('nigiri-losos')
    cart.add('nigiri-tunczyk')
  })
  t.equal(screen.getByTestId('cart-badge').textContent, '3')
  t.equal(screen.getByRole('link', { name: /^Koszyk/ }).getAttribute('aria-label'), 'Koszyk: 3 produkty')
  act(() => {
    cart.clear()
  })
  t.equal(screen.queryByTestId('cart-badge'), null, 'badge gone when the cart is emptied')
})

t.test('the cart badge reads the cart stored under "products" at start', async (t) => {
  localStorage.setItem('products', JSON.stringify([{ productId: 'nigiri-losos', count: 5 }]))
  renderHeader()
  t.equal(screen.getByTestId('cart-badge').textContent, '5')
})

t.test('the menu icon opens the mobile sidebar; Escape and the close button close it', async (t) => {
  renderHeader()
  const open = screen.getByRole('button', { name: 'Otwórz menu nawigacji' })
  t.equal(open.getAttribute('aria-expanded'), 'false')
  t.equal(screen.queryByRole('dialog'), null)
  fireEvent.click(open)
  const dialog = screen.getByRole('dialog', { name: 'Nawigacja główna' })
  t.ok(dialog)
  t.equal(open.getAttribute('aria-expanded'), 'true')
  t.equal(
    document.activeElement?.getAttribute('aria-label'),
    'Zamknij menu nawigacji',
    'focus moves into the drawer',
  )
  fireEvent.keyDown(document, { key: 'Escape' })
  t.equal(screen.queryByRole('dialog'), null, 'Escape closes')
  fireEvent.click(open)
  const close = screen
    .getAllByRole('button', { name: 'Zamknij menu nawigacji' })
    .find((b) => b.tabIndex !== -1)!
  fireEvent.click(close)
  t.equal(screen.queryByRole('dialog'), null, 'close button closes')
})

t.test('the sidebar closes when the window grows past 767 px, after the 200 ms debounce', async (t) => {
  renderHeader()
  fireEvent.click(screen.getByRole('button', { name: 'Otwórz menu nawigacji' }))
  t.ok(screen.getByRole('dialog'))
  Object.defineProperty(window, 'innerWidth', { value: 1024, configurable: true })
  // Timed from before the event: a busy process can only make the close later, never earlier (a
  // fixed 50 ms wait before looking failed when other suites in the process delayed it past 200 ms).
  const resized = performance.now()
  act(() => {
    window.dispatchEvent(new window.Event('resize'))
  })
  t.ok(screen.queryByRole('dialog'), 'still open right after the resize')
  await waitFor(() => {
    if (screen.queryByRole('dialog')) throw new Error('still open')
  })
  t.ok(performance.now() - resized >= 199, 'closed only after the 200 ms debounce')
})

t.test('the language switcher re-renders in English and remembers the choice in a cookie', async (t) => {
  renderHeader()
  t.ok(screen.getByRole('link', { name: 'W Restauracji' }))
  fireEvent.click(screen.getByRole('button', { name: /^EN.*English/ }))
  t.ok(screen.getByRole('link', { name: 'In the restaurant' }))
  t.match(document.cookie, /lang=en/)
  t.equal(screen.getByRole('button', { name: /^EN.*English/ }).getAttribute('aria-pressed'), 'true')
})

t.test('Polish plural forms come from Intl.PluralRules', async (t) => {
  const { tn } = createTranslator('pl')
  t.equal(tn('cart.items', 1), '1 produkt')
  t.equal(tn('cart.items', 2), '2 produkty')
  t.equal(tn('cart.items', 4), '4 produkty')
  t.equal(tn('cart.items', 5), '5 produktów')
  t.equal(tn('cart.items', 12), '12 produktów')
  t.equal(tn('cart.items', 22), '22 produkty')
  t.equal(tn('cart.items', 25), '25 produktów')
  const en = createTranslator('en')
  t.equal(en.tn('cart.items', 1), '1 item')
  t.equal(en.tn('cart.items', 2), '2 items')
})
