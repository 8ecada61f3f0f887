/** The app, a printer on the network and the steps the printing suites share (docs/printing.md). */
import type { Test } from 'tap'
import { build } from './app.js'
import { OPEN, order } from './orders-setup.js'
import { TcpPrinter } from './printer-stand-in.js'
import { staffToken } from './staff-helper.js'

/** The app on a Wednesday afternoon, its sender driven by the test (`run`), a staff token and a printer. */
export async function setup(t: Test, options: { allowedHosts?: string[] } = {}) {
  let clock = OPEN
  const app = await build(t, {
    now: () => clock,
    printing: {
      autoStart: false,
      timeoutMs: 400,
      statusWaitMs: 100,
      backoffBaseMs: 1000,
      maxBackoffMs: 4000,
      ...options,
    },
  })
  const auth = { authorization: `Bearer ${await staffToken(app)}` }
  const printer = await new TcpPrinter().start()
  t.teardown(() => printer.stop())
  const addPrinter = async (body: object = {}) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/printers',
      headers: auth,
      payload: { name: 'Kuchnia', kind: 'DIRECT', host: '127.0.0.1', port: printer.port, ...body },
    })
    t.equal(res.statusCode, 201, res.body)
    return res.json() as { id: number; cloudPrntUrl: string | null }
  }
  const place = async (overrides: Record<string, unknown> = {}) => {
    const res = await app.inject({ method: 'POST', url: '/api/order', payload: order(overrides) })
    t.equal(res.statusCode, 201, res.body)
    return res.json() as { id: string; number: number }
  }
  const states = async () =>
    (await app.inject({ url: '/api/printers/status', headers: auth })).json().printers as {
      name: string
      status: string
      offlineSince: string | null
      lastError: string | null
      waiting: number
      expired: number
      alarm: boolean
    }[]
  return {
    app,
    auth,
    printer,
    addPrinter,
    place,
    states,
    run: () => app.printing.queue.run(),
    tick: (ms: number) => {
      clock = new Date(clock.getTime() + ms)
    },
  }
}
