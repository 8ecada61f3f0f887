// Not in the PostgreSQL pass: response headers.
/** Vary lists each request header an answer depends on once, whatever was there before. */
import Fastify from 'fastify'
import t from 'tap'
import { addVary } from '#infra/http/encoded.js'

t.test('addVary keeps one of each field, in order, whatever the spelling', async (t) => {
  const app = Fastify()
  t.teardown(() => app.close())
  const cases: { before?: string; add: string[]; after: string }[] = [
    { add: ['Cookie'], after: 'Cookie' },
    { before: 'Cookie', add: ['Accept-Encoding'], after: 'Cookie, Accept-Encoding' },
    { before: ' Cookie ', add: ['Accept-Encoding'], after: 'Cookie, Accept-Encoding' },
    { before: 'accept-encoding', add: ['Accept-Encoding'], after: 'accept-encoding' },
    { before: 'Cookie, Accept-Encoding', add: ['accept-encoding'], after: 'Cookie, Accept-Encoding' },
    { before: 'Origin,Cookie', add: ['Accept-Encoding'], after: 'Origin, Cookie, Accept-Encoding' },
    { before: '', add: ['Cookie'], after: 'Cookie' },
    { add: ['Cookie', 'Accept-Encoding', 'cookie'], after: 'Cookie, Accept-Encoding' },
  ]
  app.get('/:case', async (request, reply) => {
    const c = cases[Number((request.params as { case: string }).case)]!
    if (c.before !== undefined) reply.header('Vary', c.before)
    addVary(reply, ...c.add)
    return 'ok'
  })
  for (const [i, c] of cases.entries()) {
    const res = await app.inject({ url: `/${i}` })
    t.equal(res.headers.vary, c.after, `${JSON.stringify(c.before)} + ${c.add.join(', ')}`)
  }
})
