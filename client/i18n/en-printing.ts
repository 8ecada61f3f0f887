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
  'manage.printers.board': 'Printers',
  'manage.printers.ready': 'ready',
  'manage.printers.offline': 'offline',
  'manage.printers.offlineSince': 'offline since {time}',
  'manage.printers.waiting': {
    one: '{count} waiting',
    few: '{count} waiting',
    many: '{count} waiting',
    other: '{count} waiting',
  },
  'manage.printers.expired': {
    one: '{count} too old to print',
    few: '{count} too old to print',
    many: '{count} too old to print',
    other: '{count} too old to print',
  },
  'manage.printers.alarm':
    'Printer not printing: {names}. Tickets are waiting — check the printer (paper, power, network).',
  'manage.printers.jobs': {
    one: '{count} ticket not printed',
    few: '{count} tickets not printed',
    many: '{count} tickets not printed',
    other: '{count} tickets not printed',
  },
  'manage.printers.testPage': 'Test page',
  'manage.printers.job.WAITING': 'waiting',
  'manage.printers.job.SENDING': 'sending',
  'manage.printers.job.PRINTED': 'printed',
  'manage.printers.job.FAILED': 'failed',
  'manage.printers.job.EXPIRED': 'too old — print again',
}
