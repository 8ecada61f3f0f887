import { randomBytes } from 'node:crypto'
import { isIP } from 'node:net'
import { type Static, Type } from '@sinclair/typebox'
import { envSchema } from 'env-schema'
import { DEFAULT_INVOICE_NUMBER_PATTERN, patternProblem } from '#domain/invoices/numbering.js'
import { normalizeNip } from '#domain/nip.js'
import { parseDatabaseUrl } from '#infra/db/connection.js'
import type { KsefEnvironmentName } from '#schemas/enums.js'

/** Environment variables the process reads, validated once at start-up (env-schema, one schema). */
const EnvSchema = Type.Object({
  NODE_ENV: Type.Union([Type.Literal('development'), Type.Literal('production'), Type.Literal('test')], {
    default: 'development',
  }),
  HOST: Type.String({ minLength: 1, default: '0.0.0.0' }),
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 3000 }),
  DATABASE_URL: Type.String({ minLength: 1, default: './data/sushi.db' }),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  JWT_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  TOTP_SECRET_KEY: Type.Optional(Type.String({ minLength: 32, maxLength: 1000 })),
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://[^/]+$' })),
  TRUST_PROXY: Type.Optional(Type.String({ minLength: 1 })),
  REDIS_URL: Type.Optional(Type.String({ pattern: '^rediss?://' })),
  REDIS_KEY_PREFIX: Type.String({ pattern: '^[A-Za-z0-9_.:-]{1,64}$', default: 'sakana:' }),
  DATABASE_POOL_SIZE: Type.Integer({ minimum: 1, maximum: 200, default: 10 }),
  ORDER_RATE_LIMIT: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 10 }),
  LOGIN_SITE_LIMIT: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 60 }),
  PAYMENT_RETRY_LIMIT: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 10 }),
  UNPAID_HOLD_MINUTES: Type.Integer({ minimum: 5, maximum: 120, default: 15 }),
  UNPAID_ORDER_RATE_LIMIT: Type.Integer({ minimum: 0, maximum: 1_000_000, default: 3 }),
  ORDER_PII_RETENTION_DAYS: Type.Integer({ minimum: 1, maximum: 3650, default: 365 }),
  AUDIT_RETENTION_DAYS: Type.Integer({ minimum: 1, maximum: 3650, default: 365 }),
  MAX_EVENT_LOOP_DELAY_MS: Type.Integer({ minimum: 0, maximum: 60_000, default: 1_000 }),
  PASSWORD_HASH_COST: Type.Integer({ minimum: 10, maximum: 20, default: 17 }),
  STAFF_IDLE_MINUTES: Type.Integer({ minimum: 1, maximum: 24 * 60, default: 60 }),
  WL_API_URL: Type.String({ pattern: '^https?://[^/]+$', default: 'https://wl-api.mf.gov.pl' }),
  WL_DAILY_LIMIT: Type.Integer({ minimum: 0, maximum: 100_000, default: 90 }),
  PAYU_URL: Type.String({ pattern: '^https?://[^/]+$', default: 'https://secure.snd.payu.com' }),
  PAYU_POS_ID: Type.Optional(Type.String({ pattern: '^\\d{1,20}$' })),
  PAYU_CLIENT_ID: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  PAYU_CLIENT_SECRET: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  PAYU_SECOND_KEY: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
  PAYU_BLIK_CODE: Type.Union([Type.Literal('0'), Type.Literal('1')], { default: '0' }),
  PAYU_SIGNATURE_ALGORITHM: Type.Union([Type.Literal('MD5'), Type.Literal('SHA-256')], { default: 'MD5' }),
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  SMTP_ALLOW_PLAIN: Type.Union([Type.Literal('0'), Type.Literal('1')], { default: '0' }),
  MAIL_RETRY_SECONDS: Type.Integer({ minimum: 1, maximum: 3600, default: 30 }),
  PRINTER_TIMEOUT_SECONDS: Type.Integer({ minimum: 1, maximum: 60, default: 10 }),
  PRINTER_HOSTS: Type.String({ maxLength: 1000, default: '' }),
  KSEF_ENV: Type.Union([Type.Literal('test'), Type.Literal('demo'), Type.Literal('production')], {
    default: 'production',
  }),
  KSEF_API_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s]+$' })),
  KSEF_QR_URL: Type.Optional(Type.String({ pattern: '^https?://[^\\s]+$' })),
  KSEF_TOKEN: Type.Optional(Type.String({ minLength: 10, maxLength: 1000 })),
  SELLER_NIP: Type.Optional(Type.String({ minLength: 10, maxLength: 32 })),
  SELLER_NAME: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
  SELLER_ADDRESS_LINE1: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
  SELLER_ADDRESS_LINE2: Type.Optional(Type.String({ minLength: 1, maxLength: 512 })),
  INVOICE_NUMBER_PATTERN: Type.String({
    minLength: 1,
    maxLength: 60,
    default: DEFAULT_INVOICE_NUMBER_PATTERN,
  }),
  MAIL_FROM: Type.String({
    minLength: 3,
    maxLength: 200,
    default: 'Sakana Sushi <zamowienia@sakanasushi.pl>',
  }),
})

