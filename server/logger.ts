import type { FastifyServerOptions } from 'fastify'
import type { Config } from './config.js'

/** pino: JSON lines, pretty only on a terminal; credentials are never written. */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  const redact = {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      'res.headers["set-cookie"]',
      'password',
      '*.password',
    ],
    censor: '[redacted]',
  }
  if (config.logLevel === 'silent') return false
  if (process.stdout.isTTY && config.env !== 'production') {
    return {
      level: config.logLevel,
      redact,
      transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } },
    }
  }
  return { level: config.logLevel, redact }
}
