/** The staff see the checkout's details: extras line, FAKTURA badge and company, courier note. */
import '../helpers/setup.js'
import { cleanup, render, screen, within } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import t from 'tap'
import { KitchenTicket } from '#client/features/staff-board/KitchenTicket.js'
import { OrderCard } from '#client/features/staff-board/OrderCard.js'
import { Root } from '#client/Root.js'
import { order } from '../helpers/staff-fake-api.js'

t.afterEach(() => cleanup())

const detailed = order({
  extras: {
    chopsticks: 3,
    soySauce: true,
    ginger: true,
    wasabi: false,
    cutlery: false,
    line: 'Pałeczki: 3 · sos sojowy · imbir · bez wasabi',
  },
  comment: 'Bez sezamu',
  deliveryNote: 'Domofon 12 <b>brama</b>',
  invoice: {
    nip: '7740001454',
    companyName: 'Orlen S.A.',
    address: {
      street: 'ul. Chemików',
      buildingNumber: '7',
      apartment: null,
      postalCode: '09-411',
      city: 'Płock',
    },
    status: 'REQUESTED',
    number: null,
    ksefNumber: null,
    issuedAt: null,
    lastError: null,
    correction: null,
  },
})

function show(element: React.ReactNode) {
  return render(
    <MemoryRouter>
      <Root lang="pl" origin="https://sakanasushi.test">
        {element}
      </Root>
    </MemoryRouter>,
  )
}

t.test('the order card: badge, extras line, company and the courier note', async (t) => {
  show(<OrderCard order={detailed} onMove={async () => true} onPrint={() => undefined} />)
  const card = screen.getByRole('article')
  t.ok(within(card).getByText('Faktura'), 'the FAKTURA badge')
  t.match(card.textContent, 'Dodatki: Pałeczki: 3 · sos sojowy · imbir · bez wasabi')
  t.match(card.textContent, 'Faktura na firmę: Orlen S.A.')
  t.match(card.textContent, 'NIP 774-000-14-54')
  t.match(card.textContent, 'ul. Chemików 7, 09-411 Płock')
  t.match(card.textContent, 'Dla kuriera: Domofon 12 <b>brama</b>', 'shown as typed, as text')
  t.equal(card.querySelector('b'), null, 'no markup from the guest')
})

t.test('an order without details shows none of them', async (t) => {
  show(<OrderCard order={order()} onMove={async () => true} onPrint={() => undefined} />)
  const card = screen.getByRole('article')
  t.notMatch(card.textContent, 'Faktura')
  t.notMatch(card.textContent, 'Dodatki')
  t.notMatch(card.textContent, 'Dla kuriera')
})

t.test('the kitchen ticket: the same, the note in the courier part', async (t) => {
  show(<KitchenTicket order={detailed} />)
  const ticket = screen.getByRole('region')
  const text = ticket.textContent ?? ''
  t.match(text, 'Faktura')
  t.match(text, 'Pałeczki: 3 · sos sojowy · imbir · bez wasabi')
  t.match(text, 'NIP 774-000-14-54')
  const rule = ticket.querySelector('hr')!
  const note = within(ticket).getByText(/Domofon 12/)
  t.ok(
    rule.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING,
    'below the line, with the address',
  )
})