type Env = Static<typeof EnvSchema>

export interface Config {
  env: Env['NODE_ENV']
  host: string
  port: number
  databaseUrl: string
  logLevel: Env['LOG_LEVEL']
  jwtSecret: string
  /** True when JWT_SECRET was not set and a random one was made (development only). */
  jwtSecretGenerated: boolean
  /**
   * TOTP_SECRET_KEY: seals the stored two-factor secrets; null when unset, and a key derived from
   * JWT_SECRET does (docs/security.md, "Two-factor sign-in").
   */
  totpSecretKey: string | null
  /** PostgreSQL connections per instance (SQLite has one). */
  databasePoolSize: number
  /** Redis for shared rate-limit counters across instances; none by default (counters in memory). */
  redisUrl: string | null
  /** Prefix of every Redis key (REDIS_KEY_PREFIX): one Redis can serve several sites. */
  redisKeyPrefix: string
  /**
   * The reverse proxies whose X-Forwarded-For / -Proto are believed: their addresses or networks
   * (CIDR), or the names loopback, linklocal, uniquelocal; none by default.
   */
  trustProxy: string[] | false
  /** Origin used for canonical links, Open Graph URLs and the sitemap (default http://localhost:PORT). */
  publicUrl: string
  /** Orders per address per 10 minutes; 0 turns the limit off (load tests, benchmarks). */
  orderRateLimit: number
  /** Sign-in attempts per minute on one instance from all addresses together; 0 turns it off. */
  loginSiteLimit: number
  /** Payment retries of one order from one address per 10 minutes. */
  paymentRetryLimit: number
  /** Minutes an unpaid ONLINE order holds its slot and promo-code use before it is cancelled. */
  unpaidHoldMinutes: number
  /** Unpaid ONLINE orders per address at once; 0 turns the limit off. */
  unpaidOrderRateLimit: number
  /** Days an order keeps the guest's name, phone, e-mail, address and comment (then anonymised). */
  orderPiiRetentionDays: number
  /** Days the audit trail keeps an entry (then the retention job removes it). */
  auditRetentionDays: number
  /** Minutes without a request (or an open board's live stream) after which a staff session ends. */
  staffIdleMinutes: number
  /**
   * scrypt's cost (log2 N) for new staff password hashes: 17 (128 MiB, OWASP's figure); production
   * refuses less. Only the test suites lower it (docs/security.md, "Passwords").
   */
  passwordHashCost: number
  /** Mean event-loop delay above which requests are shed with 503 OVERLOADED; 0: never (docs/operations.md). */
  maxEventLoopDelayMs: number
  /** PayU REST API v2.1 (online payment); null unless all four keys are set. */
  payu: PayuConfig | null
  /** The VAT White List at checkout: its base address and the site's searches a day (docs/operations.md). */
  whiteList: { url: string; dailyLimit: number }
  /**
   * Order e-mails: without smtpUrl they are recorded and logged, not sent. `requireTls`: an smtp://
   * server must offer STARTTLS or nothing is sent (production, unless SMTP_ALLOW_PLAIN=1).
   */
  mail: { smtpUrl: string | null; from: string; retrySeconds: number; requireTls: boolean }
  /**
   * A printer on the network that stays silent this long has failed the attempt; an instance holds a
   * printer or a ticket six times as long (a process killed mid-ticket frees it after that).
   */
  /** PRINTER_HOSTS: loopback or link-local printer hosts allowed all the same (docs/printing.md). */
  printing: { timeoutSeconds: number; allowedHosts: string[] }
  /**
   * Invoices in KSeF (docs/invoices.md): the environment and its addresses (KSEF_API_URL and
   * KSEF_QR_URL override the official ones), the token and the seller, the numbering. The owner's
   * settings in the staff area take precedence over each; invoicing is off until the token and the
   * seller are set somewhere.
   */
  invoicing: InvoicingConfig
}

