import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A stand-in for the Ministry of Finance's VAT White List ("API Rejestr WL", wl-api.mf.gov.pl), for
 * tests (CI has no internet). It answers as the published API does:
 * - `GET /api/search/nip/{nip}?date=YYYY-MM-DD` → 200 `{result: {subject, requestId, requestDateTime}}`,
 *   `subject` the Entity (name, nip, statusVat `Czynny`|`Zwolniony`|`Niezarejestrowany`, regon, krs,
 *   workingAddress, residenceAddress, representatives, accountNumbers, …) or null for an unknown NIP;
 * - a missing or malformed date → 400 `{code: 'WL-112', message}`, a NIP not of ten digits → 400
 *   `{code: 'WL-113', message}`;
 * - `down`: 503 with an HTML page, as a proxy in front of it answers; `slowMs`: answers that late.
 */
export interface StandInEntity {
  name: string
  nip: string
  statusVat: 'Czynny' | 'Zwolniony' | 'Niezarejestrowany'
  regon?: string
  krs?: string | null
  workingAddress?: string | null
  residenceAddress?: string | null
}

export class WhiteListStandIn {
  readonly entities = new Map<string, StandInEntity>()
  /** Every search received: the NIP and the date asked about. */
  readonly searches: { nip: string; date: string | null }[] = []
  down = false
  slowMs = 0
  private server: Server | undefined

  add(entity: StandInEntity): this {
    this.entities.set(entity.nip, entity)
    return this
  }

  async start(): Promise<string> {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://stand-in')
      const m = /^\/api\/search\/nip\/([^/]*)$/.exec(url.pathname)
      const send = (status: number, body: unknown) => {
        const answer = () => {
          res.writeHead(status, { 'content-type': 'application/json' })
          res.end(JSON.stringify(body))
        }
        if (this.slowMs) setTimeout(answer, this.slowMs)
        else answer()
      }
      if (req.method !== 'GET' || !m) return send(404, { code: 'WL-404', message: 'Nie znaleziono' })
      const nip = decodeURIComponent(m[1] ?? '')
      const date = url.searchParams.get('date')
      this.searches.push({ nip, date })
      if (this.down) {
        res.writeHead(503, { 'content-type': 'text/html' })
        return res.end('<html><body>Service Unavailable</body></html>')
      }
      if (!date || !/^\d{4}-\d{2}-\d{2}$/.test(date)) {
        return send(400, { code: 'WL-112', message: "Pole 'date' ma nieprawidłowy format." })
      }
      if (!/^\d{10}$/.test(nip))
        return send(400, { code: 'WL-113', message: "Pole 'NIP' ma nieprawidłową długość." })
      const entity = this.entities.get(nip)
      const [y, mo, d] = date.split('-')
      send(200, {
        result: {
          subject: entity
            ? {
                regon: null,
                krs: null,
                residenceAddress: null,
                workingAddress: null,
                representatives: [],
                authorizedClerks: [],
                partners: [],
                registrationLegalDate: '2015-01-01',
                accountNumbers: ['97105010121000009032688328'],
                hasVirtualAccounts: false,
                ...entity,
              }
            : null,
          requestId: `st${this.searches.length}-stand1n`,
          requestDateTime: `${d}-${mo}-${y} 12:00:00`,
        },
      })
    })
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`
  }

  async stop(): Promise<void> {
    if (!this.server) return
    this.server.closeAllConnections()
    await new Promise<void>((resolve) => this.server!.close(() => resolve()))
  }
}
