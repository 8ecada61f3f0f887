import type { OperationDocs } from './operations.js'

/** The site status's example: open, no pause, nothing full (shared with ./operations.ts). */
export const siteStatusOpen = {
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

const settings = {
  slotCapacity: { COURIER: 8, SELF: null },
  busyMinutes: 15,
  deliveryArea: ['30-', '31-', '32-020', '32-050', '32-080', '32-087'],
}

/** The kitchen's operations (docs/kitchen.md), keyed as in ./operations.ts. */
export const KITCHEN_OPERATIONS: Record<string, OperationDocs> = {
  'POST /api/utils/pause': {
    operationId: 'pauseOrders',
    request: { minutes: 30, deliveryTypes: ['COURIER'], reason: 'Dużo zamówień' },
    responses: { 200: paused },
  },
  'POST /api/utils/resume': { operationId: 'resumeOrders', responses: { 200: siteStatusOpen } },
  'GET /api/kitchen': { operationId: 'getKitchenSettings', responses: { 200: settings } },
  'PUT /api/kitchen': {
    operationId: 'updateKitchenSettings',
    request: { slotCapacity: { COURIER: 8 }, busyMinutes: 15 },
    responses: { 200: settings },
  },
  'GET /api/calendar': {
    operationId: 'getCalendar',
    responses: {
      200: {
        from: '2026-12-01',
        to: '2027-01-29',
        days: [
          { date: '2026-12-24', closed: true, opensAt: null, closesAt: null, note: 'Wigilia' },
          { date: '2026-12-31', closed: false, opensAt: '12:00', closesAt: '18:00', note: 'Sylwester' },
        ],
      },
    },
  },
  'PUT /api/calendar/{date}': {
    operationId: 'setCalendarDay',
    parameters: { date: '2026-12-31' },
    request: { opensAt: '12:00', closesAt: '18:00', note: 'Sylwester' },
    responses: {
      200: { date: '2026-12-31', closed: false, opensAt: '12:00', closesAt: '18:00', note: 'Sylwester' },
    },
  },
  'DELETE /api/calendar/{date}': { operationId: 'deleteCalendarDay', parameters: { date: '2026-12-31' } },
  'GET /api/calendar/{date}/orders': {
    operationId: 'getCalendarDayOrders',
    parameters: { date: '2026-12-24' },
    responses: {
      200: {
        date: '2026-12-24',
        count: 3,
        orders: [
          calendarOrder('K7Q2M9XW4TPA', 12, 'ACCEPTED', 'COURIER', 'ASAP', '2026-12-24T12:40:00.000Z'),
          calendarOrder('P3V8N6RD2HJC', 15, 'NEW', 'SELF', 'DATE', '2026-12-24T16:30:00.000Z'),
          calendarOrder('Z5T9C4LW7MQE', 18, 'NEW', 'COURIER', 'DATE', '2026-12-24T18:00:00.000Z'),
        ],
      },
    },
  },
}

/** One order of the calendar's example: a number staff say aloud and its planned time. */
function calendarOrder(
  id: string,
  number: number,
  status: string,
  deliveryType: string,
  orderTimeType: string,
  plannedAt: string,
) {
  return { id, number, status, deliveryType, orderTimeType, plannedAt }
}