export interface InvoicingConfig {
  environment: KsefEnvironmentName
  apiUrl: string | null
  qrUrl: string | null
  token: string | null
  seller: {
    nip: string | null
    name: string | null
    addressLine1: string | null
    addressLine2: string | null
  }
  numberPattern: string
}

/**
 * The copy env-schema validates against, made once: ajv caches a compiled schema by its object, so
 * every configuration this process loads (one in production, thousands in the tests) shares one
 * compiled validator. env-schema sets `additionalProperties: false` on it, the same each time.
 */
const ENV_SCHEMA = structuredClone(EnvSchema)

/** localhost, 127.x.x.x, [::1], 0.0.0.0: hosts no crawler or guest can reach. */
function isLocalOrigin(origin: string): boolean {
  return isLoopbackHost(new URL(origin).hostname.toLowerCase())
}

function isLoopbackHost(host: string): boolean {
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    /^127\.\d+\.\d+\.\d+$/.test(host) ||
    host === '[::1]' ||
    host === '0.0.0.0'
  )
}

export interface PayuConfig {
  url: string
  posId: string
  clientId: string
  clientSecret: string
  secondKey: string
  /** PAYU_BLIK_CODE=1: PayU takes a BLIK code typed on our page (docs/checkout.md, BLIK). */
  blikCode?: boolean
  /**
   * The hash PayU signs notifications with (the POS's setting, MD5 unless given); a notification
   * whose header names another is refused.
   */
  signatureAlgorithm?: 'MD5' | 'SHA-256'
}

