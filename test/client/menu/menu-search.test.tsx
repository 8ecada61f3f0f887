/**
 * The menu's search in the browser (docs/product.md, "Search"): the search page filters as the
 * guest types and announces the count, a category's form leads to it, both languages; the
 * "Nowość" badge on the card.
 */
import '../helpers/setup.js'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { MemoryRouter, Route, Routes } from 'react-router-dom'
import t from 'tap'
import { cart } from '#client/features/cart/cart.js'
import { ProductCard } from '#client/features/menu/ProductCard.js'
import { CategoryPage } from '#client/pages/CategoryPage.js'
import { SearchPage } from '#client/pages/SearchPage.js'
import { Root } from '#client/Root.js'
import { seededMenu } from '../../helpers/menu-seed.js'
import { BuiltPageData } from '../helpers/page-data.js'

t.beforeEach(() => {
  localStorage.clear()
  cart.reset()
  globalThis.fetch = (async () => new Response('false', { status: 200 })) as typeof fetch
})
t.afterEach(() => cleanup())

function renderAt(url: string, lang: 'pl' | 'en') {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Root lang={lang} origin="">
        <BuiltPageData>
          <Routes>
            <Route path="szukaj/" element={<SearchPage />} />
            <Route path="menu/:category/" element={<CategoryPage />} />
          </Routes>
        </BuiltPageData>
      </Root>
    </MemoryRouter>,
  )
}
const MANGO_PL = ['Hosomaki z mango', 'Uramaki z mango i awokado']
const titles = () => screen.queryAllByRole('heading', { level: 2 }).map((h) => h.textContent)
const type = (label: string, value: string) =>
  act(async () => {
    fireEvent.change(screen.getByLabelText(label), { target: { value } })
  })

t.test('in Polish: results follow every keystroke, the count is announced politely', async (t) => {
  renderAt('/szukaj/?q=mango', 'pl')
  const field = screen.getByRole('searchbox', { name: 'Szukaj w menu' }) as HTMLInputElement
  t.equal(field.value, 'mango')
  const status = screen.getByRole('status')
  t.equal(status.textContent, 'Znaleziono 4 dania')
  t.same(titles().slice(0, 2).sort(), MANGO_PL, 'the two named so first')

  await type('Szukaj w menu', 'TUNCZYK')
  t.equal(status.textContent, 'Znaleziono 16 dań', 'no Polish letters needed, any case')
  t.same(
    titles().slice(0, 5).sort(),
    [
      'Chirashi z tuńczykiem',
      'Futomaki z tuńczykiem',
      'Hosomaki z tuńczykiem',
      'Nigiri z tuńczykiem',
      'Sashimi z tuńczyka',
    ],
    'the five named so first, then eleven with tuna inside',
  )
  t.equal(window.location.search, '?q=TUNCZYK', 'the address follows, replaced')

  await type('Szukaj w menu', 'tamago')
  t.equal(status.textContent, 'Znaleziono 13 dań')
  t.same(titles().slice(0, 2).sort(), ['Hosomaki z tamago', 'Nigiri z tamago'])

  await type('Szukaj w menu', 'pizza')
  t.equal(status.textContent, 'Nic nie znaleziono')
  t.same(titles(), [])
  t.ok(screen.getByRole('link', { name: 'Zobacz całe menu' }))

  await type('Szukaj w menu', '')
  t.equal(status.textContent, '', 'nothing announced without words')
  t.ok(screen.getByText('Wpisz nazwę dania albo składnik, np. łosoś, tempura, awokado.'))
})

t.test('in English: a category page’s form leads to the results, in English words', async (t) => {
  renderAt('/menu/nigiri/', 'en')
  // A <search> landmark around the form (jsdom's roles do not know the element yet; browsers do).
  const form = document.querySelector('search > form.menu-search') as HTMLFormElement
  t.equal(form.getAttribute('action'), '/szukaj/')
  t.equal(form.getAttribute('method'), 'get')
  await type('Search the menu', 'eel')
  await act(async () => {
    fireEvent.click(within(form).getByRole('button', { name: 'Search' }))
  })
  t.equal(screen.getByRole('heading', { level: 1 }).textContent, 'Search the menu')
  t.equal((screen.getByRole('searchbox', { name: 'Search the menu' }) as HTMLInputElement).value, 'eel')
  t.equal(screen.getByRole('status').textContent, '10 dishes found')
  t.ok(titles().includes('Eel nigiri (unagi)'))

  await type('Search the menu', 'mango')
  t.equal(screen.getByRole('status').textContent, '4 dishes found')
  t.same(titles().slice(0, 2), ['Mango hosomaki', 'Mango & avocado roll'])
  await type('Search the menu', 'łosoś')
  t.equal(screen.getByRole('status').textContent, 'Nothing found', 'Polish words on the English page')
  t.ok(screen.getByRole('link', { name: 'See the whole menu' }))
})

t.test('a dish marked new says so on its card in words, in both languages', async (t) => {
  const salmon = seededMenu.productById('nigiri-losos')!
  for (const [lang, word] of [
    ['pl', 'Nowość'],
    ['en', 'New'],
  ] as const) {
    const { unmount } = render(
      <MemoryRouter>
        <Root lang={lang} origin="">
          <ProductCard product={{ ...salmon, isNew: true, path: '/menu/nigiri/nigiri-losos/' }} />
          <ProductCard
            product={{ ...seededMenu.productById('nigiri-tamago')!, path: '/menu/nigiri/nigiri-tamago/' }}
          />
        </Root>
      </MemoryRouter>,
    )
    const [marked, plain] = screen.getAllByRole('article')
    t.equal(within(marked!).getByText(word).className, 'tag tag-new', `${lang}: ${word}`)
    t.equal(within(plain!).queryByText(word), null, `${lang}: none on an unmarked dish`)
    unmount()
  }
})
