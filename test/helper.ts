import type { Test } from 'tap'
import { type BuildOptions, buildApp } from '../server/app.js'
import { type Config, loadConfig } from '../server/config.js'

export const TEST_JWT_SECRET = 'test-secret-test-secret-test-secret-0123456789'

/** A configuration for tests: its own in-memory database, no logging, no order rate limit. */
export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: ':memory:',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_JWT_SECRET,
    PUBLIC_URL: 'https://sakanasushi.test',
    // Tests place many orders from 127.0.0.1; the per-address limit has tests of its own.
    ORDER_RATE_LIMIT: '0',
    ...overrides,
  })
}

/** Builds the app in-process (pages rendered from the sources) and closes it when the test ends. */
export async function build(t: Test, options: BuildOptions & { env?: Record<string, string> } = {}) {
  const { env, ...buildOptions } = options
  const app = await buildApp(testConfig(env), { ssrMode: 'source', logger: false, ...buildOptions })
  await app.ready()
  t.teardown(() => app.close())
  return app
}

/** The part of an HTML document before </head>. */
export function headOf(html: string): string {
  const end = html.indexOf('</head>')
  if (end === -1) throw new Error('no </head> in the document')
  return html.slice(0, end)
}

export function bodyOf(html: string): string {
  return html.slice(html.indexOf('<body'))
}

/** Text of the first <h1>, tags stripped. */
export function h1Of(html: string): string | undefined {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)
  return match?.[1]?.replace(/<[^>]+>/g, '').trim()
}

export function titleOf(html: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(html)?.[1]
}

export function decodeEntities(text: string): string {
  return text
    .replaceAll('&quot;', '"')
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&')
}
