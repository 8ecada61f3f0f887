/**
 * The staff page's sound: a new order rings two tones; blocked audio offers a button.
 */
import '../helpers/setup.js'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import t from 'tap'
import { cards, order, restoreAfterTest, signedIn, staffApi } from '../helpers/staff-fake-api.js'

t.afterEach(restoreAfterTest)

// ---------- Sound (last: the chime keeps the audio context it made) ----------

class FakeAudioContext {
  static allow = false
  static tones: number[] = []
  state: 'suspended' | 'running' = 'suspended'
  currentTime = 0
  destination = {}
  resume() {
    if (!FakeAudioContext.allow) return Promise.reject(new Error('needs a gesture'))
    this.state = 'running'
    return Promise.resolve()
  }
  createOscillator() {
    return {
      type: 'sine',
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start() {
        FakeAudioContext.tones.push(this.frequency.value)
      },
      stop() {},
    }
  }
  createGain() {
    const param = { setValueAtTime() {}, exponentialRampToValueAtTime() {} }
    return { gain: param, connect: (node: unknown) => node }
  }
}

t.test('a new order rings two tones; blocked audio shows "Włącz dźwięk"', async (t) => {
  ;(window as unknown as { AudioContext: unknown }).AudioContext = FakeAudioContext
  t.teardown(() => {
    delete (window as unknown as { AudioContext?: unknown }).AudioContext
  })
  const { chime } = await import('#client/shared/chime.js')
  t.equal(chime.state(), 'blocked', 'no context yet')
  t.equal(chime.ring(), false, 'cannot ring before a gesture')

  // The browser refuses audio even after the login click: the board offers a button.
  const api = staffApi({ orders: [] })
  await signedIn(api)
  const enable = await screen.findByRole('button', { name: 'Włącz dźwięk' })
  await act(async () => {
    api.stream.send(
      `event: order\ndata: ${JSON.stringify({ type: 'created', order: order({ status: 'NEW' }) })}\n\n`,
    )
  })
  await waitFor(() => {
    if (cards().length !== 1) throw new Error('no card')
  })
  t.same(FakeAudioContext.tones, [], 'blocked: silent')

  FakeAudioContext.allow = true
  await act(async () => {
    fireEvent.click(enable)
  })
  await screen.findByRole('button', { name: 'Sprawdź dźwięk' })
  t.same(FakeAudioContext.tones, [880, 1318.5], 'the test chime: two tones')

  FakeAudioContext.tones = []
  await act(async () => {
    api.stream.send(
      `event: order\ndata: ${JSON.stringify({ type: 'created', order: order({ id: 'SECOND234567', number: 7, status: 'NEW' }) })}\n\n`,
    )
  })
  await waitFor(() => {
    if (FakeAudioContext.tones.length !== 2) throw new Error('no ring')
  })
  t.same(FakeAudioContext.tones, [880, 1318.5], 'a new order rings')

  FakeAudioContext.tones = []
  await act(async () => {
    api.stream.send(
      `event: order\ndata: ${JSON.stringify({ type: 'updated', order: order({ status: 'ACCEPTED' }) })}\n\n`,
    )
  })
  t.same(FakeAudioContext.tones, [], 'a move does not ring')
})
