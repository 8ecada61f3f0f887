/**
 * The days a KITCHEN account may read the orders of (docs/security.md, "Roles"): today in Warsaw,
 * and until 06:00 the day before too, so the night's board still shows the orders taken before
 * midnight. Earlier days (guests' contact data) are the managers' and the owner's.
 */
import { addDays, warsawDate, warsawParts } from '../hours/warsaw-time.js'

/** Until this Warsaw hour, yesterday's orders still belong to the night's board. */
const NIGHT_ENDS_HOUR = 6

/** The dates (YYYY-MM-DD, Warsaw) the kitchen may list at `now`, today first. */
export function kitchenBoardDates(now: Date | number): string[] {
  const today = warsawDate(now)
  return warsawParts(now).hour < NIGHT_ENDS_HOUR ? [today, addDays(today, -1)] : [today]
}
