import t from 'tap'
import { loadConfig } from '../../server/config.js'
import { build } from '../helper.js'
import { setup } from './payments-setup.js'

const status = async (app: Awaited<ReturnType<typeof build>>) =>
  (await app.inject({ url: '/api/site-status' })).json()

t.test('the BLIK code field is offered only with PayU and PAYU_BLIK_CODE=1', async (t) => {
  const base = { NODE_ENV: 'test', DATABASE_URL: ':memory:' }
  t.equal(loadConfig({ ...base, PAYU_BLIK_CODE: '1' }).payu, null, 'without PayU there is no code')
  t.throws(() => loadConfig({ ...base, PAYU_BLIK_CODE: 'yes' }), /PAYU_BLIK_CODE/)

  t.equal((await status(await build(t, { env: { PAYU_BLIK_CODE: '1' } }))).blikCodeAvailable, false)
  const redirectOnly = await setup(t)
  t.match(await status(redirectOnly.app), { onlinePaymentAvailable: true, blikCodeAvailable: false })
  const withCode = await setup(t, { PAYU_BLIK_CODE: '1' })
  t.match(await status(withCode.app), { onlinePaymentAvailable: true, blikCodeAvailable: true })
})
