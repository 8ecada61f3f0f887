/**
 * Opening hours, staff overrides and order time slots (product rules "Time" and "Orders"), one file
 * per topic in domain/hours/:
 * - warsaw-time.ts — Europe/Warsaw wall-clock time, whatever the host's time zone (DST-safe);
 * - schedule.ts — the weekly schedule and the header's opening-hours lines;
 * - calendar.ts — holidays and special hours of single dates, ahead of time;
 * - site-status.ts — the schedule adjusted by today's staff override: open or closed, and why;
 * - slots.ts — the order times a guest can choose, the check of a chosen time, the ASAP estimate;
 * - format.ts — weekday names, times and dates as people read them.
 * This file is the public face the client and the plugins import from; the tests of a topic import
 * its file directly.
 */
export {
  CALENDAR_DAYS_AHEAD,
  type Calendar,
  type CalendarDay,
  checkCalendarDay,
  todayCalendar,
} from './hours/calendar.js'
export { formatDate, formatTime } from './hours/format.js'
export { type Adjustments, dayPlan, type Override, type SiteStatus, siteStatus } from './hours/site-status.js'
export {
  expectedReadyAt,
  LEAD_MINUTES,
  type OrderTimeProblem,
  orderSlots,
  validateOrderTime,
} from './hours/slots.js'
export { addDays, isDateString, warsawDate, warsawToInstant } from './hours/warsaw-time.js'
