/**
 * A Star printer over CloudPRNT (docs/printing.md, CloudPRNT): it polls, fetches the job in
 * StarPRNT, confirms it; the secret in its URL is required; an error status keeps the job.
 */
import t from 'tap'
import { CloudPrntPrinter } from '../../helpers/printer-stand-in.js'
import { setup } from '../../helpers/printing-setup.js'

async function cloudSetup(t: Parameters<typeof setup>[0]) {
  const s = await setup(t)
  const added = await s.addPrinter({ name: 'Bar', kind: 'CLOUDPRNT', host: undefined, port: undefined })
  const path = new URL(added.cloudPrntUrl!).pathname
  const request = async (method: 'POST' | 'GET' | 'DELETE', url: string, body?: object) => {
    const res = await s.app.inject({ method, url, ...(body ? { payload: body } : {}) })
    return { statusCode: res.statusCode, body: res.rawPayload, json: () => res.json(), headers: res.headers }
  }
  return { ...s, path, request, star: new CloudPrntPrinter(request, path) }
}

t.test('the printer polls, fetches the ticket in StarPRNT and confirms it: printed once', async (t) => {
  const s = await cloudSetup(t)
  t.same(await s.star.poll(), { jobReady: false, printed: false }, 'nothing yet')
  const placed = await s.place()
  t.same(await s.star.poll(), { jobReady: true, printed: true })
  t.same(await s.star.poll(), { jobReady: false, printed: false }, 'confirmed: not offered again')
  t.equal(s.star.tickets.length, 1)
  const bytes = s.star.tickets[0]!
  t.same([...bytes.subarray(0, 2)], [0x1b, 0x40], 'starts with the printer’s reset (ESC @)')
  t.ok(bytes.includes(Buffer.from([0x1b, 0x1d, 0x74, 0x05])), 'StarPRNT selects code page 852 (ESC GS t 5)')
  // "Nigiri z łososiem": ł is 0x88 in code page 852.
  t.ok(bytes.includes(Buffer.from([0x7a, 0x20, 0x88, 0x6f, 0x73, 0x6f])), 'Polish letters in CP852')
  t.ok(bytes.includes(Buffer.from(`#${placed.number}`)), 'the order number')
  const printed = await s.app.inject({ url: '/api/print-jobs?status=PRINTED', headers: s.auth })
  t.match(printed.json().jobs, [{ orderId: placed.id, printerName: 'Bar', attempts: 1 }])
  t.match((await s.states())[0], { status: 'READY', waiting: 0 })
})

t.test('StarLine when the printer asks for it; an unknown media type is refused', async (t) => {
  const s = await cloudSetup(t)
  await s.place()
  const wrong = await s.request('GET', `${s.path}?type=text%2Fhtml`)
  t.equal(wrong.statusCode, 415)
  t.same(await s.star.poll('application/vnd.star.line'), { jobReady: true, printed: true })
})

t.test('without the right secret the printer gets nothing', async (t) => {
  const s = await cloudSetup(t)
  await s.place()
  const id = s.path.split('/')[3]
  for (const url of [`/api/cloudprnt/${id}/wrong-secret`, `/api/cloudprnt/999/${s.path.split('/')[4]}`]) {
    const poll = await s.request('POST', url, { statusCode: '200 OK' })
    t.equal(poll.statusCode, 401)
    t.match(poll.json(), { code: 'PRINTER_SECRET' })
    t.equal((await s.request('GET', url)).statusCode, 401)
    t.equal((await s.request('DELETE', `${url}?code=200%20OK`)).statusCode, 401)
  }
  t.match((await s.states())[0], { waiting: 1 }, 'the job still waits for the real printer')
})

t.test('paper out: the printer says so, the job waits; an error on DELETE retries it', async (t) => {
  const s = await cloudSetup(t)
  await s.place()
  s.star.statusCode = '410 Paper empty'
  t.same(await s.star.poll(), { jobReady: false, printed: false }, 'no job for a printer without paper')
  t.match((await s.states())[0], { status: 'OFFLINE', lastError: '410 Paper empty', waiting: 1 })
  s.star.statusCode = '200 OK'
  const ready = (await s.request('POST', s.path, { statusCode: '200 OK' })).json() as { jobToken: string }
  await s.request('GET', `${s.path}?type=application%2Fvnd.star.starprnt&token=${ready.jobToken}`)
  const failed = await s.request('DELETE', `${s.path}?code=520%20Print%20error&token=${ready.jobToken}`)
  t.same(failed.json(), { printed: false })
  t.same(await s.star.poll(), { jobReady: false, printed: false }, 'not before its backoff')
  s.tick(2_000)
  t.same(await s.star.poll(), { jobReady: true, printed: true }, 'then printed')
  t.equal(s.star.tickets.length, 1)
})

