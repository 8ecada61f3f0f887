/**
 * Polish strings of the calendar's word on orders already placed for a date (the confirmation and
 * the list after saving): part of the staff chunk (client/i18n/index.tsx).
 */
export const plCalendar = {
  'manage.calendar.closeTitle': 'Zamknąć cały dzień: {date}?',
  'manage.calendar.hoursTitle': 'Zmienić godziny: {date}, {hours}?',
  'manage.calendar.confirmClose': 'Zamknij ten dzień',
  'manage.calendar.confirmHours': 'Zmień godziny',
  'manage.calendar.ordersPlaced': {
    one: 'Na ten dzień jest już {count} zamówienie (nr {numbers}).',
    few: 'Na ten dzień są już {count} zamówienia (nr {numbers}).',
    many: 'Na ten dzień jest już {count} zamówień (nr {numbers}).',
    other: 'Na ten dzień jest już {count} zamówienia (nr {numbers}).',
  },
  'manage.calendar.ordersClosed':
    'Po zamknięciu zostaną, ale goście nie będą mogli zamawiać — zadzwoń do nich, jeśli trzeba.',
  'manage.calendar.ordersInside':
    'Wszystkie mieszczą się w nowych godzinach {hours} i zostaną; goście zamówią tylko w tych godzinach.',
  'manage.calendar.ordersOutside':
    'Poza nowymi godzinami {hours}: {list}. Zamówienia zostaną — zadzwoń do tych gości, jeśli trzeba.',
  'manage.calendar.orderAt': 'nr {number} ({time})',
  'manage.calendar.checking': 'Sprawdzam zamówienia na ten dzień…',
  'manage.calendar.affectedTitle': {
    one: '{date} — już złożone: {count} zamówienie',
    few: '{date} — już złożone: {count} zamówienia',
    many: '{date} — już złożone: {count} zamówień',
    other: '{date} — już złożone: {count} zamówienia',
  },
  'manage.calendar.affectedHint':
    'Zostają w systemie. Telefon gościa jest na karcie zamówienia na tablicy — zadzwoń, jeśli trzeba.',
  'manage.calendar.affectedOrder': 'nr {number}, {time}, {delivery}, {status}',
  'manage.calendar.outside': 'poza nowymi godzinami',
  'manage.calendar.showOnBoard': 'Pokaż nr {number} na tablicy',
  'manage.calendar.dismiss': 'Ukryj listę',
} as const
