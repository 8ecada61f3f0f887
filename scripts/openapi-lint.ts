/**
 * `npm run lint:openapi`: builds the app in-process, takes its /api/openapi.json and lints it with
 * Redocly CLI (redocly.yaml: the recommended rules plus operationIds and examples). Offline: the
 * recommended ruleset is built in, telemetry and the update check are switched off.
 * Exits non-zero on any error or warning. test/server/infra/openapi.test.ts runs the same check in CI.
 */
import { execFile } from 'node:child_process'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')

export interface LintProblem {
  ruleId: string
  severity: string
  message: string
  location: { pointer?: string }[]
}

export interface LintResult {
  totals: { errors: number; warnings: number; ignored: number }
  problems: LintProblem[]
}

/** Lints an OpenAPI document (an object) with the project's redocly.yaml. */
export async function lintOpenApi(document: unknown): Promise<LintResult> {
  const dir = await mkdtemp(path.join(tmpdir(), 'openapi-lint-'))
  try {
    const file = path.join(dir, 'openapi.json')
    await writeFile(file, JSON.stringify(document, null, 2))
    const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js')
    const run = promisify(execFile)
    const env = {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
      NO_COLOR: '1',
    }
    const args = [cli, 'lint', file, '--config', path.join(root, 'redocly.yaml'), '--format=json']
    // redocly exits 1 when it finds errors; its JSON report is on stdout either way.
    const { stdout } = await run(process.execPath, args, {
      env,
      cwd: dir,
      maxBuffer: 16 * 1024 * 1024,
    }).catch((error: { stdout?: string }) => {
      if (error.stdout) return { stdout: error.stdout }
      throw error
    })
    return JSON.parse(stdout) as LintResult
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

async function main() {
  const { buildApp } = await import('#server/app.js')
  const { loadConfig } = await import('#server/config.js')
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: ':memory:',
    LOG_LEVEL: 'silent',
  })
  const app = await buildApp(config, { ssrMode: 'source', logger: false })
  await app.ready()
  const document = (await app.inject({ url: '/api/openapi.json' })).json()
  await app.close()
  const result = await lintOpenApi(document)
  for (const problem of result.problems) {
    console.log(
      `${problem.severity}  ${problem.ruleId}  ${problem.location[0]?.pointer ?? ''}\n    ${problem.message}`,
    )
  }
  const { errors, warnings } = result.totals
  console.log(`/api/openapi.json: ${errors} errors, ${warnings} warnings (redocly lint, redocly.yaml)`)
  process.exitCode = errors + warnings > 0 ? 1 : 0
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main()
