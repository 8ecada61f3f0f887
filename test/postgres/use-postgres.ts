/**
 * The API and order suites again, on PostgreSQL with Redis: each file in test/postgres/ sets the
 * test database to the throwaway PostgreSQL that `npm test` starts (scripts/with-services.sh), then
 * loads the suite of test/server/ unchanged.
 */
export async function runOnPostgres(suite: string): Promise<void> {
  const url = process.env.PG_TEST_URL
  if (!url) {
    throw new Error(
      'PG_TEST_URL is not set: run the tests with `npm test`, or `scripts/with-services.sh npx tap …`',
    )
  }
  process.env.TEST_DATABASE_URL = url
  process.env.TEST_REDIS_URL = process.env.REDIS_TEST_URL ?? ''
  await import(suite)
}
