// @swc/core for the tests' TypeScript loader (tsconfig.json, "ts-node"), with one option ts-node's
// swc transpiler does not pass: import attributes (`with { type: 'json' }`) are kept, as Node
// requires them. SWC compiles a file about ten times faster than TypeScript's own transpiler, and
// every test file's process compiles the app afresh (docs/testing.md, "How long").
const swc = require('@swc/core')

module.exports = {
  ...swc,
  transformSync(code, options) {
    const jsc = options?.jsc ?? {}
    return swc.transformSync(code, {
      ...options,
      jsc: { ...jsc, experimental: { ...jsc.experimental, keepImportAttributes: true } },
    })
  },
}
