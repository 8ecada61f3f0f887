/**
 * The guard of the suites in test/postgres/: they run only on the throwaway PostgreSQL and Redis
 * that `npm test` and `npm run test:pg` start (scripts/with-services.sh), and point the apps they
 * build at them. Answers the database URL.
 */
export function requirePostgres({ redis = true } = {}): string {
  const url = process.env.PG_TEST_URL
  if (!url || (redis && !process.env.REDIS_TEST_URL)) {
    throw new Error(
      `${redis ? 'PG_TEST_URL and REDIS_TEST_URL are' : 'PG_TEST_URL is'} not set: run the tests with \`npm test\``,
    )
  }
  process.env.TEST_DATABASE_URL = url
  if (redis) process.env.TEST_REDIS_URL = process.env.REDIS_TEST_URL
  return url
}
