/**
 * What a guest meets when a dish is sold out: the product page and cards say so and cannot add it
 * (the state arrives after load and again when the tab is shown), and the checkout names the
 * sold-out lines, removes them in one click and holds the order button until then.
 */
import '../helpers/setup.js'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import t from 'tap'
import { resetAvailability } from '#client/features/availability/availability.js'
import { cart } from '#client/features/cart/cart.js'
import { OrderPage } from '#client/pages/OrderPage.js'
import { ProductPage } from '#client/pages/ProductPage.js'
import { Root } from '#client/Root.js'
import {
  calls,
  emptyBrowser,
  json,
  mockFetch,
  renderAt,
  statusHandler,
  until,
} from '../checkout/checkout-fixtures.js'
import { BuiltPageData } from '../helpers/page-data.js'

let soldOut: { unavailable: { productId: string; until: string | null }[]; categories: unknown[] } = {
  unavailable: [],
  categories: [],
}
const availabilityCalls = () => calls.filter((c) => c.url === '/api/menu/availability').length

t.beforeEach(() => {
  emptyBrowser()
  resetAvailability()
  soldOut = { unavailable: [], categories: [] }
})
t.afterEach(() => cleanup())

function productPage(lang: 'pl' | 'en' = 'pl') {
  return render(
    <MemoryRouter initialEntries={['/menu/nigiri/nigiri-losos/']}>
      <Root lang={lang} origin="">
        <BuiltPageData>
          <Routes>
            <Route path="menu/:category/:product/" element={<ProductPage />} />
          </Routes>
        </BuiltPageData>
      </Root>
    </MemoryRouter>,
  )
}

const fakeServer = (extra?: (url: string, init: RequestInit) => Response | undefined) =>
  mockFetch(async (url, init) => {
    if (url === '/api/menu/availability') return json(soldOut)
    return extra?.(url, init) ?? statusHandler(false)(url, init)
  })

t.test(
  'a sold-out dish: badge over the picture, "Chwilowo niedostępne" in place of the add button and the quantity',
  async (t) => {
    soldOut = { unavailable: [{ productId: 'nigiri-losos', until: 'END_OF_DAY' }], categories: [] }
    let answer!: () => void
    const held = new Promise<void>((resolve) => {
      answer = resolve
    })
    mockFetch(async (url, init) => {
      if (url === '/api/menu/availability') {
        await held
        return json(soldOut)
      }
      return statusHandler(false)(url, init)
    })
    productPage()
    const add = () =>
      screen.getByRole('button', { name: /Dodaj do koszyka: Nigiri z łososiem/ }) as HTMLButtonElement
    // Before the answer the page is the cached page: orderable.
    t.equal(add().disabled, false)
    t.equal(screen.queryByText('Chwilowo niedostępne'), null)
    t.ok(screen.getByRole('group', { name: 'Ilość' }), 'a quantity to choose while it is orderable')
    await act(async () => {
      answer()
      await held
    })
    await waitFor(() => {
      if (screen.queryAllByText('Chwilowo niedostępne').length < 2) throw new Error('not yet')
    })
    const [badge, instead] = screen.getAllByText('Chwilowo niedostępne')
    t.ok(badge!.closest('.product-gallery'), 'the badge sits over the picture')
    t.ok(instead!.closest('.buy-row'), 'and the words stand where the add button was')
    t.equal(
      screen.queryByRole('button', { name: /Dodaj do koszyka: Nigiri z łososiem/ }),
      null,
      'no pale add button',
    )
    t.equal(screen.queryByRole('group', { name: 'Ilość' }), null, 'and no quantity stepper beside it')
    t.equal(screen.queryByRole('button', { name: 'Zwiększ ilość' }), null)
    t.same(cart.lines(), [], 'nothing is added')
    // The related cards of the same category stay orderable.
    const tuna = screen.getByRole('button', {
      name: /Dodaj do koszyka: Nigiri z tuńczykiem/,
    }) as HTMLButtonElement
    t.equal(tuna.disabled, false)
  },
)

