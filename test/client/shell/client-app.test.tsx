import '../helpers/setup.js'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import t from 'tap'
import { ClientApp } from '#client/App.js'
import { PAGE_JSON_LD_ATTRIBUTE } from '#client/Document.js'
import { pageDataFor } from '#client/page-data/build.js'
import { loadPageComponent } from '#client/page-data/pages.js'
import { Root } from '#client/Root.js'
import { seededMenu as menu } from '../../helpers/menu-seed.js'

// The chunks of the pages these tests show, as the browser has them after loading them.
await Promise.all((['home', 'contact', 'delivery', 'restaurant'] as const).map((id) => loadPageComponent(id)))

t.afterEach(() => cleanup())

/** The app on /, its navigation answered by `answer` for each page-data request. */
function renderApp(answer: (url: string) => Response) {
  const asked: string[] = []
  globalThis.fetch = (async (url: string) => {
    if (url.startsWith('/api/')) return new Response('false')
    asked.push(url)
    return answer(url)
  }) as typeof fetch
  render(
    <MemoryRouter initialEntries={['/']}>
      <Root lang="pl" origin="">
        <ClientApp initial={{ kind: 'page', data: pageDataFor('/', menu)! }} />
      </Root>
    </MemoryRouter>,
  )
  return asked
}

const click = async (name: string) => {
  await act(async () => {
    fireEvent.click(
      screen.getByRole('navigation', { name: 'Nawigacja główna' }).querySelector(`a[href="${name}"]`)!,
    )
  })
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}

t.test('navigation fetches the next page data and shows the page when it is here', async (t) => {
  const asked = renderApp(
    (url) => new Response(JSON.stringify(pageDataFor(url.includes('kontakt') ? '/kontakt/' : '/', menu)!)),
  )
  await click('/kontakt/')
  t.same(asked, ['/page-data/kontakt/page-data.json'])
  t.equal(screen.getByRole('heading', { level: 1 }).textContent, 'Kontakt')
})

t.test('page data 404 shows the 404 page, 500 the 500 page', async (t) => {
  renderApp(() => new Response('{}', { status: 404 }))
  await click('/dostawa/')
  t.equal(screen.getByRole('heading', { level: 1 }).textContent, 'Tej strony nie ma w naszym menu')
  t.ok(screen.getByText('404'))
  cleanup()
  renderApp(() => new Response('{}', { status: 500 }))
  await click('/restauracja/')
  t.ok(screen.getByText('500'), 'the 500 page')
})

t.test(
  'the first page’s JSON-LD leaves the head when another page is shown, other blocks stay',
  async (t) => {
    const block = (attributes: string) => {
      const element = document.createElement('script')
      element.type = 'application/ld+json'
      for (const name of attributes.split(' ').filter(Boolean)) element.setAttribute(name, '')
      element.textContent = '{"@type":"Restaurant"}'
      document.head.append(element)
      return element
    }
    const first = block(PAGE_JSON_LD_ATTRIBUTE)
    const other = block('')
    t.teardown(() => other.remove())
    renderApp(
      (url) => new Response(JSON.stringify(pageDataFor(url.includes('kontakt') ? '/kontakt/' : '/', menu)!)),
    )
    t.ok(first.isConnected, 'kept while the first page is shown')
    await click('/kontakt/')
    t.equal(screen.getByRole('heading', { level: 1 }).textContent, 'Kontakt')
    t.notOk(first.isConnected, 'the home page’s Restaurant is gone with the home page')
    t.ok(other.isConnected, 'a block the server did not mark stays')
  },
)
