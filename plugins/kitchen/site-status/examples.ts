/** The site status's examples in the OpenAPI document, beside its routes (docs/api.md). */

/** Open, no pause, nothing full. */
const siteStatusOpen = {
  closed: false,
  reason: 'SCHEDULE',
  today: { date: '2026-06-14', opensAt: '13:00', closesAt: '22:00', note: null },
  nextOpening: null,
  onlinePaymentAvailable: false,
  blikCodeAvailable: false,
  pause: null,
  kitchen: {
    busyMinutes: 0,
    fullSlots: { COURIER: [], SELF: [] },
    deliveryArea: ['30-', '31-', '32-020', '32-050', '32-080', '32-087'],
  },
}

const paused = {
  ...siteStatusOpen,
  pause: { until: '2026-06-14T17:40:00.000Z', deliveryTypes: ['COURIER'], reason: 'Dużo zamówień' },
}

export const isSiteClosed = { responses: { 200: false } }

export const getSiteStatus = { responses: { 200: siteStatusOpen } }

export const openToday = {
  responses: { 200: { ...siteStatusOpen, reason: 'OVERRIDE_OPEN' } },
}

export const closeToday = {
  responses: {
    200: {
      ...siteStatusOpen,
      closed: true,
      reason: 'OVERRIDE_CLOSED',
      nextOpening: '2026-06-17T11:00:00.000Z',
    },
  },
}

export const resetOverrides = { responses: { 200: siteStatusOpen } }

export const pauseOrders = {
  request: { minutes: 30, deliveryTypes: ['COURIER'], reason: 'Dużo zamówień' },
  responses: { 200: paused },
}

export const resumeOrders = { responses: { 200: siteStatusOpen } }
