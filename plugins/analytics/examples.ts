/** The page-view counter's examples in the OpenAPI document, beside its routes (docs/api.md). */

export const recordPageView = {
  request: { path: '/menu/nigiri/', language: 'pl', visitorId: 'q3V9xk2LmP0aZr7T' },
}

export const getPageViews = {
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
}
