import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'

/**
 * axe's findings on the page as it stands, every rule plus `label-content-name-mismatch`, one line
 * each ("rule (impact): selectors"); an empty list is a clean page.
 */
export async function axe(page: Page): Promise<string[]> {
  // Colours are judged as the guest sees them once a fade-in has ended: on a loaded machine the
  // cookie banner could still be half transparent (a 0.3 s opacity transition) when axe looked.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  )
  // Legacy mode runs axe in the page itself: the default opens a blank page to gather each run's
  // results (for iframes across origins, which the site has none of), 2.4 s against 0.9 s per run
  // on a menu page (2026-11-28). Only violations are asked for: axe then skips building selectors
  // for every element that passed.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } }, resultTypes: ['violations'] })
    .analyze()
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}
