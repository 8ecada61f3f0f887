import t from 'tap'
import {
  failingAudits,
  figuresOf,
  type LighthouseResult,
  median,
  medianFigures,
  type RunFigures,
  ratioTable,
  table,
} from '../../scripts/lighthouse/report.js'

function lhr(performance: number, lcp: number, extra: Partial<LighthouseResult> = {}): LighthouseResult {
  return {
    categories: {
      performance: { score: performance },
      accessibility: { score: 1 },
      'best-practices': { score: 0.96 },
      seo: { score: 1 },
    },
    audits: {
      'first-contentful-paint': { numericValue: 1234 },
      'largest-contentful-paint': { numericValue: lcp },
      'total-blocking-time': { numericValue: 12.4 },
      'cumulative-layout-shift': { numericValue: 0.0123 },
      'speed-index': { numericValue: 2100 },
    },
    ...extra,
  }
}

t.test('the median is the middle run, not the mean', async (t) => {
  t.equal(median([0.99, 0.5, 0.98]), 0.98)
  t.equal(median([3, 1]), 2)
  t.equal(median([7]), 7)
  t.throws(() => median([]))
})

t.test('each figure takes its own median over the runs', async (t) => {
  const runs: RunFigures[] = [lhr(0.99, 1800), lhr(0.62, 5200), lhr(0.97, 1900)].map(figuresOf)
  const m = medianFigures(runs)
  t.equal(m.scores.performance, 97)
  t.equal(m.scores['best-practices'], 96)
  t.equal(m.metrics['largest-contentful-paint'], 1900)
})

t.test('a run that failed or lacks a category is refused, not counted as zero', async (t) => {
  t.throws(
    () => figuresOf(lhr(0.9, 1000, { runtimeError: { code: 'NO_FCP', message: 'no paint' } })),
    /NO_FCP/,
  )
  const noScore = lhr(0.9, 1000)
  noScore.categories.performance = { score: null }
  t.throws(() => figuresOf(noScore), /performance/)
})

t.test('audits that cost points outside performance are listed once per page', async (t) => {
  const blocked = lhr(0.9, 1000)
  blocked.categories.seo = {
    score: 0.69,
    auditRefs: [
      { id: 'is-crawlable', weight: 4.04 },
      { id: 'hreflang', weight: 0 },
    ],
  }
  blocked.audits['is-crawlable'] = { score: 0 }
  blocked.audits.hreflang = { score: 0 }
  const runs = [figuresOf(blocked), figuresOf(blocked), figuresOf(lhr(0.9, 1000))]
  t.same(runs[0]!.failing, ['seo: is-crawlable'], 'an audit of weight 0 costs nothing')
  t.same(failingAudits(runs), ['seo: is-crawlable'])
  const text = table([
    { name: 'Checkout', path: '/zamowienie/', median: runs[0]!, failing: failingAudits(runs), runs },
  ])
  t.match(text, /\n\nCheckout: seo: is-crawlable$/)
})

t.test('the table has a row per page with scores and metrics in their units', async (t) => {
  const figures = figuresOf(lhr(0.97, 1850))
  const text = table([{ name: 'Home', path: '/', median: figures, runs: [figures] }])
  const lines = text.split('\n')
  t.equal(lines.length, 3)
  t.equal(lines[0], '| page | Perf. | A11y | Best pr. | SEO | FCP | LCP | TBT | CLS | SI |')
  t.equal(lines[2], '| Home `/` | 97 | 100 | 96 | 100 | 1.2 s | 1.9 s | 12 ms | 0.012 | 2.1 s |')
})

t.test(
  'the ratio table gives each page against the blank page, and against it with the site’s headers',
  async (t) => {
    const report = (name: string, path: string, fcp: number, tbt: number) => ({
      name,
      path,
      median: {
        scores: { performance: 99, accessibility: 100, 'best-practices': 100, seo: 100 },
        metrics: {
          'first-contentful-paint': fcp,
          'largest-contentful-paint': fcp,
          'total-blocking-time': tbt,
          'cumulative-layout-shift': 0,
          'speed-index': fcp,
        },
      },
      runs: [],
    })
    const blank = report('Blank page', '/', 640, 0)
    const withHeaders = report("Blank page with the site's headers", '/with-headers/', 650, 40)
    const home = report('Home', '/', 832, 60)
    const text = ratioTable(blank, [home], withHeaders)
    const lines = text.split('\n')
    t.equal(lines[0], 'Blank page: FCP 0.6 s (640 ms), TBT 0 ms')
    t.equal(lines[1], "Blank page with the site's headers: FCP 0.7 s (650 ms), TBT 40 ms")
    // 832 ÷ 640 = 1.30; a blank TBT of 0 gives no ratio; 832 ÷ 650 = 1.28; 60 ÷ 40 = 1.50.
    t.equal(lines.at(-1), '| Home `/` | 99 | 100 | 100 | 100 | 832 ms | 1.30× | 60 ms | – | 1.28× | 1.50× |')
    t.notMatch(
      ratioTable(blank, [home]),
      /with headers/,
      'without the second reference, its columns are left out',
    )
    t.equal(
      ratioTable(blank, [home]).split('\n').at(-1),
      '| Home `/` | 99 | 100 | 100 | 100 | 832 ms | 1.30× | 60 ms | – |',
    )
  },
)
