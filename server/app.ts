import zlib from 'node:zlib'
import compress from '@fastify/compress'
import cookie from '@fastify/cookie'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import Fastify, { type FastifyServerOptions, type RouteOptions } from 'fastify'
import dbPlugin from '#infra/db/index.js'
import healthPlugin, { type PressureLimits } from '#infra/health/index.js'
import { sendError } from '#infra/http/errors.js'
import httpPlugin from '#infra/http/index.js'
import { describeRequestError } from '#infra/http/validation.js'
import openapiPlugin from '#infra/openapi/index.js'
import rateLimitPlugin from '#infra/rate-limit/index.js'
import redisPlugin from '#infra/redis/index.js'
import seoPlugin from '#infra/seo/index.js'
import ssrPlugin from '#infra/ssr/index.js'
import type { RenderModule, SsrMode } from '#infra/ssr/renderer.js'
import analyticsPlugin from '#plugins/analytics/index.js'
import authPlugin from '#plugins/auth/index.js'
import invoicesPlugin, { type InvoicesPluginOptions } from '#plugins/invoices/index.js'
import kitchenPlugin from '#plugins/kitchen/settings/index.js'
import siteStatusPlugin from '#plugins/kitchen/site-status/index.js'
import availabilityPlugin from '#plugins/kitchen/sold-out/index.js'
import mailPlugin, { type MailPluginOptions } from '#plugins/mail/index.js'
import menuPlugin from '#plugins/menu/index.js'
import optionsPlugin from '#plugins/options/index.js'
import ordersPlugin from '#plugins/orders/index.js'
import paymentsPlugin from '#plugins/payments/index.js'
import printingPlugin, { type PrintingPluginOptions } from '#plugins/printing/index.js'
import promoCodesPlugin from '#plugins/promo-codes/index.js'
import reportsPlugin from '#plugins/reports/index.js'
import retentionPlugin from '#plugins/retention/index.js'
import whiteListPlugin from '#plugins/white-list/index.js'
import { addStrictFormats } from '#schemas/formats.js'
import type { Config } from './config.js'
import { SERVER_TIMEOUTS, type ServerTimeouts } from './lifecycle.js'
import { loggerOptions, requestId } from './logger.js'
import { schemaCompilers } from './schema-compilers.js'

export interface BuildOptions {
  /** How pages are rendered; defaults from NODE_ENV (production → build, development → vite). */
  ssrMode?: SsrMode
  /** Project root; defaults to the working directory. */
  root?: string
  /** Logger override (tests pass false). */
  logger?: FastifyServerOptions['logger']
  /** Replaces the page renderer (tests). */
  renderModule?: RenderModule
  /** Replaces the clock (tests). */
  now?: () => Date
  /** Replaces the server timeouts (tests use short ones). */
  timeouts?: Partial<ServerTimeouts>
  /** Mail sender settings (tests: backoff, a sender they drive themselves). */
  mail?: Partial<MailPluginOptions>
  /** Print queue settings (tests: backoff, timeouts, a sender they drive themselves). */
  printing?: Partial<PrintingPluginOptions>
  /** Invoice queue settings (tests: the KSeF client's timeouts, backoff, a sender they drive). */
  invoices?: Partial<InvoicesPluginOptions>
  /** When to shed load (tests of the 503 use tiny limits). */
  pressure?: Partial<PressureLimits>
  /** The order stream's heartbeat, which also keeps its session alive (tests use a short one). */
  streamHeartbeatMs?: number
  /** Sees every route as it is registered (tests: each API route names its operationId). */
  onRoute?: (route: RouteOptions) => void
}

/**
 * JSON answers at least this long are compressed on the fly; shorter ones gain too little.
 * @internal Exported for its tests; production uses it within this module.
 */
export const JSON_COMPRESSION_THRESHOLD = 1024

/** The API's routes (JSON); not its docs page, whose files are static. */
function compressedOnTheFly(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs')
}

