import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'

/** A message as the local SMTP server received it, with its headers and parts decoded. */
export interface ReceivedMail {
  from: string
  to: string[]
  raw: string
  subject: string
  messageId: string
  text: string
  html: string
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_m, enc: string, text: string) =>
      enc.toLowerCase() === 'b'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    )
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = []
  const clean = text.replace(/=\r?\n/g, '')
  for (let i = 0; i < clean.length; i++) {
    if (clean[i] === '=' && /^[0-9A-F]{2}$/i.test(clean.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(clean.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(...Buffer.from(clean[i]!, 'utf8'))
  }
  return Buffer.from(bytes).toString('utf8')
}

function header(head: string, name: string): string {
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r?\\n[ \\t].*)*)`, 'im').exec(head)
  return match ? decodeHeader(match[1]!.replace(/\r?\n[ \t]+/g, ' ')) : ''
}

/** The decoded body of the MIME part with the given content type. */
function part(raw: string, type: string): string {
  const start = raw.search(new RegExp(`Content-Type: ${type}`, 'i'))
  if (start === -1) return ''
  const rest = raw.slice(start)
  const headEnd = rest.search(/\r?\n\r?\n/)
  const head = rest.slice(0, headEnd)
  let body = rest.slice(headEnd).replace(/^\r?\n\r?\n/, '')
  const boundary = body.search(/\r?\n--/)
  if (boundary !== -1) body = body.slice(0, boundary)
  const encoding = header(head, 'Content-Transfer-Encoding').toLowerCase()
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  return body
}

/** A local SMTP server started by a test (smtp-server): it keeps what it receives. */
export class SmtpSink {
  readonly received: ReceivedMail[] = []
  /** When set, every recipient is refused with this SMTP error (550 …). */
  refuse: string | null = null
  private server: SMTPServer
  port = 0

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo: (_address, _session, callback) => {
        if (this.refuse) {
          const error = new Error(this.refuse) as Error & { responseCode: number }
          error.responseCode = 550
          return callback(error)
        }
        callback()
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8')
          const head = raw.slice(0, raw.search(/\r?\n\r?\n/))
          this.received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            subject: header(head, 'Subject'),
            messageId: header(head, 'Message-ID'),
            text: part(raw, 'text/plain'),
            html: part(raw, 'text/html'),
          })
          callback()
        })
      },
    })
  }

  /** Listens on `port` (0: any free port); answers the SMTP_URL to use. */
  async start(port = 0): Promise<string> {
    await new Promise<void>((resolve, reject) => {
      this.server.once('error', reject)
      this.server.listen(port, '127.0.0.1', () => resolve())
    })
    this.port = (this.server.server.address() as AddressInfo).port
    return `smtp://127.0.0.1:${this.port}`
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()))
  }
}

/** A port nothing listens on (yet): an SMTP server that is down. */
export async function freePort(): Promise<number> {
  const { createServer } = await import('node:net')
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as AddressInfo).port
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}
