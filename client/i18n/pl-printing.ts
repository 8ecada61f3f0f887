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
} as const
