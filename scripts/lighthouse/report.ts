/** Pure helpers of `npm run audit:lighthouse`: pick the figures of a run, take medians, print a table. */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export const METRICS = [
  { id: 'first-contentful-paint', label: 'FCP', unit: 's' },
  { id: 'largest-contentful-paint', label: 'LCP', unit: 's' },
  { id: 'total-blocking-time', label: 'TBT', unit: 'ms' },
  { id: 'cumulative-layout-shift', label: 'CLS', unit: '' },
  { id: 'speed-index', label: 'SI', unit: 's' },
] as const

export type Category = (typeof CATEGORIES)[number]
export type MetricId = (typeof METRICS)[number]['id']

/** One Lighthouse run of one page: category scores 0–100 and metric values (ms, or unitless CLS). */
export interface RunFigures {
  scores: Record<Category, number>
  metrics: Record<MetricId, number>
  /** Audits that cost points outside performance (`seo: is-crawlable`), to explain a score. */
  failing?: string[]
}

/** The parts of a Lighthouse result (LHR) read here. */
export interface LighthouseResult {
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] }>
  audits: Record<string, { numericValue?: number; score?: number | null }>
  runtimeError?: { code: string; message: string }
}

export function figuresOf(lhr: LighthouseResult): RunFigures {
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`)
  const scores = {} as Record<Category, number>
  for (const category of CATEGORIES) {
    const score = lhr.categories[category]?.score
    if (typeof score !== 'number') throw new Error(`Lighthouse gave no ${category} score`)
    scores[category] = Math.round(score * 100)
  }
  const metrics = {} as Record<MetricId, number>
  for (const { id } of METRICS) {
    const value = lhr.audits[id]?.numericValue
    if (typeof value !== 'number') throw new Error(`Lighthouse gave no ${id} value`)
    // Milliseconds to the millisecond; CLS (unitless) to four decimals.
    metrics[id] = id === 'cumulative-layout-shift' ? Math.round(value * 10_000) / 10_000 : Math.round(value)
  }
  const failing: string[] = []
  for (const category of CATEGORIES.filter((c) => c !== 'performance')) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const score = lhr.audits[ref.id]?.score
      if (ref.weight > 0 && typeof score === 'number' && score < 1) failing.push(`${category}: ${ref.id}`)
    }
  }
  return { scores, metrics, failing }
}

/** Every audit that cost points in any run of a page, once. */
export function failingAudits(runs: readonly RunFigures[]): string[] {
  return [...new Set(runs.flatMap((r) => r.failing ?? []))].sort()
}

/** The median of a non-empty list (the mean of the middle two for an even count). */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing')
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** Each figure's median over the runs of one page. */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  const scores = {} as Record<Category, number>
  for (const category of CATEGORIES) scores[category] = median(runs.map((r) => r.scores[category]))
  const metrics = {} as Record<MetricId, number>
  for (const { id } of METRICS) metrics[id] = median(runs.map((r) => r.metrics[id]))
  return { scores, metrics }
}

function formatMetric(value: number, unit: string): string {
  if (unit === 's') return `${(value / 1000).toFixed(1)} s`
  if (unit === 'ms') return `${Math.round(value)} ms`
  return value.toFixed(3)
}

export interface PageReport {
  name: string
  path: string
  median: RunFigures
  /** failingAudits of the runs. */
  failing?: string[]
  runs: RunFigures[]
}

/** A Markdown table (it reads as a plain table in a terminal too) of the pages' medians. */
export function table(pages: readonly PageReport[]): string {
  const head = ['page', 'Perf.', 'A11y', 'Best pr.', 'SEO', ...METRICS.map((m) => m.label)]
  const rows = pages.map((page) => [
    `${page.name} \`${page.path}\``,
    ...CATEGORIES.map((c) => String(page.median.scores[c])),
    ...METRICS.map((m) => formatMetric(page.median.metrics[m.id], m.unit)),
  ])
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  const notes = pages
    .filter((page) => page.failing?.length)
    .map((page) => `${page.name}: ${page.failing!.join(', ')}`)
  return [
    line(head),
    line(head.map(() => '---')),
    ...rows.map(line),
    ...(notes.length ? ['', ...notes] : []),
  ].join('\n')
}

/**
 * A page's median FCP or TBT over the blank page's, to two decimals; null when the blank page's is
 * 0 (no ratio: the page's own figure is read instead).
 */
export function ratio(page: number, blank: number): number | null {
  return blank > 0 ? Math.round((page / blank) * 100) / 100 : null
}

/**
 * Each page's FCP and TBT beside the blank page's and as ratios to it, with its scores. With
 * `withHeaders` (the same blank page sent with the site's security headers), each ratio is also
 * given against it: what the browser pays for those headers by itself (the opener policy's new
 * process on a first visit) is then apart from what the page does.
 */
export function ratioTable(
  blank: PageReport,
  pages: readonly PageReport[],
  withHeaders?: PageReport,
): string {
  const fcp = (r: PageReport) => r.median.metrics['first-contentful-paint']
  const tbt = (r: PageReport) => r.median.metrics['total-blocking-time']
  const shown = (value: number | null) => (value === null ? '–' : `${value.toFixed(2)}×`)
  const head = ['page', 'Perf.', 'A11y', 'Best pr.', 'SEO', 'FCP', 'FCP ÷ blank', 'TBT', 'TBT ÷ blank']
  if (withHeaders) head.push('FCP ÷ blank with headers', 'TBT ÷ blank with headers')
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`
  const reference = (name: string, r: PageReport) =>
    `${name}: FCP ${formatMetric(fcp(r), 's')} (${Math.round(fcp(r))} ms), TBT ${formatMetric(tbt(r), 'ms')}`
  return [
    reference('Blank page', blank),
    ...(withHeaders ? [reference("Blank page with the site's headers", withHeaders)] : []),
    '',
    line(head),
    line(head.map(() => '---')),
    ...pages.map((page) =>
      line([
        `${page.name} \`${page.path}\``,
        ...CATEGORIES.map((c) => String(page.median.scores[c])),
        `${Math.round(fcp(page))} ms`,
        shown(ratio(fcp(page), fcp(blank))),
        formatMetric(tbt(page), 'ms'),
        shown(ratio(tbt(page), tbt(blank))),
        ...(withHeaders
          ? [shown(ratio(fcp(page), fcp(withHeaders))), shown(ratio(tbt(page), tbt(withHeaders)))]
          : []),
      ]),
    ),
  ].join('\n')
}
