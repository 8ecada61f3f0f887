import { type Browser, chromium } from 'playwright-core'

/**
 * Debian's headless Chromium (`apt-get install chromium-headless-shell`), or CHROME_PATH. The
 * headless shell is the same Blink as the full browser without its windowing and compositing
 * layers: the browser suites used a quarter less CPU with it (routes-desktop-menu 50.8 → 37.9 CPU-s,
 * board-fold 36.5 → 28.2, 2026-11-29), and Playwright's own headless mode uses it. Lighthouse keeps
 * the full browser (scripts/lighthouse/audit.ts): it measures what a guest's Chromium does.
 */
export const CHROMIUM_PATH = '/usr/bin/chromium-headless-shell'

/** Headless Chromium with the flags that work on this machine (no background traffic). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}
