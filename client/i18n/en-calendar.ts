import type { CalendarDictionary } from './pl.js'

/**
 * English strings of the calendar's word on orders already placed for a date (the confirmation and
 * the list after saving): part of the staff chunk (client/i18n/index.tsx).
 */
export const enCalendar: CalendarDictionary = {
  'manage.calendar.closeTitle': 'Close the whole day: {date}?',
  'manage.calendar.hoursTitle': 'Change the hours: {date}, {hours}?',
  'manage.calendar.confirmClose': 'Close this day',
  'manage.calendar.confirmHours': 'Change the hours',
  'manage.calendar.ordersPlaced': {
    one: 'There is already {count} order for this day (no. {numbers}).',
    few: 'There are already {count} orders for this day (nos. {numbers}).',
    many: 'There are already {count} orders for this day (nos. {numbers}).',
    other: 'There are already {count} orders for this day (nos. {numbers}).',
  },
  'manage.calendar.ordersClosed':
    'They stay after closing, but guests will not be able to order — call them if needed.',
  'manage.calendar.ordersInside':
    'All of them fall within the new hours {hours} and stay; guests can order only within those hours.',
  'manage.calendar.ordersOutside':
    'Outside the new hours {hours}: {list}. The orders stay — call those guests if needed.',
  'manage.calendar.orderAt': 'no. {number} ({time})',
  'manage.calendar.checking': 'Checking the orders for this day…',
  'manage.calendar.affectedTitle': {
    one: '{date} — already placed: {count} order',
    few: '{date} — already placed: {count} orders',
    many: '{date} — already placed: {count} orders',
    other: '{date} — already placed: {count} orders',
  },
  'manage.calendar.affectedHint':
    "They stay in the system. The guest's phone is on the order's card on the board — call if needed.",
  'manage.calendar.affectedOrder': 'no. {number}, {time}, {delivery}, {status}',
  'manage.calendar.outside': 'outside the new hours',
  'manage.calendar.showOnBoard': 'Show no. {number} on the board',
  'manage.calendar.dismiss': 'Hide the list',
}
