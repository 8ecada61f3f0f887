import t from 'tap'

// Each test imports a fresh copy of the dictionary module (ES modules are cached by URL, query
// included): nothing is loaded yet, as in a browser that has just opened the page.
let copies = 0
async function freshI18n(): Promise<typeof import('#client/i18n/index.js')> {
  copies += 1
  return import(`../../../client/i18n/index.js?copy=${copies}`)
}

t.test(
  'a first visit to /manage/: the staff strings arrive even while the dictionary is loading',
  async (t) => {
    const i18n = await freshI18n()
    // What the browser does on that visit: the language's dictionary and the staff page (with its
    // strings) load side by side.
    await Promise.all([i18n.loadDictionary('pl'), i18n.loadStaffStrings()])
    const { t: tr } = i18n.createTranslator('pl')
    t.equal(tr('manage.login.title'), 'Logowanie obsługi')
    t.equal(tr('cart.add'), 'Dodaj do koszyka')
  },
)

t.test('the staff strings wanted first: a language loaded afterwards comes with them', async (t) => {
  const i18n = await freshI18n()
  await i18n.loadStaffStrings()
  t.notOk(i18n.hasDictionary('en'), 'nothing of English loaded yet')
  await i18n.loadDictionary('en')
  t.ok(i18n.hasDictionary('en'))
  t.equal(i18n.createTranslator('en').t('manage.login.title'), 'Staff sign-in')
})

t.test('a guest loads only the language in use', async (t) => {
  const i18n = await freshI18n()
  await i18n.loadDictionary('pl')
  t.equal(i18n.createTranslator('pl').t('cart.add'), 'Dodaj do koszyka')
  t.notOk(i18n.hasDictionary('en'))
  t.throws(() => i18n.createTranslator('en'), /en dictionary is not loaded/)
})

t.test('the checkout strings load with the order page, not with the menu', async (t) => {
  const i18n = await freshI18n()
  await i18n.loadDictionary('pl')
  t.ok(i18n.hasDictionary('pl'), 'the menu needs only the base strings')
  t.equal(
    i18n.createTranslator('pl').t('checkout.privacy'),
    'Polityka prywatności (PDF)',
    'the footer link is base',
  )
  t.throws(() => i18n.createTranslator('pl').t('checkout.submit'), 'no checkout strings yet')
  await i18n.loadCheckoutStrings()
  t.equal(
    i18n.createTranslator('pl').t('checkout.submit', { total: '99,00 zł' }),
    'Zamawiam i płacę 99,00 zł',
  )
  t.notOk(i18n.hasDictionary('en'), 'English not loaded')
  await i18n.loadDictionary('en')
  t.equal(
    i18n.createTranslator('en').t('thanks.number', { number: '7' }),
    'Order no. 7',
    'a language switch brings them',
  )
})
