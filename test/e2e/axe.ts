import axeCore from 'axe-core'
import type { Page } from 'playwright-core'

/** What axe answers in the page for one rule that failed: the rule, its impact, each node's selector. */
interface Finding {
  id: string
  impact: string | null | undefined
  targets: string[]
}

/**
 * axe's findings on the page as it stands, every rule plus `label-content-name-mismatch`, one line
 * each ("rule (impact): selectors"); an empty list is a clean page.
 *
 * axe-core is put into a document once and run there as often as a test asks (docs/testing.md,
 * "Accessibility"): putting its 550 kB source into the page again for each check cost more than the
 * check itself (about 1.0 s against 0.35 s for a menu page, 2026-11-28). The site has no frames, so
 * `axe.run` on the document sees everything a guest does.
 */
export async function axe(page: Page): Promise<string[]> {
  // Colours are judged as the guest sees them once a fade-in has ended: on a loaded machine the
  // cookie banner could still be half transparent (a 0.3 s opacity transition) when axe looked.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity),
  )
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeCore.source)
  // Only violations are asked for: axe then skips building selectors for every element that passed.
  const findings: Finding[] = await page.evaluate(async () => {
    const results = await (window as unknown as { axe: typeof axeCore }).axe.run(document, {
      rules: { 'label-content-name-mismatch': { enabled: true } },
      resultTypes: ['violations'],
    })
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }))
  })
  return findings.map((f) => `${f.id} (${f.impact}): ${f.targets.join(', ')}`)
}
