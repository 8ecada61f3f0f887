import { Type } from '@sinclair/typebox'
import { DateString, Language } from './common.js'

/** POST /api/analytics/pageview: one page view; visitorId only with the guest's consent. */
export const PageView = Type.Object({
  path: Type.String({ minLength: 1, maxLength: 300, pattern: '^/' }),
  language: Language,
  visitorId: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' })),
})

export const PageViewStatsQuery = Type.Object({ date: Type.Optional(DateString) })

export const PageViewStats = Type.Object({
  date: DateString,
  views: Type.Integer(),
  visitors: Type.Integer({ description: 'Distinct consenting visitors' }),
  pages: Type.Array(Type.Object({ path: Type.String(), views: Type.Integer() })),
})
