import { randomBytes } from 'node:crypto'
import { type Static, Type } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'

/** Environment variables the process reads, validated once at start-up. */
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
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://[^/]+$' })),
  TRUST_PROXY: Type.Optional(Type.String({ pattern: '^(\\d+|[0-9a-fA-F:.,/ ]+)$' })),
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
  /** Proxies whose X-Forwarded-For is believed: a hop count or addresses; none by default. */
  trustProxy: number | string | false
  /** Origin used for canonical links, Open Graph URLs and the sitemap (default http://localhost:PORT). */
  publicUrl: string
}

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
  const converted = Value.Convert(EnvSchema, Value.Default(EnvSchema, raw))
  const error = Value.Errors(EnvSchema, converted).First()
  if (error) {
    const variable = error.path.replace(/^\//, '') || 'environment'
    throw new ConfigError(variable, `is invalid (${JSON.stringify(raw[variable] ?? null)}): ${error.message}`)
  }
  const env = converted as Env
  if (env.NODE_ENV === 'production' && !env.JWT_SECRET) {
    throw new ConfigError('JWT_SECRET', 'is required when NODE_ENV=production (at least 32 characters)')
  }
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    databaseUrl: env.DATABASE_URL,
    logLevel: env.LOG_LEVEL,
    jwtSecret: env.JWT_SECRET ?? randomBytes(32).toString('base64url'),
    jwtSecretGenerated: !env.JWT_SECRET,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    trustProxy:
      env.TRUST_PROXY === undefined
        ? false
        : /^\d+$/.test(env.TRUST_PROXY)
          ? Number(env.TRUST_PROXY)
          : env.TRUST_PROXY,
  }
}
