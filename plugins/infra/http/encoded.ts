import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import { negotiate } from '@fastify/accept-negotiator'
import type { FastifyReply, FastifyRequest } from 'fastify'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

export type Encoding = 'br' | 'gzip'
const ENCODINGS: Encoding[] = ['br', 'gzip']
const SUFFIX: Record<Encoding, string> = { br: '-br', gzip: '-gz' }

/**
 * How hard an answer is compressed, once: `max` (brotli 11, gzip 9) for answers kept for the
 * life of the process (pages, the menu), `fast` (brotli 5, gzip 6) for answers that may be made
 * for any url (404 pages), so that a stream of unknown urls cannot buy seconds of CPU.
 */
export type EffortLevel = 'max' | 'fast'

const OPTIONS: Record<EffortLevel, { br: number; gzip: number }> = {
  max: { br: zlib.constants.BROTLI_MAX_QUALITY, gzip: zlib.constants.Z_BEST_COMPRESSION },
  fast: { br: 5, gzip: 6 },
}

/** An encoding is kept only when it makes the answer clearly smaller. */
function worthIt(original: number, encoded: number): boolean {
  return encoded <= original * 0.95
}

/**
 * The finished bytes of an answer that does not change between requests, with its brotli and
 * gzip encodings made once (asynchronously, on libuv's thread pool, the first time a client asks
 * for them) and an ETag per representation.
 */
export class EncodedBody {
  readonly identity: Buffer
  /** Validator of the content; each encoding's ETag adds a suffix to it. */
  readonly tag: string
  private readonly ready = new Map<Encoding, Buffer | null>()
  private readonly pending = new Map<Encoding, Promise<Buffer | null>>()

  constructor(
    body: string | Buffer,
    private readonly effort: EffortLevel = 'max',
  ) {
    this.identity = typeof body === 'string' ? Buffer.from(body) : body
    this.tag = createHash('sha256').update(this.identity).digest('base64url').slice(0, 27)
  }

  /**
   * A body whose encodings were made already (the build's .br/.gz files): nothing is compressed at
   * run time; a missing encoding stays missing.
   */
  static withEncodings(identity: Buffer, encodings: Record<Encoding, Buffer | null>): EncodedBody {
    const body = new EncodedBody(identity)
    for (const encoding of ENCODINGS) body.ready.set(encoding, encodings[encoding])
    return body
  }

  /** Bytes of the encodings made so far. */
  get encodedSize(): number {
    let size = 0
    for (const bytes of this.ready.values()) size += bytes?.length ?? 0
    return size
  }

  /** Whether any encoding is (or may become) available: if none, the answer does not vary. */
  get varies(): boolean {
    return ENCODINGS.some((encoding) => this.ready.get(encoding) !== null)
  }

  etag(encoding: Encoding | 'identity'): string {
    return `"${this.tag}${encoding === 'identity' ? '' : SUFFIX[encoding]}"`
  }

  /** The encoded bytes, or null when that encoding does not help. */
  encoded(encoding: Encoding): Buffer | null | Promise<Buffer | null> {
    const done = this.ready.get(encoding)
    if (done !== undefined) return done
    let pending = this.pending.get(encoding)
    if (!pending) {
      pending = this.encode(encoding).then((bytes) => {
        const kept = worthIt(this.identity.length, bytes.length) ? bytes : null
        this.ready.set(encoding, kept)
        this.pending.delete(encoding)
        return kept
      })
      this.pending.set(encoding, pending)
    }
    return pending
  }

  /** Encodes every encoding now (a cache can warm itself before the first visitor). */
  async prepare(): Promise<void> {
    await Promise.all(ENCODINGS.map((encoding) => this.encoded(encoding)))
  }

  private encode(encoding: Encoding): Promise<Buffer> {
    const level = OPTIONS[this.effort]
    return encoding === 'br'
      ? brotli(this.identity, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: level.br,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: this.identity.length,
          },
        })
      : gzip(this.identity, { level: level.gzip })
  }
}

/**
 * Accept-Encoding headers seen lately and what they accept: browsers send one of a handful of
 * spellings, so the negotiation is done once per spelling, not per request (bounded: a client
 * inventing headers only empties it).
 */
const acceptedBy = new Map<string, Encoding[]>()
const ACCEPTED_KEPT = 64

/** The encodings a request accepts, best first (RFC 9110 Accept-Encoding, q-values honoured). */
function acceptedEncodings(header: string | string[] | undefined): Encoding[] {
  if (typeof header !== 'string' || header === '') return []
  let accepted = acceptedBy.get(header)
  if (accepted === undefined) {
    accepted = negotiateEncodings(header)
    if (acceptedBy.size >= ACCEPTED_KEPT) acceptedBy.clear()
    acceptedBy.set(header, accepted)
  }
  return accepted
}

function negotiateEncodings(header: string): Encoding[] {
  const normalized = header.toLowerCase()
  const first = negotiate(normalized, ENCODINGS) as Encoding | null
  if (!first) return []
  const second = negotiate(
    normalized,
    ENCODINGS.filter((e) => e !== first),
  ) as Encoding | null
  return second ? [first, second] : [first]
}

