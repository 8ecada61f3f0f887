import { scheduleLines } from '#domain/hours/schedule.js'
import { COURIER_FEE, formatPrice, MIN_COURIER_ORDER } from '#domain/money.js'
import { fullAddress, RESTAURANT } from '#domain/restaurant.js'
import type { Language } from '../../i18n/index.js'
import type { PageContent } from './content.js'

/**
 * The seller's registration details. Only the restaurant's owner knows them: until they are filled
 * in here, the page shows each one as a highlighted gap, marked for the owner, never as a made-up
 * number. `null` = not filled in yet.
 */
export const SELLER_DETAILS: readonly {
  key: string
  label: Record<Language, string>
  value: string | null
}[] = [
  { key: 'name', label: { pl: 'Firma', en: 'Company' }, value: RESTAURANT.legalName },
  { key: 'seat', label: { pl: 'Siedziba', en: 'Registered office' }, value: null },
  { key: 'krs', label: { pl: 'KRS i sąd rejestrowy', en: 'Court register (KRS) and court' }, value: null },
  { key: 'nip', label: { pl: 'NIP', en: 'Tax number (NIP)' }, value: null },
  { key: 'regon', label: { pl: 'REGON', en: 'REGON' }, value: null },
  { key: 'capital', label: { pl: 'Kapitał zakładowy', en: 'Share capital' }, value: null },
  { key: 'phone', label: { pl: 'Telefon', en: 'Phone' }, value: RESTAURANT.phone },
  { key: 'email', label: { pl: 'E-mail', en: 'E-mail' }, value: RESTAURANT.email },
]

/** The date these terms take effect: set by the owner when the terms are published. */
export const TERMS_EFFECTIVE_DATE: string | null = null

export const OWNER_TO_FILL: Record<Language, string> = {
  pl: 'do uzupełnienia przez właściciela',
  en: 'to be filled in by the owner',
}

const hours = (lang: Language) =>
  scheduleLines(lang)
    .map((line) => `${line.days} ${line.hours.replace('-', '–')}`)
    .join('; ')

