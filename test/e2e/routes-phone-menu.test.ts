import t from 'tap'
import { checkEveryRoute } from './routes-check.js'

// Every category and the product pages on a phone (375 px): the closed dialog, then the cookie banner, axe and
// the layout checks (test/e2e/routes-check.ts).
await checkEveryRoute(t, 375, 'menu')
