import t from 'tap'
import { Session } from 'node:inspector/promises'
import { writeFileSync } from 'node:fs'
import { build } from './helpers/app.js'
t.test('builds', async (t) => {
  await t.test('first', async (t) => { await build(t) })
  const s = new Session(); s.connect()
  await s.post('Profiler.enable'); await s.post('Profiler.start')
  const times: number[] = []
  for (let i = 0; i < 10; i++) {
    const st = performance.now()
    await t.test('one', async (t) => { await build(t) })
    times.push(Math.round(performance.now() - st))
  }
  const { profile } = await s.post('Profiler.stop')
  writeFileSync('/tmp/prof/after-first.cpuprofile', JSON.stringify(profile))
  console.log('build ms', times.join(' '))
})
