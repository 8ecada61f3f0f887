/** The kitchen's settings and calendar in the OpenAPI document, beside their routes (docs/kitchen.md). */

const settings = {
  slotCapacity: { COURIER: 8, SELF: null },
  busyMinutes: 15,
  deliveryArea: ['30-', '31-', '32-020', '32-050', '32-080', '32-087'],
}

export const getKitchenSettings = { responses: { 200: settings } }

export const updateKitchenSettings = {
  request: { slotCapacity: { COURIER: 8 }, busyMinutes: 15 },
  responses: { 200: settings },
}

export const getCalendar = {
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
}

export const setCalendarDay = {
  parameters: { date: '2026-12-31' },
  request: { opensAt: '12:00', closesAt: '18:00', note: 'Sylwester' },
  responses: {
    200: { date: '2026-12-31', closed: false, opensAt: '12:00', closesAt: '18:00', note: 'Sylwester' },
  },
}

export const deleteCalendarDay = { parameters: { date: '2026-12-31' } }
