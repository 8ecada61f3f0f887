/**
 * Opening hours, staff overrides and order time slots (product rules "Time" and "Orders"), one file
 * per topic in domain/hours/:
 * - warsaw-time.ts — Europe/Warsaw wall-clock time, whatever the host's time zone (DST-safe);
 * - schedule.ts — the weekly schedule and the header's opening-hours lines;
 * - site-status.ts — the schedule adjusted by today's staff override: open or closed, and why;
 * - slots.ts — the order times a guest can choose, the check of a chosen time, the ASAP estimate;
 * - format.ts — weekday names, times and dates as people read them.
 * This file is their public face: the client, the plugins and the tests import from here.
 */
export { formatDate, formatTime, weekdayName } from './hours/format.js'
export { OVERRIDE_DEFAULT_CLOSES_AT, SCHEDULE, scheduleLines } from './hours/schedule.js'
export {
  effectiveOverride,
  isSiteClosed,
  type Override,
  type SiteStatus,
  siteStatus,
} from './hours/site-status.js'
export {
  expectedReadyAt,
  LEAD_MINUTES,
  type OrderTimeProblem,
  orderSlots,
  validateOrderTime,
} from './hours/slots.js'
export {
  addDays,
  isDateString,
  minutesOfDay,
  RESTAURANT_TIME_ZONE,
  warsawDate,
  warsawParts,
  warsawToInstant,
  weekdayOf,
} from './hours/warsaw-time.js'
