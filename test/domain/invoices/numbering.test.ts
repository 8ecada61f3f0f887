import t from 'tap'
import {
  DEFAULT_INVOICE_NUMBER_PATTERN,
  expandPattern,
  isValidPattern,
  patternProblem,
  sequencePeriod,
} from '#domain/invoices/numbering.js'

t.test('the default pattern expands for a date and a sequence number', async (t) => {
  t.equal(DEFAULT_INVOICE_NUMBER_PATTERN, 'FV/{YYYY}/{MM}/{n}')
  t.equal(expandPattern(DEFAULT_INVOICE_NUMBER_PATTERN, '2027-01-15', 7), 'FV/2027/01/7')
  t.equal(expandPattern(DEFAULT_INVOICE_NUMBER_PATTERN, '2027-12-31', 1234), 'FV/2027/12/1234')
  t.equal(expandPattern('{n}/{YYYY}/SAKANA', '2027-03-01', 12), '12/2027/SAKANA')
})

t.test('the sequence restarts with the period the pattern names', async (t) => {
  t.equal(sequencePeriod('FV/{YYYY}/{MM}/{n}', '2027-01-15'), '2027-01')
  t.equal(sequencePeriod('FV/{YYYY}/{n}', '2027-01-15'), '2027')
  t.equal(sequencePeriod('FV-{n}', '2027-01-15'), 'all')
})

t.test('patterns that cannot give unique numbers are refused, in Polish', async (t) => {
  t.equal(patternProblem('FV/{YYYY}/{MM}/{n}'), null)
  t.ok(isValidPattern('FV-{n}'))
  t.match(patternProblem(''), /pusty/)
  t.match(patternProblem('FV/{YYYY}/{MM}'), /\{n\}.*dokładnie raz/)
  t.match(patternProblem('FV/{n}/{n}'), /dokładnie raz/)
  t.match(patternProblem('FV/{MM}/{n}'), /rok \{YYYY\}/)
  t.match(patternProblem('FV/{DD}/{n}'), /Nieznane pole \{DD\}/)
  t.match(patternProblem('FV {n}'), /tylko litery/)
  t.match(patternProblem('FAKTURA/{n}/ŁÓDŹ'), /tylko litery/)
  t.match(patternProblem(`${'X'.repeat(60)}{n}`), /najwyżej 60/)
  t.notOk(isValidPattern('{n}{'))
})

t.test('bad input to expandPattern throws', async (t) => {
  t.throws(() => expandPattern('FV/{MM}/{n}', '2027-01-15', 1), RangeError)
  t.throws(() => expandPattern('FV/{n}', '2027-1-15', 1), RangeError)
  t.throws(() => expandPattern('FV/{n}', '2027-01-15', 0), RangeError)
  t.throws(() => expandPattern('FV/{n}', '2027-01-15', 1.5), RangeError)
})
