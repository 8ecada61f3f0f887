/**
 * The guest's choice of options (docs/menu.md, "Options"): the dialog a dish with option groups
 * opens instead of adding at once, its defaults, running price, what the add button says, focus and
 * keyboard, and the cart lines it makes.
 */
import '../helpers/setup.js'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import t from 'tap'
import { AddToCartButton } from '#client/features/cart/AddToCartButton.js'
import { cart } from '#client/features/cart/cart.js'
import { Root } from '#client/Root.js'
import type { OptionGroupData } from '#domain/options.js'

const NBSP = '\u00a0'
const groups: OptionGroupData[] = [
  {
    id: 'fish',
    name: { pl: 'Ryba', en: 'Fish' },
    min: 1,
    max: 1,
    options: [
      { id: 'salmon', name: { pl: 'łosoś', en: 'salmon' }, priceDelta: 0, default: false, available: true },
      { id: 'tuna', name: { pl: 'tuńczyk', en: 'tuna' }, priceDelta: 6, default: false, available: true },
      { id: 'eel', name: { pl: 'węgorz', en: 'eel' }, priceDelta: 9, default: false, available: false },
    ],
  },
  {
    id: 'extras',
    name: { pl: 'Dodatki', en: 'Extras' },
    min: 0,
    max: 2,
    options: [
      { id: 'egg', name: { pl: 'jajko', en: 'egg' }, priceDelta: 4, default: false, available: true },
      {
        id: 'cucumber',
        name: { pl: 'ogórek', en: 'cucumber' },
        priceDelta: 0,
        default: true,
        available: true,
      },
      {
        id: 'avocado',
        name: { pl: 'awokado', en: 'avocado' },
        priceDelta: 5.5,
        default: false,
        available: true,
      },
    ],
  },
]

t.beforeEach(() => {
  localStorage.clear()
  cart.reset()
})
t.afterEach(() => cleanup())

function renderButton(
  lang: 'pl' | 'en' = 'pl',
  more: { quantity?: number; optionGroups?: OptionGroupData[] } = {},
) {
  return render(
    <Root lang={lang} origin="">
      <AddToCartButton
        productId="ramen"
        productName="Ramen"
        price={32.9}
        optionGroups={more.optionGroups ?? groups}
        quantity={more.quantity}
      />
    </Root>,
  )
}

t.test(
  'a dish with groups opens its choices: defaults ticked, price changes shown, focus inside',
  async (t) => {
    renderButton()
    const open = screen.getByRole('button', { name: 'Dodaj do koszyka: Ramen' })
    open.focus()
    fireEvent.click(open)
    await screen.findByRole('dialog')
    t.same(cart.lines(), [], 'nothing is added before the choice')
    const dialog = screen.getByRole('dialog', { name: 'Ramen' })
    t.equal(dialog.getAttribute('aria-modal'), 'true')
    t.ok(screen.getByRole('group', { name: 'Ryba (wybierz 1)' }))
    t.ok(screen.getByRole('group', { name: 'Dodatki (opcjonalnie, najwyżej 2)' }))
    // Focus moves in the dialog's effect, which React may run after the dialog is in the document.
    const first = screen.getByRole('radio', { name: 'łosoś' })
    await waitFor(() => {
      if (document.activeElement !== first) throw new Error('focus not on the first choice yet')
    }).catch(() => undefined)
    t.equal(document.activeElement, first, 'focus on the first choice')
    t.equal(
      (screen.getByRole('checkbox', { name: 'ogórek' }) as HTMLInputElement).checked,
      true,
      'default ticked',
    )
    t.match(screen.getByRole('radio', { name: /tuńczyk/ }).closest('label')?.textContent, `+6,00${NBSP}zł`)
    t.equal((screen.getByRole('radio', { name: /węgorz/ }) as HTMLInputElement).disabled, true, 'off today')
    t.match(screen.getByRole('radio', { name: /węgorz/ }).closest('label')?.textContent, 'dziś niedostępne')
    // Nothing picked in the required group yet: the button says what is missing, and does not add.
    const add = screen.getByRole('button', { name: 'Wybierz: Ryba' })
    fireEvent.click(add)
    t.same(cart.lines(), [])
    t.equal(
      document.activeElement,
      screen.getByRole('radio', { name: 'łosoś' }),
      'taken to the missing group',
    )
  },
)

