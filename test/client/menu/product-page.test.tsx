import '../helpers/setup.js'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom'
import t from 'tap'
import { cart } from '#client/features/cart/cart.js'
import { ProductPage } from '#client/pages/ProductPage.js'
import { Root } from '#client/Root.js'
import { BuiltPageData } from '../helpers/page-data.js'

t.beforeEach(() => {
  localStorage.clear()
  cart.reset()
  globalThis.fetch = (async () => new Response('false', { status: 200 })) as typeof fetch
})
t.afterEach(() => cleanup())

t.test('the chosen quantity is added in one change, and another product starts again at 1', async (t) => {
  let writes = 0
  const setItem = Storage.prototype.setItem
  Storage.prototype.setItem = function (key: string, value: string) {
    if (key === 'products') writes++
    return setItem.call(this, key, value)
  }
  t.teardown(() => {
    Storage.prototype.setItem = setItem
  })
  render(
    <MemoryRouter initialEntries={['/menu/nigiri/nigiri-losos/']}>
      <Root lang="pl" origin="">
        <BuiltPageData>
          <Routes>
            <Route path="menu/:category/:product/" element={<ProductPage />} />
          </Routes>
        </BuiltPageData>
        <Link to="/menu/nigiri/nigiri-tunczyk/">tuńczyk</Link>
      </Root>
    </MemoryRouter>,
  )
  const increase = screen.getByRole('button', { name: 'Zwiększ ilość' })
  fireEvent.click(increase)
  fireEvent.click(increase)
  t.equal(screen.getByRole('group', { name: 'Ilość' }).querySelector('output')?.textContent, '3')
  fireEvent.click(screen.getAllByRole('button', { name: /Dodaj do koszyka: Nigiri z łososiem/ })[0]!)
  t.same(cart.lines(), [{ productId: 'nigiri-losos', count: 3 }])
  t.equal(writes, 1, 'one storage write for three pieces')
  fireEvent.click(screen.getByRole('link', { name: 'tuńczyk' }))
  t.equal(screen.getByRole('heading', { level: 1 }).textContent, 'Nigiri z tuńczykiem')
  t.equal(screen.getByRole('group', { name: 'Ilość' }).querySelector('output')?.textContent, '1')
})
