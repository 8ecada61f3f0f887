import '../helpers/setup.js'
import FakeTimers from '@sinonjs/fake-timers'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import t from 'tap'
import { CookieConsent } from '#client/features/consent/CookieConsent.js'
import { readConsent } from '#client/features/consent/consent.js'
import { Root } from '#client/Root.js'

let views: { path: string; language: string; visitorId?: string }[] = []
function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    // biome-ignore lint/suspicious/noDocumentCookie: the test resets jsdom's cookies
    if (name) document.cookie = `${name}=; max-age=0; path=/`
  }
}

t.beforeEach(() => {
  clearCookies()
  views = []
  globalThis.fetch = (async (url: string, init: RequestInit = {}) => {
    if (url === '/api/analytics/pageview') views.push(JSON.parse(String(init.body)))
    return new Response(null, { status: url === '/api/analytics/pageview' ? 204 : 404 })
  }) as typeof fetch
})
t.afterEach(() => cleanup())

function show() {
  return render(
    <MemoryRouter initialEntries={['/kontakt/']}>
      <Root lang="pl" origin="">
        <CookieConsent />
      </Root>
    </MemoryRouter>,
  )
}

t.test(
  'the consent dialog links the privacy policy, locks clicks for 500 ms, then saves the choice',
  async (t) => {
    const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] })
    t.teardown(() => clock.uninstall())
    show()
    const dialog = screen.getByRole('dialog', { name: 'Szanujemy Twoją prywatność' })
    t.ok(dialog)
    t.equal(
      screen.getByRole('link', { name: 'Polityka prywatności (PDF)' }).getAttribute('href'),
      '/polityka-prywatnosci.pdf',
    )
    t.notOk(dialog.className.includes('consent-in'), 'no animation before 100 ms')
    act(() => clock.tick(100))
    t.ok(screen.getByRole('dialog').className.includes('consent-in'), 'animation begins after 100 ms')
    const accept = screen.getByRole('button', { name: 'Akceptuję wszystkie' }) as HTMLButtonElement
    t.equal(accept.disabled, true, 'locked at first')
    act(() => clock.tick(400))
    t.equal(accept.disabled, false, 'released after 500 ms')
    const necessary = screen.getByLabelText('Niezbędne (zawsze włączone)') as HTMLInputElement
    t.ok(necessary.checked && necessary.disabled, 'necessary cookies are always on')
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz wybór' }))
    t.equal(screen.queryByRole('dialog'), null)
    t.same(readConsent(), { necessary: true, analytics: false })
    t.match(document.cookie, /cookie_consent=necessary/)
    t.notMatch(document.cookie, /sa_vid=\w/, 'no analytics cookie without consent')
    t.same(views, [{ path: '/kontakt/', language: 'pl' }], 'the page view is still sent, anonymously')
  },
)

t.test('with consent the analytics visitor id is sent', async (t) => {
  const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] })
  t.teardown(() => clock.uninstall())
  show()
  act(() => clock.tick(500))
  fireEvent.click(screen.getByRole('button', { name: 'Akceptuję wszystkie' }))
  t.same(readConsent(), { necessary: true, analytics: true })
  const id = /sa_vid=([\w-]+)/.exec(document.cookie)?.[1]
  t.ok(id && id.length >= 16, 'a random visitor id')
  cleanup()
  show()
  t.equal(screen.queryByRole('dialog'), null, 'not asked again')
  // The page view waits for the browser to be idle (docs/client.md, "Profile"); jsdom has no
  // requestIdleCallback, so a 1 ms timer stands in.
  t.equal(views.length, 1, 'only the first visit was counted before the browser is idle')
  act(() => clock.tick(1))
  t.same(views.at(-1), { path: '/kontakt/', language: 'pl', visitorId: id })
})

t.test('the banner waits while another modal holds it, and shows the moment it is released', async (t) => {
  const clock = FakeTimers.install({ toFake: ['setTimeout', 'clearTimeout'] })
  t.teardown(() => clock.uninstall())
  const tree = (held: boolean) => (
    <MemoryRouter initialEntries={['/kontakt/']}>
      <Root lang="pl" origin="">
        <CookieConsent held={held} />
      </Root>
    </MemoryRouter>
  )
  const view = render(tree(true))
  act(() => clock.tick(1000))
  t.equal(screen.queryByRole('dialog'), null, 'no banner while the closed dialog shows')
  view.rerender(tree(false))
  t.ok(screen.getByRole('dialog', { name: 'Szanujemy Twoją prywatność' }), 'the banner follows it')
  const accept = screen.getByRole('button', { name: 'Akceptuję wszystkie' }) as HTMLButtonElement
  t.equal(accept.disabled, true, 'its 500 ms lock starts when it appears')
  act(() => clock.tick(500))
  t.equal(accept.disabled, false)
})
