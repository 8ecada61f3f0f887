import type { OperationDocs } from './operations.js'

/** The page-view counter's operations (docs/api.md), keyed as in ./operations.ts. */
export const ANALYTICS_OPERATIONS: Record<string, OperationDocs> = {
  'POST /api/analytics/pageview': {
    operationId: 'recordPageView',
    request: { path: '/menu/nigiri/', language: 'pl', visitorId: 'q3V9xk2LmP0aZr7T' },
  },
  'GET /api/analytics/pageviews': {
    operationId: 'getPageViews',
    parameters: { date: '2026-06-14' },
    responses: {
      200: {
        date: '2026-06-14',
        views: 128,
        visitors: 17,
        pages: [
          { path: '/', views: 54 },
          { path: '/menu/nigiri/', views: 21 },
        ],
      },
    },
  },
}
