import { formatPrice } from '../../money.js'
import { dish } from './helpers.js'

/** The notes printed on every voucher (HTML). */
const VOUCHER_NOTES = {
  pl:
    '<ul><li>Voucher jest ważny do <strong>31.12.2027</strong>.</li>' +
    '<li>Nie obejmuje zestawów sylwestrowych.</li>' +
    '<li>Nie można go wykorzystać przy płatności online.</li>' +
    '<li>Można go zrealizować na miejscu w restauracji lub przy odbiorze zamówienia na wynos.</li>' +
    '<li>Zakup vouchera opłacisz gotówką lub kartą przy odbiorze, nie online.</li></ul>',
  en:
    '<ul><li>The voucher is valid until <strong>31.12.2027</strong>.</li>' +
    '<li>Not valid for New Year&#39;s Eve (sylwester) sets.</li>' +
    '<li>Cannot be used for online payment.</li>' +
    '<li>Can be used dine-in at the restaurant or for takeaway.</li>' +
    '<li>Pay for the voucher in cash or by card on pick-up or delivery, not online.</li></ul>',
} as const

/** Gift vouchers: 150 to 500 zł in steps of 50. */
export const vouchers = [150, 200, 250, 300, 350, 400, 450, 500].map((value) =>
  dish({
    id: `voucher-${value}`,
    main: 'VOUCHER',
    name: [`Voucher podarunkowy ${formatPrice(value, 'pl')}`, `Gift voucher ${formatPrice(value, 'en')}`],
    price: value,
    count: null,
    allergens: null,
    description: [
      `Podaruj bliskim wieczór z sushi: voucher o wartości ${formatPrice(value, 'pl')} na dania z naszej karty.`,
      `Give someone an evening of sushi: a voucher worth ${formatPrice(value, 'en')} for dishes from our menu.`,
    ],
    additionalInfo: [VOUCHER_NOTES.pl, VOUCHER_NOTES.en],
  }),
)
