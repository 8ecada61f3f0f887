/**
 * Polish strings of the staff's own account: two-factor sign-in, the first password and what each
 * role sees. Part of the staff chunk (client/i18n/index.tsx).
 */
export const plStaffAccounts = {
  'manage.twoFactor.codeStep': 'Logowanie dwuetapowe: podaj kod z aplikacji uwierzytelniającej.',
  'manage.twoFactor.code': 'Kod z aplikacji (6 cyfr)',
  'manage.twoFactor.recoveryCode': 'Kod odzyskiwania',
  'manage.twoFactor.useRecovery': 'Nie mam telefonu — użyj kodu odzyskiwania',
  'manage.twoFactor.useApp': 'Użyj kodu z aplikacji',
  'manage.twoFactor.back': 'Wróć do hasła',
  'manage.twoFactor.wrongCode': 'Błędny kod logowania dwuetapowego.',
  'manage.twoFactor.title': 'Logowanie dwuetapowe',
  'manage.twoFactor.on': 'Włączone. Pozostałe kody odzyskiwania: {count}.',
  'manage.twoFactor.off': 'Wyłączone. Po włączeniu logowanie wymaga też kodu z aplikacji w telefonie.',
  'manage.twoFactor.required': 'Twoja rola wymaga logowania dwuetapowego: włącz je, zanim przejdziesz dalej.',
  'manage.twoFactor.start': 'Włącz logowanie dwuetapowe',
  'manage.twoFactor.scan':
    'Zeskanuj kod QR aplikacją uwierzytelniającą (np. Google Authenticator, Aegis) albo wpisz w niej klucz ręcznie.',
  'manage.twoFactor.qrAlt': 'Kod QR do dodania konta w aplikacji uwierzytelniającej',
  'manage.twoFactor.secret': 'Klucz do wpisania ręcznie',
  'manage.twoFactor.firstCode': 'Pierwszy kod z aplikacji (6 cyfr)',
  'manage.twoFactor.confirm': 'Potwierdź i włącz',
  'manage.twoFactor.saveNow':
    'Zapisz je teraz: te 10 kodów odzyskiwania pokazujemy tylko raz. Każdy pozwala zalogować się jeden raz bez telefonu.',
  'manage.twoFactor.recoveryCodes': 'Kody odzyskiwania',
  'manage.twoFactor.saved': 'Zapisałem kody — dalej',
  'manage.twoFactor.disable': 'Wyłącz logowanie dwuetapowe',
  'manage.twoFactor.disableCode': 'Obecny kod z aplikacji (6 cyfr)',
  'manage.twoFactor.disabled': 'Logowanie dwuetapowe wyłączone.',
  'manage.password.title': 'Zmień hasło',
  'manage.password.first': 'To Twoje pierwsze logowanie: ustaw własne hasło, zanim przejdziesz dalej.',
  'manage.password.current': 'Obecne hasło',
  'manage.password.new': 'Nowe hasło (co najmniej 10 znaków)',
  'manage.password.repeat': 'Powtórz nowe hasło',
  'manage.password.mismatch': 'Hasła nie są takie same.',
  'manage.password.submit': 'Zmień hasło',
  'manage.password.changed': 'Hasło zmienione.',
  'manage.account.tab': 'Moje konto',
  'manage.account.role': 'Rola: {role}',
  'manage.role.OWNER': 'właściciel',
  'manage.role.MANAGER': 'kierownik',
  'manage.role.KITCHEN': 'kuchnia',
} as const
