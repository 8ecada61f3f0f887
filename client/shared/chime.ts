/**
 * The new-order alert: two short tones made with the Web Audio API (no sound file to load).
 *
 * Browsers start audio only after a user gesture on the page. The login click (or Enter) is one, so
 * the login form calls `unlock()`; when audio is still blocked (a browser that wants another gesture,
 * a strict autoplay policy) `ring()` answers false and the board shows a "Włącz dźwięk" button.
 */
type AudioContextClass = typeof AudioContext

function audioContextClass(): AudioContextClass | undefined {
  if (typeof window === 'undefined') return undefined
  const w = window as unknown as { AudioContext?: AudioContextClass; webkitAudioContext?: AudioContextClass }
  return w.AudioContext ?? w.webkitAudioContext
}

export type ChimeState = 'unsupported' | 'blocked' | 'ready'

class Chime {
  private context: AudioContext | null = null

  private ensure(): AudioContext | null {
    if (this.context) return this.context
    const Context = audioContextClass()
    if (!Context) return null
    try {
      this.context = new Context()
    } catch {
      return null
    }
    return this.context
  }

  state(): ChimeState {
    if (!audioContextClass()) return 'unsupported'
    return this.context?.state === 'running' ? 'ready' : 'blocked'
  }

  /** Call from a click or key press: creates or resumes the audio context. */
  unlock(): Promise<ChimeState> {
    const context = this.ensure()
    if (!context) return Promise.resolve(this.state())
    if (context.state === 'running') return Promise.resolve('ready')
    return context.resume().then(
      () => this.state(),
      () => this.state(),
    )
  }

  /** Two short tones (A5, then E6). False when the browser still blocks audio. */
  ring(): boolean {
    const context = this.context
    if (typeof navigator !== 'undefined' && typeof navigator.vibrate === 'function') {
      navigator.vibrate([200, 100, 200])
    }
    if (context?.state !== 'running') {
      void context?.resume().catch(() => {})
      return false
    }
    const start = context.currentTime + 0.02
    const tone = (frequency: number, at: number) => {
      const oscillator = context.createOscillator()
      const gain = context.createGain()
      oscillator.type = 'sine'
      oscillator.frequency.value = frequency
      // A short attack and release: no clicks at the edges.
      gain.gain.setValueAtTime(0.0001, at)
      gain.gain.exponentialRampToValueAtTime(0.6, at + 0.02)
      gain.gain.setValueAtTime(0.6, at + 0.16)
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.22)
      oscillator.connect(gain).connect(context.destination)
      oscillator.start(at)
      oscillator.stop(at + 0.24)
    }
    tone(880, start)
    tone(1318.5, start + 0.3)
    return true
  }

  /** The connection alarm: three low tones, unlike an order's chime. False when audio is blocked. */
  alarm(): boolean {
    const context = this.context
    if (context?.state !== 'running') return false
    const start = context.currentTime + 0.02
    for (const [i, frequency] of [440, 330, 440].entries()) {
      const oscillator = context.createOscillator()
      const gain = context.createGain()
      const at = start + i * 0.35
      oscillator.type = 'square'
      oscillator.frequency.value = frequency
      gain.gain.setValueAtTime(0.0001, at)
      gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02)
      gain.gain.setValueAtTime(0.3, at + 0.25)
      gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.3)
      oscillator.connect(gain).connect(context.destination)
      oscillator.start(at)
      oscillator.stop(at + 0.32)
    }
    return true
  }
}

export const chime = new Chime()
