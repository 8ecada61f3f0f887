// Not in the PostgreSQL pass: the policy text against the retention constants; no rows.
// The privacy policy says what the code keeps and for how long (scripts/legal, printed to the PDF
// the site links to): a change to a retention period must change the policy too.
import { readFileSync } from 'node:fs'
import t from 'tap'
import { SESSION_IDLE_MS } from '#plugins/auth/sessions/session-store.js'
import { MAIL_BODY_DAYS, PAGE_VIEW_RAW_DAYS } from '#plugins/retention/service.js'
import { loadConfig } from '#server/config.js'
import { ROOT } from '../auth/auth-setup.js'

const text = readFileSync(`${ROOT}scripts/legal/polityka-prywatnosci.html`, 'utf8').replace(/<[^>]+>/g, '')

t.test('the retention periods in the policy are the ones the job applies', async (t) => {
  t.match(text, `po ${loadConfig({}).orderPiiRetentionDays} dniach`, 'orders')
  t.match(text, `po ${MAIL_BODY_DAYS} dniach`, 'e-mails')
  t.match(text, `przechowujemy ${PAGE_VIEW_RAW_DAYS} dni`, 'page views')
  t.equal(SESSION_IDLE_MS, 60 * 60_000)
  t.match(text, 'po godzinie bezczynności')
})

t.test('it names what is stored and who receives it', async (t) => {
  for (const stored of [
    'imię i nazwisko',
    'numer telefonu',
    'adres e-mail',
    'adres dostawy',
    'uwagi',
    'adres IP',
  ]) {
    t.match(text, stored)
  }
  t.match(text, /PayU S\.A\./, 'the payment operator')
  t.match(text, /dostawcy poczty elektronicznej/, 'the e-mail provider')
  t.match(text, /dzienne liczby odsłon i odwiedzających/, 'what analytics keeps')
})
