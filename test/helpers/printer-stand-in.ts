/**
 * Printer stand-ins for the printing tests (docs/testing.md): a thermal printer on the network (a TCP
 * server that answers the paper status query, records each ticket's bytes, and can refuse
 * connections, hang, run out of paper or come back), a CloudPRNT printer that polls as a Star printer
 * does, and an ESC/POS reader that turns recorded bytes back into the text a cook would read.
 */
import net, { type AddressInfo } from 'node:net'

export type PrinterMode = 'print' | 'hang' | 'paper-out'

/** A printer on port 9100's terms, on a free port of 127.0.0.1. */
export class TcpPrinter {
  /** Every ticket taken, in order (the bytes after the status query). */
  readonly tickets: Buffer[] = []
  mode: PrinterMode = 'print'
  port = 0
  private server: net.Server | null = null
  private readonly sockets = new Set<net.Socket>()

  async start(port = 0): Promise<this> {
    const server = net.createServer((socket) => this.serve(socket))
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(port, '127.0.0.1', () => resolve())
    })
    this.server = server
    this.port = (server.address() as AddressInfo).port
    return this
  }

  private serve(socket: net.Socket): void {
    this.sockets.add(socket)
    socket.on('close', () => this.sockets.delete(socket))
    socket.on('error', () => undefined)
    if (this.mode === 'hang') {
      socket.pause()
      return
    }
    let bytes = Buffer.alloc(0)
    socket.on('data', (chunk) => {
      bytes = Buffer.concat([bytes, chunk])
      // DLE EOT 4 at the start: the paper sensor's byte (0x12 paper present, 0x72 paper out).
      if (bytes.length === 3 && bytes[0] === 0x10 && bytes[1] === 0x04 && bytes[2] === 0x04) {
        socket.write(Buffer.from([this.mode === 'paper-out' ? 0x72 : 0x12]))
        if (this.mode === 'paper-out') socket.end()
      }
    })
    socket.on('end', () => {
      const ticket = bytes.subarray(3)
      if (ticket.length > 0 && this.mode === 'print') this.tickets.push(ticket)
      socket.end()
    })
  }

  /** Switched off: connections are refused (the port stays ours to come back on). */
  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy()
    const server = this.server
    this.server = null
    if (server) await new Promise((resolve) => server.close(resolve))
  }

  /** Switched on again, on the same port. */
  comeBack(): Promise<this> {
    this.mode = 'print'
    return this.start(this.port)
  }
}

/** Code page 852's Polish letters (and the few other signs a ticket uses), by byte. */
const CP852: Record<number, string> = {
  165: 'ą',
  134: 'ć',
  169: 'ę',
  136: 'ł',
  228: 'ń',
  162: 'ó',
  152: 'ś',
  171: 'ź',
  190: 'ż',
  164: 'Ą',
  143: 'Ć',
  168: 'Ę',
  157: 'Ł',
  227: 'Ń',
  224: 'Ó',
  151: 'Ś',
  141: 'Ź',
  189: 'Ż',
  158: '×',
  255: '\u00a0',
}
/** Code page 437's line (the encoder draws rules in it). */
const CP437: Record<number, string> = { 196: '─' }

/** ESC/POS commands and how many argument bytes follow them. */
const COMMANDS: [number[], number][] = [
  [[0x1b, 0x40], 0], // initialize
  [[0x1c, 0x2e], 0], // cancel Kanji mode
  [[0x1b, 0x4d], 1], // font
  [[0x1b, 0x74], 1], // code page
  [[0x1b, 0x45], 1], // bold
  [[0x1b, 0x61], 1], // align
  [[0x1b, 0x64], 1], // feed
  [[0x1d, 0x21], 1], // size
  [[0x1d, 0x42], 1], // invert
  [[0x1d, 0x56], 1], // cut
]

export interface ReadTicket {
  /** The text, one string per printed line (CR dropped, trailing spaces kept off). */
  lines: string[]
  /** Code pages switched to (ESC t n). */
  codepages: number[]
  cut: boolean
  /** Characters of the widest line of the normal size. */
  widest: number
}

/** Reads ESC/POS bytes the way the printer would: commands applied, text in its code page. */
export function readEscPos(bytes: Uint8Array): ReadTicket {
  const codepages: number[] = []
  let codepage = 0
  let cut = false
  let line = ''
  const lines: string[] = []
  let i = 0
  next: while (i < bytes.length) {
    for (const [prefix, args] of COMMANDS) {
      if (prefix.every((b, k) => bytes[i + k] === b)) {
        const arg = bytes[i + prefix.length] ?? 0
        if (prefix[1] === 0x74) {
          codepage = arg
          codepages.push(arg)
        }
        if (prefix[1] === 0x56) cut = true
        i += prefix.length + args
        continue next
      }
    }
    const b = bytes[i]!
    i++
    if (b === 0x0a) {
      lines.push(line.trimEnd())
      line = ''
    } else if (b === 0x0d) {
      // carriage return: the encoder ends each line with LF CR
    } else if (b < 0x80) line += String.fromCharCode(b)
    else line += (codepage === 18 ? CP852[b] : CP437[b]) ?? `<${b.toString(16)}>`
  }
  if (line) lines.push(line)
  return { lines, codepages, cut, widest: Math.max(0, ...lines.map((l) => l.length)) }
}

/** A Star printer polling over CloudPRNT: the POST, the GET and the DELETE as the printer sends them. */
export class CloudPrntPrinter {
  readonly tickets: Buffer[] = []
  statusCode = '200 OK'

  constructor(
    private readonly request: (
      method: 'POST' | 'GET' | 'DELETE',
      url: string,
      body?: object,
    ) => Promise<{ statusCode: number; body: Buffer; json: () => unknown; headers: Record<string, unknown> }>,
    private readonly url: string,
  ) {}

  /** One poll; prints the job when one is ready. Answers what the server said to the POST. */
  async poll(type = 'application/vnd.star.starprnt'): Promise<{ jobReady: boolean; printed: boolean }> {
    const status = await this.request('POST', this.url, {
      status: '23 86 00 00 00 00 00 00 00',
      statusCode: this.statusCode,
      printerMAC: '00:11:62:00:00:01',
      printingInProgress: false,
    })
    if (status.statusCode !== 200) throw new Error(`poll answered ${status.statusCode}`)
    const answer = status.json() as { jobReady: boolean; mediaTypes?: string[]; jobToken?: string }
    if (!answer.jobReady) return { jobReady: false, printed: false }
    if (!answer.mediaTypes?.includes(type)) throw new Error(`no ${type} among ${answer.mediaTypes}`)
    const token = answer.jobToken ? `&token=${answer.jobToken}` : ''
    const job = await this.request('GET', `${this.url}?type=${encodeURIComponent(type)}&mac=00%3A11${token}`)
    if (job.statusCode !== 200) return { jobReady: true, printed: false }
    this.tickets.push(job.body)
    await this.request('DELETE', `${this.url}?code=${encodeURIComponent(this.statusCode)}${token}`)
    return { jobReady: true, printed: true }
  }
}