/** If-None-Match (weak comparison, as RFC 9110 asks for it) against every representation's ETag. */
function matchesIfNoneMatch(header: string | string[] | undefined, body: EncodedBody): boolean {
  if (typeof header !== 'string' || header === '') return false
  for (const raw of header.split(',')) {
    const candidate = raw.trim()
    if (candidate === '*') return true
    const opaque = candidate.startsWith('W/') ? candidate.slice(2) : candidate
    if (opaque === body.etag('identity') || opaque === body.etag('br') || opaque === body.etag('gzip')) {
      return true
    }
  }
  return false
}

/** Adds a field to the Vary header without repeating one already there. */
export function addVary(reply: FastifyReply, ...fields: string[]): void {
  const current = reply.getHeader('Vary')
  // The common cases, on every page and file: one field added to none or to one other.
  if (fields.length === 1) {
    const field = fields[0] as string
    if (current === undefined) {
      reply.header('Vary', field)
      return
    }
    // Pages: `Cookie` (the language), then `Accept-Encoding`.
    const one = typeof current === 'string' ? current.trim() : ''
    if (one !== '' && !one.includes(',') && one.toLowerCase() !== field.toLowerCase()) {
      reply.header('Vary', `${one}, ${field}`)
      return
    }
  }
  const list =
    typeof current === 'string'
      ? current
          .split(',')
          .map((f) => f.trim())
          .filter(Boolean)
      : []
  for (const field of fields) {
    if (!list.some((f) => f.toLowerCase() === field.toLowerCase())) list.push(field)
  }
  reply.header('Vary', list.join(', '))
}

export interface SendEncodedOptions {
  /** Answers with a status other than 200 carry no ETag and are never answered 304. */
  status?: number
  /** Whether If-None-Match is honoured (200 answers). Default true. */
  conditional?: boolean
  /** Sent as Last-Modified; If-Modified-Since is then honoured when If-None-Match is absent. */
  lastModified?: { date: Date; header: string }
}

/** If-Modified-Since (RFC 9110, section 13.1.3): not modified when the date is at or after the file's. */
function notModifiedSince(header: string | string[] | undefined, modified: Date): boolean {
  if (typeof header !== 'string') return false
  const since = Date.parse(header)
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since
}

/**
 * Sends precompressed bytes: the best encoding the client accepts (or none), its ETag, `Vary:
 * Accept-Encoding`, and 304 when the client already has the content. Nothing is compressed here
 * except once per body, the first time an encoding is asked for. When the encodings are made
 * already (every request but a body's first), the answer is sent at once, without a promise: a
 * handler can return it from a plain function (docs/benchmarks.md, "Serving").
 */
export function sendEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  options: SendEncodedOptions = {},
): FastifyReply | Promise<FastifyReply> {
  const accepted = acceptedEncodings(request.headers['accept-encoding'])
  for (let i = 0; i < accepted.length; i++) {
    const encoding = accepted[i] as Encoding
    const encoded = body.encoded(encoding)
    if (encoded instanceof Promise) return sendOnceEncoded(request, reply, body, options, accepted.slice(i))
    if (encoded) return sendChosen(request, reply, body, options, encoding, encoded)
  }
  return sendChosen(request, reply, body, options, 'identity', body.identity)
}

/** The first request for an encoding of a body: waits for the encodings still being made. */
async function sendOnceEncoded(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  options: SendEncodedOptions,
  candidates: readonly Encoding[],
): Promise<FastifyReply> {
  for (const encoding of candidates) {
    const encoded = await body.encoded(encoding)
    if (encoded) return sendChosen(request, reply, body, options, encoding, encoded)
  }
  return sendChosen(request, reply, body, options, 'identity', body.identity)
}

function sendChosen(
  request: FastifyRequest,
  reply: FastifyReply,
  body: EncodedBody,
  options: SendEncodedOptions,
  chosen: Encoding | 'identity',
  bytes: Buffer,
): FastifyReply {
  const status = options.status ?? 200
  const conditional = status === 200 && options.conditional !== false
  if (chosen !== 'identity' || body.varies) addVary(reply, 'Accept-Encoding')
  if (!conditional) {
    if (chosen !== 'identity') reply.header('Content-Encoding', chosen)
    return reply.code(status).send(bytes)
  }
  reply.header('ETag', body.etag(chosen))
  const { lastModified } = options
  if (lastModified) reply.header('Last-Modified', lastModified.header)
  const ifNoneMatch = request.headers['if-none-match']
  if (
    ifNoneMatch !== undefined
      ? matchesIfNoneMatch(ifNoneMatch, body)
      : lastModified !== undefined &&
        notModifiedSince(request.headers['if-modified-since'], lastModified.date)
  ) {
    return reply.code(304).send()
  }
  if (chosen !== 'identity') reply.header('Content-Encoding', chosen)
  return reply.code(status).send(bytes)
}
