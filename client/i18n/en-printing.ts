import type { PrintingDictionary } from './pl.js'

/** English strings of the staff's printers (board and settings): part of the staff chunk (client/i18n/index.tsx). */
export const enPrinting: PrintingDictionary = {
  'manage.reprint.button': 'Print again',
  'manage.reprint.label': 'Print order #{number} again on the printer',
  'manage.reprint.queued': {
    one: 'Order #{number}: {count} ticket sent to the printer.',
    few: 'Order #{number}: {count} tickets sent to the printer.',
    many: 'Order #{number}: {count} tickets sent to the printer.',
    other: 'Order #{number}: {count} tickets sent to the printer.',
  },
  'manage.reprint.failed': 'Could not print order #{number}: {message}',
}
