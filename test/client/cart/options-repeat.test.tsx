/**
 * An option taken more than once (docs/menu.md, "Options"): in a repeatable group the dialog offers
 * − and + per option, each named with the option for screen readers, in Polish and in English; the
 * group's max counts portions; the cart line keeps the id once per portion.
 */
import '../helpers/setup.js'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import t from 'tap'
import { AddToCartButton } from '#client/features/cart/AddToCartButton.js'
import { cart } from '#client/features/cart/cart.js'
import { Root } from '#client/Root.js'
import type { OptionGroupData } from '#domain/options.js'

const NBSP = '\u00a0'
const more: OptionGroupData = {
  id: 'more',
  name: { pl: 'Dodatki', en: 'Extras' },
  min: 0,
  max: 3,
  repeatable: true,
  options: [
    {
      id: 'eel',
      name: { pl: 'Podwójny węgorz', en: 'Double eel' },
      priceDelta: 8,
      default: false,
      available: true,
    },
    { id: 'sesame', name: { pl: 'sezam', en: 'sesame' }, priceDelta: 1.5, default: false, available: true },
    { id: 'tobiko', name: { pl: 'tobiko', en: 'tobiko' }, priceDelta: 5, default: false, available: false },
  ],
}

t.beforeEach(() => {
  localStorage.clear()
  cart.reset()
})
t.afterEach(() => cleanup())

function renderButton(lang: 'pl' | 'en', groups: OptionGroupData[] = [more], quantity = 1) {
  return render(
    <Root lang={lang} origin="">
      <AddToCartButton
        productId="unagi"
        productName="Unagi maki"
        price={36}
        optionGroups={groups}
        quantity={quantity}
      />
    </Root>,
  )
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement

t.test('− and +: two portions of the eel, priced twice, kept twice in the cart (Polish)', async (t) => {
  renderButton('pl', [more], 2)
  fireEvent.click(button('Dodaj do koszyka: Unagi maki'))
  await screen.findByRole('dialog')
  t.ok(screen.getByRole('group', { name: 'Dodatki (opcjonalnie, najwyżej 3 porcje, opcje można powtarzać)' }))
  const fewer = button('Zmniejsz liczbę: Podwójny węgorz')
  const plus = button('Zwiększ liczbę: Podwójny węgorz')
  t.equal(fewer.disabled, true, 'none taken: nothing to take away')
  await waitFor(() => {
    if (document.activeElement !== plus) throw new Error('focus not on the first + yet')
  }).catch(() => undefined)
  t.equal(document.activeElement, plus, 'focus on the first choice: the eel’s +')
  t.equal(button('Zwiększ liczbę: tobiko').disabled, true, 'off today')
  t.match(screen.getByRole('group', { name: 'tobiko' }).textContent, 'dziś niedostępne')

  fireEvent.click(plus)
  fireEvent.click(plus)
  t.equal(screen.getByRole('status', { name: 'Podwójny węgorz: 2' }).textContent, '2')
  // 2 × (36,00 + 2 × 8,00) = 104,00
  t.match(screen.getByText(/Razem/).textContent, `104,00${NBSP}zł`)
  fireEvent.click(button('Zwiększ liczbę: sezam'))
  // Three portions: the group's max; every + waits.
  t.equal(plus.disabled, true)
  t.equal(button('Zwiększ liczbę: sezam').disabled, true)
  fireEvent.click(button('Zmniejsz liczbę: sezam'))
  t.equal(plus.disabled, false, 'a portion taken back frees a place')
  fireEvent.click(button(`Dodaj do koszyka · 104,00${NBSP}zł`))
  t.same(cart.lines(), [{ productId: 'unagi', count: 2, options: ['eel', 'eel'] }])

  // Once is another line.
  fireEvent.click(button('Dodaj do koszyka: Unagi maki'))
  await screen.findByRole('dialog')
  fireEvent.click(button('Zwiększ liczbę: Podwójny węgorz'))
  // 2 × (36,00 + 8,00) = 88,00
  fireEvent.click(button(`Dodaj do koszyka · 88,00${NBSP}zł`))
  t.same(cart.lines(), [
    { productId: 'unagi', count: 2, options: ['eel', 'eel'] },
    { productId: 'unagi', count: 2, options: ['eel'] },
  ])
})

t.test('the same in English; a required repeatable group takes the guest to its first +', async (t) => {
  renderButton('en', [{ ...more, min: 2 }])
  fireEvent.click(button('Add to cart: Unagi maki'))
  await screen.findByRole('dialog')
  t.ok(screen.getByRole('group', { name: 'Extras (choose 2 to 3 portions, options may repeat)' }))
  const plus = button('Increase number: Double eel')
  const fewer = button('Decrease number: Double eel')
  fireEvent.click(plus)
  fireEvent.click(button('Choose: Extras'))
  t.same(cart.lines(), [], 'one portion of two: nothing added')
  t.equal(document.activeElement, plus, 'taken to the group still short')
  fireEvent.click(plus)
  fireEvent.click(plus)
  fireEvent.click(fewer)
  t.equal(screen.getByRole('status', { name: 'Double eel: 2' }).textContent, '2')
  // 36.00 + 2 × 8.00 = 52.00
  fireEvent.click(button(`Add to cart · PLN${NBSP}52.00`))
  t.same(cart.lines(), [{ productId: 'unagi', count: 1, options: ['eel', 'eel'] }])
})