t.test('a printer that stops polling is offline after a minute, with an alarm while jobs wait', async (t) => {
  const s = await cloudSetup(t)
  await s.star.poll()
  await s.place()
  s.tick(61_000)
  t.match((await s.states())[0], { status: 'OFFLINE', waiting: 1 })
  s.tick(61_000)
  t.match((await s.states())[0], { status: 'OFFLINE', waiting: 1, alarm: true })
  await s.star.poll()
  t.match((await s.states())[0], { status: 'READY', waiting: 0, alarm: false })
})

t.test(
  'a job fetched but never confirmed is offered again once its lease ends, marked as sent again',
  async (t) => {
    const s = await cloudSetup(t)
    await s.place()
    const poll = await s.request('POST', s.path, { statusCode: '200 OK' })
    const token = poll.json().jobToken as string
    const first = await s.request('GET', `${s.path}?token=${token}`)
    t.equal(first.statusCode, 200)
    // "WYSŁANY" with Ł as code page 852 writes it (0x9d).
    const resent = Buffer.from([0x57, 0x59, 0x53, 0x9d, 0x41, 0x4e, 0x59])
    t.notOk(first.body.includes(resent), 'the first sending is not marked')
    // The printer lost power before its DELETE: nothing is offered while the fetch's lease runs.
    t.same((await s.request('POST', s.path, { statusCode: '200 OK' })).json(), { jobReady: false })
    s.tick(61_000)
    t.same(await s.star.poll(), { jobReady: true, printed: true }, 'offered again, then confirmed')
    t.ok(s.star.tickets[0]!.includes(resent), 'the ticket says it was sent again')
    t.same(await s.star.poll(), { jobReady: false, printed: false }, 'printed: not offered again')
  },
)

t.test(
  'HTTP Basic: the secret as the password on a URL without it; a rotated secret locks the old one out',
  async (t) => {
    const s = await cloudSetup(t)
    const list = await s.app.inject({ url: '/api/printers', headers: s.auth })
    const settings = list.json().printers[0].cloudPrnt as {
      serverUrl: string
      username: string
      password: string
    }
    const id = s.path.split('/')[3]
    t.equal(
      settings.serverUrl,
      `https://sakanasushi.test/api/cloudprnt/${id}`,
      'the Server URL has no secret',
    )
    t.equal(settings.password, s.path.split('/')[4], 'the password is the secret')
    const basic = (password: string) => ({
      authorization: `Basic ${Buffer.from(`${settings.username}:${password}`).toString('base64')}`,
    })
    const withAuth =
      (password: string | null) => async (method: 'POST' | 'GET' | 'DELETE', url: string, body?: object) => {
        const res = await s.app.inject({
          method,
          url,
          ...(password === null ? {} : { headers: basic(password) }),
          ...(body ? { payload: body } : {}),
        })
        return {
          statusCode: res.statusCode,
          body: res.rawPayload,
          json: () => res.json(),
          headers: res.headers,
        }
      }
    const path = `/api/cloudprnt/${id}`
    await s.place()
    const anonymous = await withAuth(null)('POST', path, { statusCode: '200 OK' })
    t.equal(anonymous.statusCode, 401, 'no credentials: refused')
    t.equal(anonymous.headers['www-authenticate'], 'Basic realm="CloudPRNT"', 'the printer is asked for them')
    t.equal((await withAuth('wrong')('GET', path)).statusCode, 401, 'a wrong password: refused')
    t.equal((await withAuth('wrong')('DELETE', `${path}?code=200%20OK`)).statusCode, 401)
    const printer = new CloudPrntPrinter(withAuth(settings.password), path)
    t.same(await printer.poll(), { jobReady: true, printed: true }, 'the right password prints')
    t.equal(printer.tickets.length, 1)

    const rotated = await s.app.inject({
      method: 'PATCH',
      url: `/api/printers/${id}`,
      headers: s.auth,
      payload: { newSecret: true },
    })
    const fresh = rotated.json().cloudPrnt as { password: string }
    t.not(fresh.password, settings.password, 'a new secret')
    t.equal(
      (await withAuth(settings.password)('POST', path, { statusCode: '200 OK' })).statusCode,
      401,
      'the old password no longer works',
    )
    t.equal((await s.request('POST', s.path, { statusCode: '200 OK' })).statusCode, 401, 'nor the old URL')
    t.equal(
      (await withAuth(fresh.password)('POST', path, { statusCode: '200 OK' })).statusCode,
      200,
      'the new one does',
    )
    const newUrl = new URL(rotated.json().cloudPrntUrl).pathname
    t.equal((await s.request('POST', newUrl, { statusCode: '200 OK' })).statusCode, 200, 'and the new URL')
  },
)
