import { COURIER_FEE, formatPrice, MIN_COURIER_ORDER } from '#domain/money.js'
import type { Language } from '../../i18n/index.js'

const fee = (lang: Language) => formatPrice(COURIER_FEE, lang)
const minimum = (lang: Language) => formatPrice(MIN_COURIER_ORDER, lang)

/** Editorial content of the information pages, in both languages. */
interface ContentSection {
  id: string
  heading: string
  paragraphs: string[]
  list?: string[]
}

export interface PageContent {
  heading: string
  lead: string
  sections: ContentSection[]
}

type Content = Record<Language, PageContent>

export const restaurantContent: Content = {
  pl: {
    heading: 'W restauracji',
    lead: 'Kameralna sala na Kazimierzu, dwanaście miejsc przy kontuarze i widok na deskę, na której powstaje każde nigiri.',
    sections: [
      {
        id: 'sala',
        heading: 'Sala i bar sushi',
        paragraphs: [
          'Sakana Sushi mieści się w kamienicy przy ul. Miodowej 22. Mamy 34 miejsca przy stolikach i 12 przy kontuarze, gdzie kucharze podają sushi prosto z deski — kawałek po kawałku, w tempie, w jakim jesz.',
          'Ryż gotujemy kilka razy dziennie i doprawiamy octem ryżowym według własnej receptury. Ryby kroimy dopiero po zamówieniu, dlatego sushi na sali i sushi w dostawie to ten sam produkt.',
        ],
      },
      {
        id: 'omakase',
        heading: 'Kolacja przy kontuarze',
        paragraphs: [
          'Od środy do soboty po 18:00 polecamy miejsca przy barze: szef kuchni proponuje wtedy kolejne nigiri z ryb, które danego dnia są najlepsze. Wystarczy powiedzieć, czego nie jesz — resztę zostaw nam.',
        ],
      },
      {
        id: 'rezerwacje',
        heading: 'Rezerwacje i grupy',
        paragraphs: [
          'Stolik zarezerwujesz telefonicznie pod numerem +48 12 430 22 15. Dla grup od 8 osób przygotowujemy zestawy na wspólny stół i prosimy o rezerwację z jednodniowym wyprzedzeniem.',
        ],
        list: [
          'Vouchery podarunkowe zrealizujesz na sali i przy odbiorze osobistym.',
          'Menu dla dzieci i krzesełka dla najmłodszych są na miejscu.',
          'Sala jest dostępna dla wózków — wejście od ulicy bez progów.',
        ],
      },
    ],
  },
  en: {
    heading: 'In the restaurant',
    lead: 'An intimate dining room in Kazimierz: twelve seats at the counter, facing the board where every nigiri is made.',
    sections: [
      {
        id: 'sala',
        heading: 'Dining room and sushi bar',
        paragraphs: [
          'Sakana Sushi is in a tenement house at Miodowa 22. We have 34 seats at tables and 12 at the counter, where the chefs serve sushi straight from the board — piece by piece, at your own pace.',
          'We cook rice several times a day and season it with rice vinegar to our own recipe. Fish is cut only once you order, so sushi in the restaurant and sushi delivered are the same product.',
        ],
      },
      {
        id: 'omakase',
        heading: 'Dinner at the counter',
        paragraphs: [
          'From Wednesday to Saturday after 18:00 we recommend the bar seats: the head chef serves nigiri from the best fish of the day. Just tell us what you do not eat — leave the rest to us.',
        ],
      },
      {
        id: 'rezerwacje',
        heading: 'Bookings and groups',
        paragraphs: [
          'Book a table by phone at +48 12 430 22 15. For groups of 8 or more we prepare sharing platters and ask you to book a day in advance.',
        ],
        list: [
          'Gift vouchers can be used in the restaurant and for pick-up orders.',
          'A kids menu and high chairs are available.',
          'The dining room is step-free from the street.',
        ],
      },
    ],
  },
}