/** The app factory: used by the process entry and by every test. */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const timeouts = { ...SERVER_TIMEOUTS, ...options.timeouts }
  const app = Fastify({
    // See server/lifecycle.ts: slow clients are dropped within 30 s, event streams stay open.
    connectionTimeout: timeouts.connectionTimeout,
    keepAliveTimeout: timeouts.keepAliveTimeout,
    requestTimeout: timeouts.requestTimeout,
    http: {
      headersTimeout: timeouts.headersTimeout,
      connectionsCheckingInterval: timeouts.connectionsCheckingInterval,
    },
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: 64 * 1024,
    // Only the listed proxies' X-Forwarded-For is believed (request.ip feeds the rate limits).
    trustProxy: config.trustProxy,
    // A client's X-Request-Id only when it is short and plain (server/logger.ts), else a new one.
    requestIdHeader: false,
    genReqId: requestId,
    return503OnClosing: true,
    routerOptions: { ignoreDuplicateSlashes: true },
    // Errors raised before routing (a malformed URL) answer the same JSON error, in Polish.
    frameworkErrors: (error, _request, reply) =>
      sendError(
        reply,
        error.statusCode ?? 400,
        describeRequestError(error.code) ?? 'Nieprawidłowy adres żądania.',
        error.code === 'FST_ERR_BAD_URL' ? 'BAD_URL' : error.code,
      ),
    // Compiled validators and serializers are shared by the apps of one process (server/schema-compilers.ts).
    schemaController: { compilersFactory: schemaCompilers },
    ajv: {
      // verbose: each validation error carries its schema, so 400 messages can state the schema's limits.
      customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false, verbose: true },
      // After ajv-formats: a stricter date-time (no leap second, only what Date can read).
      onCreate: addStrictFormats,
    },
  }).withTypeProvider<TypeBoxTypeProvider>()

  if (options.onRoute) app.addHook('onRoute', options.onRoute)
  await app.register(cookie)
  // Compression per request is for dynamic JSON only: static files and pages are sent as bytes
  // compressed once (the build step, the page cache), so their routes opt out here. The JSON
  // answers compressed on the fly are the API's, above 1 kB, at a fast level.
  app.addHook('onRoute', (route) => {
    if (compressedOnTheFly(route.url)) return
    if (route.compress === undefined) route.compress = false
    // Pages and files take no body: no request-decompression hook on every request for them.
    if (route.decompress === undefined) route.decompress = false
  })
  await app.register(compress, {
    global: true,
    threshold: JSON_COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  })
  await app.register(dbPlugin, { databaseUrl: config.databaseUrl, poolSize: config.databasePoolSize })
  await app.register(redisPlugin, { url: config.redisUrl, keyPrefix: config.redisKeyPrefix })
  // Before every other route, so that load shedding covers them all.
  await app.register(healthPlugin, options.pressure ?? { maxEventLoopDelayMs: config.maxEventLoopDelayMs })
  // Before the API plugins, so that the OpenAPI document sees their routes.
  await app.register(openapiPlugin, { publicUrl: config.publicUrl })
  await app.register(httpPlugin, {
    production: config.env === 'production',
    development: config.env === 'development' && (options.ssrMode ?? 'vite') === 'vite',
    now: options.now,
  })
  await app.register(rateLimitPlugin)
  // Capabilities, each after those whose decorators it uses (see `dependencies` in each plugin).
  await app.register(authPlugin, {
    jwtSecret: config.jwtSecret,
    idleMinutes: config.staffIdleMinutes,
    passwordHashCost: config.passwordHashCost,
    loginSiteLimit: config.loginSiteLimit,
    production: config.env === 'production',
    totpSecretKey: config.totpSecretKey,
  })
  // The menu snapshot first: prices, pages, e-mails and availability read it.
  await app.register(menuPlugin)
  await app.register(promoCodesPlugin)
  await app.register(whiteListPlugin, config.whiteList)
  // Payments, mail, printing and invoices are services the order workflow calls: registered before orders.
  await app.register(paymentsPlugin, { payu: config.payu, publicUrl: config.publicUrl })
  await app.register(mailPlugin, {
    smtpUrl: config.mail.smtpUrl,
    requireTls: config.mail.requireTls,
    from: config.mail.from,
    backoffBaseMs: config.mail.retrySeconds * 1000,
    publicUrl: config.publicUrl,
    ...options.mail,
  })
  await app.register(printingPlugin, {
    publicUrl: config.publicUrl,
    timeoutMs: config.printing.timeoutSeconds * 1000,
    leaseMs: config.printing.timeoutSeconds * 6000,
    allowedHosts: config.printing.allowedHosts,
    ...options.printing,
  })
  await app.register(invoicesPlugin, {
    config: config.invoicing,
    secret: config.jwtSecret,
    ...options.invoices,
  })
  await app.register(kitchenPlugin)
  await app.register(siteStatusPlugin)
  await app.register(availabilityPlugin)
  await app.register(optionsPlugin)
  await app.register(ordersPlugin, {
    orderRateLimit: config.orderRateLimit,
    paymentRetryLimit: config.paymentRetryLimit,
    unpaidHoldMinutes: config.unpaidHoldMinutes,
    unpaidOrderRateLimit: config.unpaidOrderRateLimit,
    streamHeartbeatMs: options.streamHeartbeatMs,
  })
  await app.register(analyticsPlugin)
  await app.register(reportsPlugin)
  await app.register(retentionPlugin, {
    orderPiiDays: config.orderPiiRetentionDays,
    auditDays: config.auditRetentionDays,
    schedule: config.env !== 'test',
  })
  await app.register(ssrPlugin, {
    mode:
      options.ssrMode ?? (config.env === 'production' ? 'build' : config.env === 'test' ? 'source' : 'vite'),
    root: options.root ?? process.cwd(),
    publicUrl: config.publicUrl,
    renderModule: options.renderModule,
  })
  // robots.txt and the sitemap read the pages' declarations through the SSR plugin.
  await app.register(seoPlugin, { publicUrl: config.publicUrl })
  return app
}
