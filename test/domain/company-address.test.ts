import t from 'tap'
import { parseRegisterAddress } from '#domain/company-address.js'

t.test("the White List's one-line address split into the checkout's fields", async (t) => {
  t.same(parseRegisterAddress('ŻURAWIA 6/12/766, 00-503 WARSZAWA'), {
    street: 'ŻURAWIA',
    buildingNumber: '6/12/766',
    postalCode: '00-503',
    city: 'WARSZAWA',
  })
  // The API's own example writes no comma before the postcode.
  t.same(parseRegisterAddress('ul/ Prosta 49 00-838 Warszawa'), {
    street: 'ul/ Prosta',
    buildingNumber: '49',
    postalCode: '00-838',
    city: 'Warszawa',
  })
  t.same(parseRegisterAddress('UL. JANA PAWŁA II 12, 31-000 KRAKÓW'), {
    street: 'UL. JANA PAWŁA II',
    buildingNumber: '12',
    postalCode: '31-000',
    city: 'KRAKÓW',
  })
  t.same(parseRegisterAddress('AL. 3 MAJA 7 lok. 2, 30-062 KRAKÓW')?.buildingNumber, '7 lok. 2')
  t.same(parseRegisterAddress('ZAKOPIAŃSKA 62 m. 15, 30-418 KRAKÓW')?.buildingNumber, '62 m. 15')
  t.same(parseRegisterAddress('MARSZAŁKOWSKA  10A,  00-590   WARSZAWA'), {
    street: 'MARSZAŁKOWSKA',
    buildingNumber: '10A',
    postalCode: '00-590',
    city: 'WARSZAWA',
  })
  // A village without streets: the register names the village as the street.
  t.same(parseRegisterAddress('KRZESZOWICE 12, 32-065 KRZESZOWICE')?.street, 'KRZESZOWICE')
})

t.test('an address it cannot split is left to the guest', async (t) => {
  t.equal(parseRegisterAddress(null), null)
  t.equal(parseRegisterAddress(''), null)
  t.equal(parseRegisterAddress('ŻURAWIA, 00-503 WARSZAWA'), null, 'no number')
  t.equal(parseRegisterAddress('ŻURAWIA 6 WARSZAWA'), null, 'no postcode')
  t.equal(parseRegisterAddress('A 6, 00-503 WARSZAWA'), null, 'a street of one letter')
})
