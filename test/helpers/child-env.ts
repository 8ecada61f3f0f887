/** scrypt's cost in tests (log2 N = 10, 1 MiB, about 2 ms a hash): docs/testing.md, "Fast by default". */
export const TEST_PASSWORD_HASH_COST = '10'

/**
 * The environment of a process a test starts (the server, the staff CLI, `npm run dev`, a script).
 *
 * tap tracks every child process a test spawns and re-adds its hooks to it, whatever the test
 * strips from the environment; a child then reports coverage of the code it ran, compiled by
 * something else (tsx, Vite, the build's bundle with its source map), under the same source file
 * names. Merged with the suite's own coverage, that code's different shape wrecks the figures: a
 * file the order tests cover at 93 % read 45 % beside the `npm run dev` test. Children therefore
 * collect no coverage: the suite's figures come from the test processes alone.
 */
export function childEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  // A cheap password hash (docs/testing.md, "Fast by default"), except in a production process,
  // which refuses it: those keep the real cost.
  // No process sheds load when other test files keep the machine busy, a production one neither (a
  // crash test's built server answered 503 OVERLOADED to its own set-up on a loaded machine); load
  // shedding has tests of their own, which set the limit themselves.
  const forTests =
    env.NODE_ENV === 'production'
      ? { MAX_EVENT_LOOP_DELAY_MS: '0' }
      : { PASSWORD_HASH_COST: TEST_PASSWORD_HASH_COST, MAX_EVENT_LOOP_DELAY_MS: '0' }
  return { ...forTests, ...env, _TAPJS_PROCESSINFO_COVERAGE_: '0' }
}