const PAYU_KEYS = ['PAYU_POS_ID', 'PAYU_CLIENT_ID', 'PAYU_CLIENT_SECRET', 'PAYU_SECOND_KEY'] as const

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Invalid configuration: ${variable} ${detail}`)
    this.name = 'ConfigError'
  }
}

/**
 * Reads and validates the configuration from an environment object.
 * Throws ConfigError naming the first invalid variable.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const known = Object.keys(EnvSchema.properties)
  const raw: Record<string, unknown> = {}
  for (const key of known) {
    const value = source[key]
    if (value !== undefined && value !== '') raw[key] = value
  }
  let env: Env
  type SchemaError = {
    instancePath: string
    keyword: string
    message?: string
    params?: { allowedValue?: unknown }
  }
  try {
    // env-schema: ajv with the schema's defaults and types (PORT "8080" → 8080); nothing else is read.
    env = envSchema<Env>({ schema: ENV_SCHEMA, data: raw, env: false, dotenv: false })
  } catch (error) {
    const problems = (error as { errors?: SchemaError[] }).errors ?? []
    const first = problems[0]
    const variable = first?.instancePath.replace(/^\//, '') || 'environment'
    // A list of allowed values (NODE_ENV, LOG_LEVEL…) fails one `const` per value: name them all.
    const allowed = problems
      .filter((p) => p.instancePath === first?.instancePath && p.keyword === 'const')
      .map((p) => String(p.params?.allowedValue))
    const detail = allowed.length > 0 ? `must be one of ${allowed.join(', ')}` : first?.message
    throw new ConfigError(
      variable,
      `is invalid (${JSON.stringify(raw[variable] ?? null)}): ${detail ?? (error as Error).message}`,
    )
  }
  try {
    parseDatabaseUrl(env.DATABASE_URL)
  } catch (error) {
    throw new ConfigError('DATABASE_URL', `is invalid: ${(error as Error).message}`)
  }
  if (env.NODE_ENV === 'production' && env.PASSWORD_HASH_COST < 17) {
    throw new ConfigError('PASSWORD_HASH_COST', 'must be at least 17 when NODE_ENV=production')
  }
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new ConfigError('JWT_SECRET', 'is required when NODE_ENV=production (at least 32 characters)')
  }
  // Canonical links, Open Graph, JSON-LD and the sitemap carry this origin: in production a missing
  // or local one would advertise localhost to every crawler, so the start is refused instead.
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL) {
    throw new ConfigError(
      'PUBLIC_URL',
      'is required when NODE_ENV=production: the public origin of the site, e.g. https://sakanasushi.pl',
    )
  }
  if (env.NODE_ENV === 'production' && env.PUBLIC_URL && isLocalOrigin(env.PUBLIC_URL)) {
    throw new ConfigError(
      'PUBLIC_URL',
      `must be the public origin of the site when NODE_ENV=production, not ${env.PUBLIC_URL}`,
    )
  }
  checkTransports(env)
  const sellerNip = env.SELLER_NIP === undefined ? null : normalizeNip(env.SELLER_NIP)
  if (env.SELLER_NIP !== undefined && !sellerNip) {
    throw new ConfigError('SELLER_NIP', 'is not a valid NIP (10 digits with a correct checksum)')
  }
  const patternError = patternProblem(env.INVOICE_NUMBER_PATTERN)
  if (patternError) throw new ConfigError('INVOICE_NUMBER_PATTERN', `is invalid: ${patternError}`)
  // PayU needs all four keys: some without the others is a mistake worth stopping for.
  const payuSet = PAYU_KEYS.filter((key) => env[key] !== undefined)
  if (payuSet.length > 0 && payuSet.length < PAYU_KEYS.length) {
    const missing = PAYU_KEYS.find((key) => env[key] === undefined)!
    throw new ConfigError(
      missing,
      `is required when ${payuSet.join(', ')} ${payuSet.length > 1 ? 'are' : 'is'} set`,
    )
  }
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    jwtSecret: env.JWT_SECRET ?? randomBytes(32).toString('base64url'),
    jwtSecretGenerated: !env.JWT_SECRET,
    totpSecretKey: env.TOTP_SECRET_KEY ?? null,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    databasePoolSize: env.DATABASE_POOL_SIZE,
    redisUrl: env.REDIS_URL ?? null,
    redisKeyPrefix: env.REDIS_KEY_PREFIX,
    trustProxy: env.TRUST_PROXY === undefined ? false : parseTrustProxy(env.TRUST_PROXY),
    orderRateLimit: env.ORDER_RATE_LIMIT,
    loginSiteLimit: env.LOGIN_SITE_LIMIT,
    paymentRetryLimit: env.PAYMENT_RETRY_LIMIT,
    unpaidHoldMinutes: env.UNPAID_HOLD_MINUTES,
    unpaidOrderRateLimit: env.UNPAID_ORDER_RATE_LIMIT,
    orderPiiRetentionDays: env.ORDER_PII_RETENTION_DAYS,
    auditRetentionDays: env.AUDIT_RETENTION_DAYS,
    staffIdleMinutes: env.STAFF_IDLE_MINUTES,
    passwordHashCost: env.PASSWORD_HASH_COST,
    maxEventLoopDelayMs: env.MAX_EVENT_LOOP_DELAY_MS,
    payu:
      payuSet.length === PAYU_KEYS.length
        ? {
            url: env.PAYU_URL,
            posId: env.PAYU_POS_ID!,
            clientId: env.PAYU_CLIENT_ID!,
            clientSecret: env.PAYU_CLIENT_SECRET!,
            secondKey: env.PAYU_SECOND_KEY!,
            blikCode: env.PAYU_BLIK_CODE === '1',
            signatureAlgorithm: env.PAYU_SIGNATURE_ALGORITHM,
          }
        : null,
    whiteList: { url: env.WL_API_URL, dailyLimit: env.WL_DAILY_LIMIT },
    mail: {
      smtpUrl: env.SMTP_URL ?? null,
      from: env.MAIL_FROM,
      retrySeconds: env.MAIL_RETRY_SECONDS,
      requireTls: plainSmtpRefused(env) && env.SMTP_URL?.startsWith('smtp://') === true,
    },
    invoicing: {
      environment: env.KSEF_ENV,
      apiUrl: env.KSEF_API_URL ?? null,
      qrUrl: env.KSEF_QR_URL ?? null,
      token: env.KSEF_TOKEN ?? null,
      seller: {
        nip: sellerNip,
        name: env.SELLER_NAME ?? null,
        addressLine1: env.SELLER_ADDRESS_LINE1 ?? null,
        addressLine2: env.SELLER_ADDRESS_LINE2 ?? null,
      },
      numberPattern: env.INVOICE_NUMBER_PATTERN,
    },
    printing: {
      timeoutSeconds: env.PRINTER_TIMEOUT_SECONDS,
      allowedHosts: env.PRINTER_HOSTS.split(',')
        .map((h) => h.trim())
        .filter(Boolean),
    },
  }
}

/** Production sends guests' data over TLS only, unless SMTP_ALLOW_PLAIN=1 names the risk. */
function plainSmtpRefused(env: Env): boolean {
  return env.NODE_ENV === 'production' && env.SMTP_ALLOW_PLAIN !== '1' && !isLoopbackHost(smtpHost(env))
}

function smtpHost(env: Env): string {
  try {
    return env.SMTP_URL ? new URL(env.SMTP_URL).hostname.toLowerCase() : ''
  } catch {
    return ''
  }
}

/** URL options with which nodemailer would send in plain text (they override requireTLS). */
const PLAIN_SMTP_OPTIONS = /[?&](ignoretls|requiretls|secure|tls\.?[a-z]*)=/i

/** The outside services production reaches over https only, and what would travel in plain text. */
const HTTPS_ONLY = [
  ['PAYU_URL', 'payment data'],
  ['KSEF_API_URL', 'the KSeF token and the invoices'],
  ['KSEF_QR_URL', 'the invoices’ verification links'],
] as const

/**
 * In production (docs/security.md, "Transports"): PayU and KSeF over https only (a loopback stand-in
 * excepted); SMTP over TLS only: smtps://, or smtp:// with STARTTLS required (set in `mail`), and no
 * URL option that turns TLS off, unless SMTP_ALLOW_PLAIN=1 or the server is on this machine.
 */
function checkTransports(env: Env): void {
  if (env.NODE_ENV !== 'production') return
  for (const [variable, what] of HTTPS_ONLY) {
    const value = env[variable]
    if (value === undefined) continue
    const url = new URL(value)
    if (url.protocol === 'http:' && !isLoopbackHost(url.hostname.toLowerCase())) {
      throw new ConfigError(
        variable,
        `must use https:// when NODE_ENV=production (${what} must not travel in plain text), not ${value}`,
      )
    }
  }
  if (env.SMTP_URL && plainSmtpRefused(env) && PLAIN_SMTP_OPTIONS.test(env.SMTP_URL)) {
    throw new ConfigError(
      'SMTP_URL',
      'must not turn TLS off (ignoreTLS, requireTLS, secure, tls options) when NODE_ENV=production; set SMTP_ALLOW_PLAIN=1 to send guests’ e-mails in plain text anyway',
    )
  }
}

const PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

/**
 * TRUST_PROXY: comma-separated addresses or CIDR networks of the reverse proxies (or loopback,
 * linklocal, uniquelocal). A hop count is refused: with several instances behind one proxy a count
 * would let any client that adds its own X-Forwarded-For choose the address the limits count.
 */
function parseTrustProxy(value: string): string[] {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (entries.length === 0) throw new ConfigError('TRUST_PROXY', 'is empty')
  for (const entry of entries) {
    if (PROXY_RANGES.has(entry)) continue
    const [address = '', prefix, extra] = entry.split('/')
    const version = isIP(address)
    const prefixOk =
      prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 6 ? 128 : 32))
    if (!version || !prefixOk || extra !== undefined) {
      throw new ConfigError(
        'TRUST_PROXY',
        `is invalid (${JSON.stringify(entry)}): give the proxies' addresses or networks, e.g. 10.0.0.5,192.168.1.0/24 or loopback (a hop count is not accepted)`,
      )
    }
  }
  return entries
}
