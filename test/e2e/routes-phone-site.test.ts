import t from 'tap'
import { checkEveryRoute } from './routes-check.js'

// The site's own pages, the English pages and the staff sign-in on a phone (375 px): the closed dialog, then the cookie banner, axe and
// the layout checks (test/e2e/routes-check.ts).
await checkEveryRoute(t, 375, 'site')