export const deliveryContent: Content = {
  pl: {
    heading: 'Dostawa',
    lead: 'Dowozimy sushi w Krakowie w godzinach otwarcia restauracji. Zamówienie złożysz przez stronę lub telefonicznie.',
    sections: [
      {
        id: 'koszt',
        heading: 'Koszt i minimalne zamówienie',
        paragraphs: [
          `Dostawa kurierem kosztuje ${fee('pl')}. Minimalna kwota zamówienia na dostawę to ${minimum('pl')} (liczona po rabacie z kodu promocyjnego, bez opłaty za dostawę).`,
          'Odbiór osobisty przy ul. Miodowej 22 jest bezpłatny i nie ma kwoty minimalnej.',
        ],
      },
      {
        id: 'obszar',
        heading: 'Obszar dostawy',
        paragraphs: ['Dowozimy na terenie Krakowa, w szczególności do dzielnic:'],
        list: [
          'Stare Miasto, Kazimierz, Podgórze, Zabłocie',
          'Grzegórzki, Dąbie, Czyżyny, Krowodrza',
          'Dębniki, Ludwinów, Łagiewniki, Prądnik Biały',
        ],
      },
      {
        id: 'czas',
        heading: 'Czas realizacji',
        paragraphs: [
          'Zamówienie „jak najszybciej” dostarczamy zwykle w 60 minut, odbiór osobisty jest gotowy po około 30 minutach. Możesz też wybrać konkretną godzinę tego samego dnia — co najmniej godzinę później w przypadku dostawy i pół godziny w przypadku odbioru.',
          'W piątki i soboty wieczorem czas dostawy może się wydłużyć; o opóźnieniu poinformujemy telefonicznie.',
        ],
      },
      {
        id: 'platnosc',
        heading: 'Płatność',
        paragraphs: [
          'Płacisz gotówką lub kartą przy odbiorze albo kurierowi. Jeśli formularz zamówienia proponuje płatność online (BLIK, szybki przelew lub karta), możesz też zapłacić od razu przy składaniu zamówienia. Voucherów nie opłacisz online.',
        ],
      },
    ],
  },
  en: {
    heading: 'Delivery',
    lead: 'We deliver sushi across Kraków during opening hours. Order on this site or by phone.',
    sections: [
      {
        id: 'koszt',
        heading: 'Fee and minimum order',
        paragraphs: [
          `Courier delivery costs ${fee('en')}. The minimum order for delivery is ${minimum('en')} (after any promo-code discount, before the delivery fee).`,
          'Pick-up at Miodowa 22 is free, with no minimum order.',
        ],
      },
      {
        id: 'obszar',
        heading: 'Delivery area',
        paragraphs: ['We deliver within Kraków, including:'],
        list: [
          'Old Town, Kazimierz, Podgórze, Zabłocie',
          'Grzegórzki, Dąbie, Czyżyny, Krowodrza',
          'Dębniki, Ludwinów, Łagiewniki, Prądnik Biały',
        ],
      },
      {
        id: 'czas',
        heading: 'Delivery times',
        paragraphs: [
          'An “as soon as possible” order usually arrives within 60 minutes; pick-up is ready in about 30 minutes. You can also choose a time later the same day — at least an hour ahead for delivery and half an hour for pick-up.',
          'On Friday and Saturday evenings delivery may take longer; we will call you about any delay.',
        ],
      },
      {
        id: 'platnosc',
        heading: 'Payment',
        paragraphs: [
          'Pay by cash or card on pick-up or to the courier. When the order form offers online payment (BLIK, bank transfer or card), you can also pay straight away as you order. Vouchers cannot be paid online.',
        ],
      },
    ],
  },
}

export const aboutContent: Content = {
  pl: {
    heading: 'O nas',
    lead: 'Sakana po japońsku znaczy „ryba”. Od 2016 roku robimy na Kazimierzu sushi, które sami chcielibyśmy jeść codziennie.',
    sections: [
      {
        id: 'historia',
        heading: 'Nasza historia',
        paragraphs: [
          'Zaczynaliśmy od sześciu miejsc przy barze i jednej deski. Dziś w kuchni pracuje pięcioro sushi masterów, ale zasada się nie zmieniła: każde zamówienie przygotowujemy od początku, dopiero gdy do nas trafi.',
        ],
      },
      {
        id: 'skladniki',
        heading: 'Składniki',
        paragraphs: [
          'Łososia i tuńczyka kupujemy od sprawdzonych dostawców kilka razy w tygodniu, warzywa od krakowskich rolników z Rynku Kleparskiego. Używamy ryżu japońskiego odmiany koshihikari i naturalnego wasabi w zestawach premium.',
          'Przy każdym produkcie podajemy alergeny. Jeśli masz alergię, napisz o tym w uwagach do zamówienia — przygotujemy Twoje sushi na osobnej desce.',
        ],
      },
      {
        id: 'ludzie',
        heading: 'Ludzie',
        paragraphs: [
          'Kuchnią kieruje Tomasz Wróbel, który uczył się rzemiosła w Osace i Warszawie. Salą opiekuje się Kasia Nowak — to ona pomoże dobrać zestaw dla grupy albo sake do kolacji.',
        ],
      },
    ],
  },
  en: {
    heading: 'About us',
    lead: 'Sakana means “fish” in Japanese. Since 2016 we have been making, in Kazimierz, the sushi we would like to eat every day.',
    sections: [
      {
        id: 'historia',
        heading: 'Our story',
        paragraphs: [
          'We started with six seats at the bar and one board. Today five sushi chefs work in the kitchen, but the rule is the same: every order is made from scratch once it reaches us.',
        ],
      },
      {
        id: 'skladniki',
        heading: 'Ingredients',
        paragraphs: [
          'We buy salmon and tuna from trusted suppliers several times a week, and vegetables from Kraków farmers at the Kleparz market. We use Japanese koshihikari rice and real wasabi in our premium sets.',
          'Allergens are listed with every product. If you have an allergy, say so in the order notes — we will prepare your sushi on a separate board.',
        ],
      },
      {
        id: 'ludzie',
        heading: 'People',
        paragraphs: [
          'The kitchen is led by Tomasz Wróbel, who learned the craft in Osaka and Warsaw. The dining room is looked after by Kasia Nowak — ask her to help choose a set for a group or a sake for dinner.',
        ],
      },
    ],
  },
}
