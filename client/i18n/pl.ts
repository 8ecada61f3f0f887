import type { plCalendar } from './pl-calendar.js'
import type { plCheckout } from './pl-checkout.js'
import type { plInvoices } from './pl-invoices.js'
import type { plMenuEditor } from './pl-menu-editor.js'
import type { plPrinting } from './pl-printing.js'
import type { plStaff } from './pl-staff.js'
import type { plStaffAccounts } from './pl-staff-accounts.js'

/** Polish UI strings: the default language. Every key here must exist in en.ts (type-checked). */
export const pl = {
  'site.name': 'Sakana Sushi',
  'site.tagline': 'Sushi z Kazimierza, robione na zamówienie',
  'site.description':
    'Sakana Sushi w Krakowie: nigiri, maki, sashimi i zestawy przygotowywane na bieżąco. Zamów z dostawą kurierem lub odbierz osobiście przy ul. Miodowej.',
  'skip.toContent': 'Przejdź do treści',

  'header.minOrder': 'Minimalna kwota zamówienia na dostawę — 99 zł',
  'header.hours': 'Godziny otwarcia',
  'header.address': 'Adres',
  'header.phone': 'Telefon',
  'header.openMenu': 'Otwórz menu nawigacji',
  'header.closeMenu': 'Zamknij menu nawigacji',
  'header.home': 'strona główna',

  'nav.label': 'Nawigacja główna',
  'nav.menu': 'Menu',
  'nav.restaurant': 'W Restauracji',
  'nav.wege': 'Wege',
  'nav.delivery': 'Dostawa',
  'nav.about': 'O nas',
  'nav.contact': 'Kontakt',

  'cart.add': 'Dodaj do koszyka',
  'cart.added': 'Dodano do koszyka: {name}',
  'cart.full': 'Nie można dodać więcej sztuk tego produktu.',
  'cart.inCart': 'W koszyku: {count}',
  'options.total': 'Razem',
  'options.cancel': 'Anuluj',
  'options.choose': 'Wybierz: {groups}',
  'options.missing': 'Brakuje wyboru w grupie: {groups}.',
  'options.add': 'Dodaj do koszyka · {price}',
  'options.none': 'Bez dodatku',
  'options.unavailable': 'dziś niedostępne',
  'options.fewer': 'Zmniejsz liczbę: {name}',
  'options.more': 'Zwiększ liczbę: {name}',
  'options.portions': '{name}: {n}',
  'cart.link': 'Koszyk',
  'cart.items': {
    one: '{count} produkt',
    few: '{count} produkty',
    many: '{count} produktów',
    other: '{count} produktu',
  },

  'menu.categoriesHeading': 'Kategorie menu',
  'menu.pieces': { one: '{count} szt.', few: '{count} szt.', many: '{count} szt.', other: '{count} szt.' },
  'menu.allergens': 'Alergeny',
  'menu.noAllergens': 'Brak deklarowanych alergenów',
  'menu.price': 'Cena',
  'menu.deposit': '+ kaucja {amount}',
  'menu.quantity': 'Ilość',
  'menu.decrease': 'Zmniejsz ilość',
  'menu.increase': 'Zwiększ ilość',
  'menu.set': 'Zestaw',
  'menu.new': 'Nowość',
  'menu.setContents': 'W zestawie',
  'menu.vegetarian': 'Wege',
  'menu.breadcrumb': 'Okruszki',
  'menu.productsCount': {
    one: '{count} pozycja',
    few: '{count} pozycje',
    many: '{count} pozycji',
    other: '{count} pozycji',
  },
  'menu.moreIn': 'Więcej z kategorii {name}',
  'menu.additionalInfo': 'Informacje dodatkowe',
  'menu.unavailable': 'Chwilowo niedostępne',
  'home.heroTitle': 'Sushi robione na zamówienie, prosto z Kazimierza',
  'home.heroText':
    'Nigiri, maki i zestawy przygotowujemy dopiero, gdy zamówisz. Dowieziemy je kurierem w Krakowie albo odbierzesz je osobiście przy ul. Miodowej.',
  'home.orderNow': 'Zobacz zestawy',
  'home.seeDelivery': 'Zasady dostawy',
  'home.factDelivery': 'Dostawa {fee}',
  'home.factMinimum': 'Minimum {minimum} na dostawę',
  'home.factPickup': 'Odbiór osobisty bez opłat',
  'home.popular': 'Polecane zestawy',

  'closed.title': 'Restauracja w tej chwili jest zamknięta',
  'closed.text': 'Zapraszamy w godzinach otwarcia :)',
  'closed.next': 'Najbliższe otwarcie: {when}.',
  'closed.dismiss': 'Zamknij',

  'kitchen.paused': 'Przyjmowanie zamówień jest wstrzymane do {until}.',
  'kitchen.pausedCourier': 'Dostawa kurierem jest wstrzymana do {until}.',
  'kitchen.pausedSelf': 'Odbiór osobisty jest wstrzymany do {until}.',
  'kitchen.todayHours': 'Dziś otwarte w godzinach {hours}',
  'kitchen.todayClosed': 'Dziś zamknięte',
  'delivery.area': 'Kody pocztowe w zasięgu kuriera',
  'delivery.areaIntro': 'Dowozimy pod te kody pocztowe (… oznacza wszystkie kody zaczynające się tak):',
  'checkout.privacy': 'Polityka prywatności (PDF)',

  'status.NEW': 'Czeka na potwierdzenie',
  'status.ACCEPTED': 'Przyjęte, przygotowujemy',
  'status.READY': 'Gotowe do odbioru',
  'status.IN_DELIVERY': 'W dostawie, kurier jest w drodze',
  'status.COMPLETED': 'Zakończone',
  'status.CANCELLED': 'Anulowane',

  'consent.title': 'Szanujemy Twoją prywatność',
  'consent.text':
    'Niezbędne pliki cookie i pamięć przeglądarki zapamiętują koszyk, język i tę decyzję. Za Twoją zgodą zapiszemy też cookie statystyczne na 28 dni, by liczyć powroty — bez zgody liczymy tylko anonimowe odsłony.',
  'consent.necessary': 'Niezbędne (zawsze włączone)',
  'consent.analytics': 'Statystyczne',
  'consent.save': 'Zapisz wybór',
  'consent.acceptAll': 'Akceptuję wszystkie',

  'lang.switch': 'Język',
  'lang.pl': 'Polski',
  'lang.en': 'English',

  'footer.visit': 'Odwiedź nas',
  'footer.hours': 'Godziny otwarcia',
  'footer.order': 'Zamawianie',
  'footer.orderText':
    'Dostawa kurierem {fee}, odbiór osobisty bez opłat. Płatność gotówką lub kartą przy odbiorze.',
  'footer.orderTextOnline':
    'Dostawa kurierem {fee}, odbiór osobisty bez opłat. Płatność online (BLIK, przelew, karta) przy zamówieniu albo gotówką lub kartą przy odbiorze.',
  'footer.rights': '© {year} {name} Wszystkie prawa zastrzeżone.',
  'footer.staff': 'Panel obsługi',
  'footer.terms': 'Regulamin',
  'terms.contents': 'Spis treści regulaminu',
  'terms.effective': 'Regulamin obowiązuje od:',

  'page.home.title': 'Sakana Sushi Kraków — menu i zamówienia online',
  'page.home.heading': 'Menu',
  'page.restaurant.title': 'W restauracji',
  'page.restaurant.description':
    'Sala Sakana Sushi na Kazimierzu: bar sushi z widokiem na pracę kucharzy, kolacje przy kontuarze i rezerwacje dla grup.',
  'page.wege.title': 'Sushi wege',
  'page.terms.title': 'Regulamin',
  'page.terms.description':
    'Regulamin zamówień Sakana Sushi: składanie zamówień, płatność, dostawa w Krakowie, anulowanie i reklamacje.',
  'page.delivery.title': 'Dostawa',
  'page.delivery.description':
    'Dostawa sushi w Krakowie: opłata {fee}, minimalna kwota zamówienia {minimum}, odbiór osobisty przy ul. Miodowej 22 bez opłat.',
  'page.about.title': 'O nas',
  'page.about.description':
    'Poznaj Sakana Sushi: kto przygotowuje Twoje sushi, skąd bierzemy ryby i jak pracujemy.',
  'page.contact.title': 'Kontakt',
  'page.contact.description':
    'Adres, telefon, e-mail i godziny otwarcia Sakana Sushi, ul. Miodowa 22, Kraków.',
  'page.order.title': 'Zamówienie',
  'page.order.description':
    'Twój koszyk i zamówienie: dostawa kurierem lub odbiór osobisty, płatność gotówką, kartą lub online.',
  'page.thanks.title': 'Dziękujemy za zamówienie',
  'page.thanks.description': 'Potwierdzenie zamówienia w Sakana Sushi.',
  'page.manage.title': 'Panel obsługi',
  'page.manage.description': 'Panel obsługi restauracji Sakana Sushi.',
  'page.notFound.title': 'Nie znaleziono strony',
  'page.notFound.heading': 'Tej strony nie ma w naszym menu',
  'page.notFound.text':
    'Adres mógł się zmienić albo zawiera literówkę. Zajrzyj do menu — tam na pewno coś znajdziesz.',
  'page.notFound.back': 'Wróć do menu',
  'page.error.title': 'Błąd serwera',
  'page.error.heading': 'Coś poszło nie tak',
  'page.error.text':
    'Przepraszamy, nie udało się wyświetlić tej strony. Spróbuj ponownie za chwilę lub zadzwoń: {phone}.',

  'manage.error': 'Wystąpił błąd',
  'manage.sessionExpired': 'Sesja wygasła — zaloguj się ponownie.',
  'manage.login.failed': 'Błędne dane',
} as const

