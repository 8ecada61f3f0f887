import { createRequire } from 'node:module'
import { type Browser, firefox } from 'playwright-core'

/** Debian's Firefox ESR (`apt-get install firefox-esr`), or FIREFOX_PATH. */
export const firefoxPath = (): string => process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr'

/** The one WebDriver BiDi command playwright-core sends that Firefox ESR 153 does not know. */
const MEDIA_FEATURES = 'emulation.setMediaFeaturesOverride'

interface BidiMessage {
  id?: number
  method?: string
  params?: { features?: Record<string, unknown> }
  type?: string
  error?: string
  result?: unknown
}
interface Transport {
  send(message: BidiMessage): void
  onmessage?: (message: BidiMessage) => void
}

/**
 * playwright-core drives a stock Firefox over WebDriver BiDi (the `moz-firefox` channel) and sends
 * `emulation.setMediaFeaturesOverride` (the light/dark preference) for every new context; Firefox ESR
 * 153 answers "unknown command" and the context fails. The page's colour scheme is set by a Firefox
 * preference instead (light, below), so for a light (or no) preference that answer is turned into a
 * success; any other answer, or a request for dark, goes through untouched. A Firefox that knows the
 * command answers it itself. The patch is on the WebSocket transport of the in-process server, which
 * only connectOverCDP and BiDi use (launched Chromium talks over a pipe).
 */
function acceptLightMediaFeatures(): void {
  const require = createRequire(import.meta.url)
  const { server } = require('playwright-core/lib/coreBundle') as {
    server: { WebSocketTransport: { prototype: Transport & { __lightMedia?: true } } }
  }
  const proto = server.WebSocketTransport.prototype
  if (proto.__lightMedia) return
  proto.__lightMedia = true
  const send = proto.send
  const pending = new WeakMap<Transport, Set<number>>()
  proto.send = function (this: Transport, message: BidiMessage) {
    const scheme = message.params?.features?.['prefers-color-scheme']
    if (message.method === MEDIA_FEATURES && message.id !== undefined && (scheme ?? 'light') === 'light') {
      let ids = pending.get(this)
      if (!ids) {
        ids = new Set()
        pending.set(this, ids)
        const receive = this.onmessage
        const waiting = ids
        this.onmessage = (answer) => {
          if (answer.id !== undefined && waiting.delete(answer.id) && answer.error === 'unknown command')
            return receive?.({ id: answer.id, type: 'success', result: {} })
          return receive?.(answer)
        }
      }
      ids.add(message.id)
    }
    return send.call(this, message)
  }
}

/** Debian's Firefox ESR, headless, driven by playwright-core over WebDriver BiDi. */
export function launchFirefox(): Promise<Browser> {
  acceptLightMediaFeatures()
  return firefox.launch({
    channel: 'moz-firefox',
    executablePath: firefoxPath(),
    headless: true,
    firefoxUserPrefs: {
      // Pages in the light scheme, as Chromium shows them by default (0 dark, 1 light).
      'layout.css.prefers-color-scheme.content-override': 1,
      // No traffic of its own: updates, telemetry, studies, the first-run pages.
      'app.update.enabled': false,
      'datareporting.policy.dataSubmissionEnabled': false,
      'toolkit.telemetry.enabled': false,
      'app.normandy.enabled': false,
      'browser.shell.checkDefaultBrowser': false,
      'browser.startup.homepage_override.mstone': 'ignore',
    },
  })
}