t.test('the running price follows the choice; adding makes one line keyed by the options', async (t) => {
  renderButton('pl', { quantity: 2 })
  fireEvent.click(screen.getByRole('button', { name: 'Dodaj do koszyka: Ramen' }))
  await screen.findByRole('dialog')
  // 2 × 32,90 = 65,80
  t.match(screen.getByText(/Razem/).textContent, `65,80${NBSP}zł`)
  fireEvent.click(screen.getByRole('radio', { name: /tuńczyk/ }))
  fireEvent.click(screen.getByRole('checkbox', { name: /jajko/ }))
  // 2 × (32,90 + 6,00 + 4,00) = 85,80
  t.match(screen.getByText(/Razem/).textContent, `85,80${NBSP}zł`)
  t.equal(
    (screen.getByRole('checkbox', { name: /awokado/ }) as HTMLInputElement).disabled,
    true,
    'two extras chosen: the third waits',
  )
  fireEvent.click(screen.getByRole('button', { name: `Dodaj do koszyka · 85,80${NBSP}zł` }))
  t.same(cart.lines(), [{ productId: 'ramen', count: 2, options: ['cucumber', 'egg', 'tuna'] }])
  t.equal(screen.queryByRole('dialog'), null, 'closed after adding')
  t.equal(
    document.activeElement,
    screen.getByRole('button', { name: 'Dodaj do koszyka: Ramen' }),
    'focus back',
  )
  // The same dish with other options is another line.
  fireEvent.click(screen.getByRole('button', { name: 'Dodaj do koszyka: Ramen' }))
  await screen.findByRole('dialog')
  fireEvent.click(screen.getByRole('radio', { name: 'łosoś' }))
  fireEvent.click(screen.getByRole('checkbox', { name: 'ogórek' }))
  // 2 × 32,90 = 65,80
  fireEvent.click(screen.getByRole('button', { name: `Dodaj do koszyka · 65,80${NBSP}zł` }))
  t.same(cart.lines(), [
    { productId: 'ramen', count: 2, options: ['cucumber', 'egg', 'tuna'] },
    { productId: 'ramen', count: 2, options: ['salmon'] },
  ])
})

t.test('Escape and Cancel close without adding; Tab stays inside; English words', async (t) => {
  renderButton('en')
  fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Ramen' }))
  await screen.findByRole('dialog')
  t.ok(screen.getByRole('group', { name: 'Fish (choose 1)' }))
  t.ok(screen.getByRole('button', { name: 'Choose: Fish' }))
  fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
  t.equal(screen.queryByRole('dialog'), null)
  fireEvent.click(screen.getByRole('button', { name: 'Add to cart: Ramen' }))
  await screen.findByRole('dialog')
  const cancel = screen.getByRole('button', { name: 'Cancel' })
  const last = screen.getByRole('button', { name: 'Choose: Fish' })
  last.focus()
  fireEvent.keyDown(last, { key: 'Tab' })
  t.equal(document.activeElement, screen.getByRole('radio', { name: 'salmon' }), 'Tab wraps to the first')
  fireEvent.keyDown(screen.getByRole('radio', { name: 'salmon' }), { key: 'Tab', shiftKey: true })
  t.equal(document.activeElement, last, 'Shift+Tab wraps to the last')
  fireEvent.click(cancel)
  t.equal(screen.queryByRole('dialog'), null)
  t.same(cart.lines(), [])
})

t.test('an optional pick-one offers "None"; a dish without groups is added in one click', async (t) => {
  const sauce: OptionGroupData = {
    id: 'sauce',
    name: { pl: 'Sos', en: 'Sauce' },
    min: 0,
    max: 1,
    options: [
      {
        id: 'gf',
        name: { pl: 'sojowy bezglutenowy', en: 'gluten-free soy' },
        priceDelta: 2,
        default: false,
        available: true,
      },
    ],
  }
  const { unmount } = renderButton('pl', { optionGroups: [sauce] })
  fireEvent.click(screen.getByRole('button', { name: 'Dodaj do koszyka: Ramen' }))
  await screen.findByRole('dialog')
  t.equal((screen.getByRole('radio', { name: 'Bez dodatku' }) as HTMLInputElement).checked, true)
  fireEvent.click(screen.getByRole('radio', { name: /sojowy bezglutenowy/ }))
  fireEvent.click(screen.getByRole('radio', { name: 'Bez dodatku' }))
  fireEvent.click(screen.getByRole('button', { name: `Dodaj do koszyka · 32,90${NBSP}zł` }))
  t.same(cart.lines(), [{ productId: 'ramen', count: 1 }], 'no options: the line as before options existed')
  unmount()
  renderButton('pl', { optionGroups: [] })
  fireEvent.click(screen.getByRole('button', { name: 'Dodaj do koszyka: Ramen' }))
  t.equal(screen.queryByRole('dialog'), null)
  t.same(cart.lines(), [{ productId: 'ramen', count: 2 }])
})
