import { type Static, Type } from '@sinclair/typebox'
import { DateString, literalUnion } from './common.js'
import { SITE_STATUS_REASONS } from './enums.js'
import { KitchenStatus, Pause } from './kitchen.js'

const Time = Type.Union([Type.String({ pattern: '^\\d{2}:\\d{2}$' }), Type.Null()])

/** GET /api/site-status: whether the site takes orders now, and why. */
export const SiteStatusResponse = Type.Object({
  closed: Type.Boolean(),
  reason: literalUnion(SITE_STATUS_REASONS),
  today: Type.Object({
    date: DateString,
    opensAt: Time,
    closesAt: Time,
    note: Type.Union([Type.String(), Type.Null()], {
      description: "The calendar's note for today (a holiday)",
    }),
  }),
  nextOpening: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  onlinePaymentAvailable: Type.Boolean({
    description: 'True when PayU is configured; otherwise ONLINE orders are refused (ONLINE_UNAVAILABLE).',
  }),
  blikCodeAvailable: Type.Boolean({
    description: 'True when online payment takes a BLIK code typed on the checkout (PAYU_BLIK_CODE=1).',
  }),
  pause: Type.Union([Pause, Type.Null()], { description: 'The running pause of orders, if any' }),
  kitchen: KitchenStatus,
})
export type SiteStatusResponse = Static<typeof SiteStatusResponse>

/** GET /api/utils/isSiteClosed: the JSON literal true (closed) or false (open). */
export const IsSiteClosedResponse = Type.Boolean({ description: 'true = closed, false = open' })
