import t from 'tap'
import { base64ToBase64Url, verificationLink } from '#domain/invoices/verification-link.js'

t.test('KOD I: the example of KSeF’s documentation (kody-qr.md)', async (t) => {
  t.equal(
    verificationLink(
      'https://qr-test.ksef.mf.gov.pl',
      '1111111111',
      '2026-02-01',
      'UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE',
    ),
    'https://qr-test.ksef.mf.gov.pl/invoice/1111111111/01-02-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE',
  )
  t.equal(
    verificationLink(
      'https://qr.ksef.mf.gov.pl/',
      '6762000000',
      '2027-12-31',
      'UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE',
    ),
    'https://qr.ksef.mf.gov.pl/invoice/6762000000/31-12-2027/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE',
  )
})

t.test('Base64 to Base64URL', async (t) => {
  t.equal(
    base64ToBase64Url('UtQp9Gpc51y+u3xApZjIjgkpZ01js+J8KflSPW8WzIE='),
    'UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE',
  )
  t.equal(base64ToBase64Url('ab/c'), 'ab_c')
})

t.test('bad parts are refused', async (t) => {
  const hash = 'UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE'
  t.throws(() => verificationLink('https://qr.ksef.mf.gov.pl', '111', '2026-02-01', hash), RangeError)
  t.throws(() => verificationLink('https://qr.ksef.mf.gov.pl', '1111111111', '01-02-2026', hash), RangeError)
  t.throws(
    () =>
      verificationLink(
        'https://qr.ksef.mf.gov.pl',
        '1111111111',
        '2026-02-01',
        'UtQp9Gpc51y+u3xApZjIjgkpZ01js+J8KflSPW8WzIE=',
      ),
    RangeError,
  )
})
