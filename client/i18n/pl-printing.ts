/** Polish strings of the staff's printers (board and settings): part of the staff chunk (client/i18n/index.tsx). */
export const plPrinting = {
  'manage.reprint.button': 'Drukuj ponownie',
  'manage.reprint.label': 'Drukuj ponownie zamówienie #{number} na drukarce',
  'manage.reprint.queued': {
    one: 'Zamówienie #{number}: wysłano {count} bon do drukarki.',
    few: 'Zamówienie #{number}: wysłano {count} bony do drukarki.',
    many: 'Zamówienie #{number}: wysłano {count} bonów do drukarki.',
    other: 'Zamówienie #{number}: wysłano {count} bonu do drukarki.',
  },
  'manage.reprint.failed': 'Nie udało się wydrukować zamówienia #{number}: {message}',
  'manage.printers.board': 'Drukarki',
  'manage.printers.ready': 'gotowa',
  'manage.printers.offline': 'offline',
  'manage.printers.offlineSince': 'offline od {time}',
  'manage.printers.waiting': {
    one: '{count} czeka',
    few: '{count} czekają',
    many: '{count} czeka',
    other: '{count} czeka',
  },
  'manage.printers.expired': {
    one: '{count} za stary do druku',
    few: '{count} za stare do druku',
    many: '{count} za starych do druku',
    other: '{count} za starego do druku',
  },
  'manage.printers.alarm':
    'Drukarka nie drukuje: {names}. Bony czekają — sprawdź drukarkę (papier, zasilanie, sieć).',
  'manage.printers.jobs': {
    one: '{count} bon niewydrukowany',
    few: '{count} bony niewydrukowane',
    many: '{count} bonów niewydrukowanych',
    other: '{count} bonu niewydrukowanego',
  },
  'manage.printers.testPage': 'Strona testowa',
  'manage.printers.job.WAITING': 'czeka',
  'manage.printers.job.SENDING': 'wysyłanie',
  'manage.printers.job.PRINTED': 'wydrukowany',
  'manage.printers.job.FAILED': 'błąd',
  'manage.printers.job.EXPIRED': 'za stary — wydrukuj ponownie',
} as const