t.test('the state is read again when the tab becomes visible; a category switch covers cards', async (t) => {
  fakeServer()
  productPage()
  await until(() => availabilityCalls(), 1)
  soldOut = { unavailable: [], categories: [{ categoryKey: 'NIGIRI', until: null }] }
  await act(async () => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    document.dispatchEvent(new window.Event('visibilitychange'))
  })
  await until(() => availabilityCalls(), 2)
  await waitFor(() => {
    if (screen.queryAllByText('Chwilowo niedostępne').length < 2) throw new Error('not yet')
  })
  t.equal(
    screen.queryByRole('button', { name: /Dodaj do koszyka: Nigiri z tuńczykiem/ }),
    null,
    "a related card's button too",
  )
  t.ok(document.querySelector('.product-card-unavailable .sold-out-instead'))
})

t.test('in English: "Temporarily unavailable"', async (t) => {
  soldOut = { unavailable: [{ productId: 'nigiri-losos', until: null }], categories: [] }
  fakeServer()
  productPage('en')
  await screen.findAllByText('Temporarily unavailable')
  t.equal(screen.queryByRole('button', { name: /Add to cart: Salmon nigiri/ }), null)
})

t.test('checkout: the sold-out line is named, removed in one click, then the order can go', async (t) => {
  cart.set('nigiri-losos', 2)
  cart.set('sashimi-losos', 3)
  soldOut = { unavailable: [{ productId: 'nigiri-losos', until: 'END_OF_DAY' }], categories: [] }
  fakeServer()
  renderAt('/zamowienie/', <OrderPage />)
  const notice = await screen.findByText('Część koszyka jest chwilowo niedostępna')
  const box = notice.closest('.checkout-unavailable') as HTMLElement
  t.match(box.textContent, /Nigiri z łososiem/)
  t.notMatch(box.textContent, /Sashimi/, 'only the sold-out dish is named')
  const submit = () => screen.getByRole('button', { name: /Zamawiam/ }) as HTMLButtonElement
  t.equal(submit().disabled, true, 'the order waits')
  t.equal(submit().getAttribute('aria-describedby'), box.id)
  t.ok(document.querySelector('.cart-line-unavailable'), 'the cart line is marked too')
  fireEvent.click(screen.getByRole('button', { name: 'Usuń z koszyka: Nigiri z łososiem' }))
  t.same(cart.lines(), [{ productId: 'sashimi-losos', count: 3 }])
  t.equal(screen.queryByText('Część koszyka jest chwilowo niedostępna'), null)
  t.equal(submit().disabled, false, 'the order can go')
})

t.test(
  'checkout: a dish sold out after the page read the state is named once the server refuses',
  async (t) => {
    cart.set('sashimi-losos', 3)
    fakeServer((url) => {
      if (url !== '/api/order') return undefined
      soldOut = { unavailable: [{ productId: 'sashimi-losos', until: null }], categories: [] }
      return json(
        {
          statusCode: 409,
          error: 'Conflict',
          code: 'PRODUCT_UNAVAILABLE',
          field: 'items.0.productId',
          message:
            'Produkt „Sashimi z łososia” jest chwilowo niedostępny. Usuń go z koszyka i złóż zamówienie ponownie.',
        },
        409,
      )
    })
    renderAt('/zamowienie/', <OrderPage />)
    await until(() => availabilityCalls(), 1)
    fireEvent.click(screen.getByLabelText(/Odbiór osobisty/))
    fireEvent.change(screen.getByLabelText(/Imię i nazwisko/), { target: { value: 'Anna Kowalska' } })
    fireEvent.change(screen.getByLabelText(/Telefon/), { target: { value: '600100200' } })
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'anna@example.pl' } })
    fireEvent.click(screen.getByRole('checkbox', { name: /regulamin/i }))
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /Zamawiam/ }))
    })
    await screen.findByText(/Produkt „Sashimi z łososia” jest chwilowo niedostępny/)
    await screen.findByText('Część koszyka jest chwilowo niedostępna')
    t.equal((screen.getByRole('button', { name: /Zamawiam/ }) as HTMLButtonElement).disabled, true)
  },
)