export function termsContent(lang: Language): PageContent {
  const fee = formatPrice(COURIER_FEE, lang)
  const minimum = formatPrice(MIN_COURIER_ORDER, lang)
  if (lang === 'en') {
    return {
      heading: 'Terms of service',
      lead: `The rules for ordering from ${RESTAURANT.name} on this website: how an order is placed and paid for, where and when we deliver, how to cancel and how to complain.`,
      sections: [
        {
          id: 'ogolne',
          heading: '1. General',
          paragraphs: [
            `These terms apply to orders placed on this website for food and gift vouchers of ${RESTAURANT.name}, ${fullAddress}. The seller is the company named in section 7. You can reach us by phone at ${RESTAURANT.phone} and by e-mail at ${RESTAURANT.email}.`,
            'All prices are in Polish złoty and include VAT. The price of an order is the price shown in the order form when you send it.',
          ],
        },
        {
          id: 'zamowienia',
          heading: '2. Placing an order',
          paragraphs: [
            `Orders are taken during opening hours: ${hours('en')}. On days the restaurant is closed the website says so and takes no orders for that day.`,
            'Choose “as soon as possible” or a time later the same day: at least 60 minutes ahead for delivery and 30 minutes for pick-up, and no later than closing time.',
            'The form asks for your name, phone number and e-mail address, and for delivery your address. Sending it with these terms accepted places the order; you then see its number and its status. The contract is made when the restaurant accepts the order (status “Accepted”).',
          ],
        },
        {
          id: 'platnosc',
          heading: '3. Payment',
          paragraphs: [
            'You can pay in cash or by card when you pick up the order or to the courier.',
            'Where the order form offers online payment (BLIK, bank transfer or card through our payment operator), you pay while placing the order; we start preparing it once the payment is confirmed.',
            'Gift vouchers are paid in cash or by card, not online. One promo code can be used per order; it cannot be exchanged for cash.',
          ],
        },
        {
          id: 'dostawa',
          heading: '4. Delivery and pick-up',
          paragraphs: [
            `We deliver within Kraków (the districts are listed on the Delivery page). Courier delivery costs ${fee}; the minimum order for delivery is ${minimum} of products after any discount.`,
            'Pick-up at Miodowa 22 is free, with no minimum order.',
            'An “as soon as possible” delivery usually arrives within 60 minutes and pick-up is ready in about 30 minutes; on busy evenings it may take longer, and we will call you about any delay.',
          ],
        },
        {
          id: 'anulowanie',
          heading: '5. Cancelling an order',
          paragraphs: [
            `You can cancel free of charge by phone (${RESTAURANT.phone}) until we accept the order. Once accepted, your food is made to order and spoils quickly, so under Polish consumer law (art. 38 of the Consumer Rights Act) it can no longer be withdrawn from.`,
            'A gift voucher bought on this website may be returned within 14 days of purchase as long as it has not been used.',
            'We may cancel an order we cannot fulfil (for example an address outside the delivery area, a missing ingredient or no answer at the phone number given); we always tell you by phone. Money paid online for a cancelled order is returned within 14 days, by the method used to pay.',
          ],
        },
        {
          id: 'reklamacje',
          heading: '6. Complaints',
          paragraphs: [
            `If something is wrong with your order, tell us straight away by phone (${RESTAURANT.phone}) or by e-mail (${RESTAURANT.email}), with the order number and, where you can, a photo.`,
            'We answer every complaint within 14 days. Where it is justified we prepare the dish again or refund its price. You may also turn to your municipal consumer ombudsman.',
          ],
        },
        {
          id: 'sprzedawca',
          heading: '7. Seller',
          paragraphs: [
            'The seller and the party to the contract is the company below. Details marked “to be filled in by the owner” are completed by the restaurant’s owner before these terms are published.',
          ],
        },
        {
          id: 'koncowe',
          heading: '8. Final provisions',
          paragraphs: [
            'How we process personal data is described in the privacy policy. These terms are governed by Polish law and do not limit the rights consumers have under it.',
          ],
        },
      ],
    }
  }
  return {
    heading: 'Regulamin',
    lead: `Zasady zamawiania w ${RESTAURANT.name} przez tę stronę: jak złożyć i opłacić zamówienie, gdzie i kiedy dowozimy, jak anulować zamówienie i złożyć reklamację.`,
    sections: [
      {
        id: 'ogolne',
        heading: '1. Postanowienia ogólne',
        paragraphs: [
          `Regulamin dotyczy zamówień na dania i vouchery podarunkowe ${RESTAURANT.name}, ${fullAddress}, składanych przez tę stronę. Sprzedawcą jest firma wskazana w punkcie 7. Kontakt: telefon ${RESTAURANT.phone}, e-mail ${RESTAURANT.email}.`,
          'Ceny podajemy w złotych; zawierają podatek VAT. Cena zamówienia to cena widoczna w formularzu w chwili jego wysłania.',
        ],
      },
      {
        id: 'zamowienia',
        heading: '2. Składanie zamówień',
        paragraphs: [
          `Zamówienia przyjmujemy w godzinach otwarcia: ${hours('pl')}. W dni, w które restauracja jest zamknięta, strona o tym informuje i nie przyjmuje zamówień na ten dzień.`,
          'Wybierz „jak najszybciej” albo godzinę tego samego dnia: co najmniej 60 minut później przy dostawie i 30 minut przy odbiorze osobistym, nie później niż do zamknięcia.',
          'Formularz prosi o imię i nazwisko, telefon i adres e-mail, a przy dostawie także o adres. Wysłanie formularza z akceptacją regulaminu jest złożeniem zamówienia; zobaczysz wtedy jego numer i status. Umowa zostaje zawarta, gdy restauracja przyjmie zamówienie (status „Przyjęte”).',
        ],
      },
      {
        id: 'platnosc',
        heading: '3. Płatność',
        paragraphs: [
          'Możesz zapłacić gotówką lub kartą przy odbiorze albo kurierowi.',
          'Gdy formularz zamówienia oferuje płatność online (BLIK, szybki przelew lub karta przez operatora płatności), płacisz przy składaniu zamówienia; przygotowujemy je po potwierdzeniu wpłaty.',
          'Vouchery podarunkowe opłacisz gotówką lub kartą, nie online. Do jednego zamówienia można użyć jednego kodu promocyjnego; kodu nie wymienia się na gotówkę.',
        ],
      },
      {
        id: 'dostawa',
        heading: '4. Dostawa i odbiór osobisty',
        paragraphs: [
          `Dowozimy na terenie Krakowa (dzielnice wymieniamy na stronie Dostawa). Dostawa kurierem kosztuje ${fee}; minimalna kwota zamówienia na dostawę to ${minimum} za dania po rabacie.`,
          'Odbiór osobisty przy ul. Miodowej 22 jest bezpłatny i nie ma kwoty minimalnej.',
          'Zamówienie „jak najszybciej” dowozimy zwykle w 60 minut, a odbiór osobisty jest gotowy po około 30 minutach; w ruchliwe wieczory może to potrwać dłużej — o opóźnieniu poinformujemy telefonicznie.',
        ],
      },
      {
        id: 'anulowanie',
        heading: '5. Anulowanie zamówienia',
        paragraphs: [
          `Zamówienie anulujesz bezpłatnie telefonicznie (${RESTAURANT.phone}), dopóki go nie przyjmiemy. Po przyjęciu przygotowujemy dania na zamówienie i szybko się psują, dlatego zgodnie z art. 38 ustawy o prawach konsumenta prawo odstąpienia od umowy już nie przysługuje.`,
          'Voucher podarunkowy kupiony przez stronę możesz zwrócić w ciągu 14 dni od zakupu, jeśli nie został wykorzystany.',
          'Możemy anulować zamówienie, którego nie da się zrealizować (np. adres poza obszarem dostawy, brak składnika, brak kontaktu pod podanym numerem) — zawsze informujemy o tym telefonicznie. Wpłatę online za anulowane zamówienie zwracamy w ciągu 14 dni tą samą metodą płatności.',
        ],
      },
      {
        id: 'reklamacje',
        heading: '6. Reklamacje',
        paragraphs: [
          `Jeśli z zamówieniem jest coś nie tak, daj nam znać od razu: telefonicznie (${RESTAURANT.phone}) lub e-mailem (${RESTAURANT.email}), z numerem zamówienia i — jeśli możesz — zdjęciem.`,
          'Na każdą reklamację odpowiadamy w ciągu 14 dni. Gdy jest uzasadniona, przygotujemy danie ponownie albo zwrócimy jego cenę. Możesz też skorzystać z pomocy miejskiego lub powiatowego rzecznika konsumentów.',
        ],
      },
      {
        id: 'sprzedawca',
        heading: '7. Dane sprzedawcy',
        paragraphs: [
          'Sprzedawcą i stroną umowy jest firma wskazana poniżej. Dane oznaczone „do uzupełnienia przez właściciela” uzupełnia właściciel restauracji przed publikacją regulaminu.',
        ],
      },
      {
        id: 'koncowe',
        heading: '8. Postanowienia końcowe',
        paragraphs: [
          'Zasady przetwarzania danych osobowych opisuje polityka prywatności. Regulamin podlega prawu polskiemu i nie ogranicza praw, które konsumentom przyznają przepisy.',
        ],
      },
    ],
  }
}