type Widen<T> = T extends string ? string : { [K in keyof T]: Widen<T[K]> }
/** The strings every page needs (one chunk per language). */
export type BaseDictionary = { [K in keyof typeof pl]: Widen<(typeof pl)[K]> }
/** The staff area's strings (their own chunk per language, see pl-staff.ts). */
export type StaffDictionary = { [K in keyof typeof plStaff]: Widen<(typeof plStaff)[K]> }
/** The menu editor's strings (loaded with the staff strings, see pl-menu-editor.ts). */
export type MenuEditorDictionary = { [K in keyof typeof plMenuEditor]: Widen<(typeof plMenuEditor)[K]> }
/** The checkout's and the thank-you page's strings (their own chunk per language, see pl-checkout.ts). */
export type CheckoutDictionary = { [K in keyof typeof plCheckout]: Widen<(typeof plCheckout)[K]> }
/** The printers' strings (loaded with the staff strings, see pl-printing.ts). */
export type PrintingDictionary = { [K in keyof typeof plPrinting]: Widen<(typeof plPrinting)[K]> }
/** The invoices' strings (loaded with the staff strings, see pl-invoices.ts). */
export type InvoicesDictionary = { [K in keyof typeof plInvoices]: Widen<(typeof plInvoices)[K]> }
/** The staff's own account and two-factor strings (loaded with the staff strings, see pl-staff-accounts.ts). */
export type StaffAccountsDictionary = {
  [K in keyof typeof plStaffAccounts]: Widen<(typeof plStaffAccounts)[K]>
}
/** The calendar's word on orders already placed (loaded with the staff strings, see pl-calendar.ts). */
export type CalendarDictionary = { [K in keyof typeof plCalendar]: Widen<(typeof plCalendar)[K]> }
export type Dictionary = BaseDictionary &
  StaffDictionary &
  CalendarDictionary &
  MenuEditorDictionary &
  PrintingDictionary &
  InvoicesDictionary &
  StaffAccountsDictionary &
  CheckoutDictionary
export type MessageKey = keyof Dictionary
