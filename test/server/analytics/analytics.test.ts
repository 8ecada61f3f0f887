import t from 'tap'
import { build } from '../../helpers/app.js'
import { staffToken } from '../../helpers/staff-helper.js'

t.test(
  'page views are recorded anonymously or with a consenting visitor id; staff see the day',
  async (t) => {
    const app = await build(t, { now: () => new Date('2026-11-25T14:00:00Z') })
    const send = (payload: object) => app.inject({ method: 'POST', url: '/api/analytics/pageview', payload })
    t.equal((await send({ path: '/', language: 'pl' })).statusCode, 204)
    t.equal((await send({ path: '/menu/nigiri/?utm=x#top', language: 'en' })).statusCode, 204)
    t.equal((await send({ path: '/', language: 'pl', visitorId: 'abcdefghijklmnop1234' })).statusCode, 204)
    t.equal((await send({ path: '/', language: 'pl', visitorId: 'abcdefghijklmnop1234' })).statusCode, 204)
    const bad = await send({ path: 'https://evil.example/', language: 'pl' })
    t.equal(bad.statusCode, 400)
    t.match(bad.json(), { field: 'path' })
    t.equal((await send({ path: '/', language: 'pl', visitorId: 'x' })).statusCode, 400)

    const rows = await app.db.selectFrom('page_views').selectAll().execute()
    t.equal(rows.length, 4)
    t.equal(rows.filter((r) => r.visitor_id === null).length, 2, 'no id without consent')
    t.equal(rows[1]!.path, '/menu/nigiri/', 'query and hash are not stored')

    t.equal((await app.inject({ url: '/api/analytics/pageviews' })).statusCode, 401)
    const token = await staffToken(app)
    const stats = await app.inject({
      url: '/api/analytics/pageviews',
      headers: { authorization: `Bearer ${token}` },
    })
    t.same(stats.json(), {
      date: '2026-11-25',
      views: 4,
      visitors: 1,
      pages: [
        { path: '/', views: 3 },
        { path: '/menu/nigiri/', views: 1 },
      ],
    })
  },
)
