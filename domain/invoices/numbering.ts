/**
 * The restaurant's invoice numbers: a pattern such as `FV/{YYYY}/{MM}/{n}` expanded for the issue
 * date and a sequence number. The sequence restarts with each period the pattern names (a month
 * with {MM}, a year with {YYYY} alone, never without either), so a number can never repeat
 * (docs/invoices.md, "Numbering").
 */

export const DEFAULT_INVOICE_NUMBER_PATTERN = 'FV/{YYYY}/{MM}/{n}'

const TOKENS = ['{YYYY}', '{MM}', '{n}'] as const
/** FA(3)'s P_2 is a TZnakowy: at most 256 characters; the pattern leaves room for the date and number. */
const MAX_PATTERN_LENGTH = 60
const LITERAL = /^[A-Za-z0-9/\-_.]*$/

/** Why a pattern cannot be used, in Polish for the owner's settings, or null when it can. */
export function patternProblem(pattern: string): string | null {
  if (pattern.length === 0) return 'Wzór numeru nie może być pusty.'
  if (pattern.length > MAX_PATTERN_LENGTH)
    return `Wzór numeru może mieć najwyżej ${MAX_PATTERN_LENGTH} znaków.`
  const parts = pattern.split(/(\{[^}]*\})/).filter((p) => p !== '')
  let n = 0
  for (const part of parts) {
    if (part.startsWith('{')) {
      if (!(TOKENS as readonly string[]).includes(part))
        return `Nieznane pole ${part}: dozwolone są {YYYY}, {MM} i {n}.`
      if (part === '{n}') n++
    } else if (!LITERAL.test(part)) {
      return 'Poza polami wzór może zawierać tylko litery bez polskich znaków, cyfry oraz / - _ .'
    }
  }
  if (n !== 1) return 'Wzór musi zawierać pole {n} (kolejny numer) dokładnie raz.'
  if (pattern.includes('{MM}') && !pattern.includes('{YYYY}')) {
    return 'Wzór z miesiącem {MM} musi zawierać też rok {YYYY}, inaczej numery powtórzyłyby się po roku.'
  }
  return null
}

/** @internal Exported for its tests. */
export function isValidPattern(pattern: string): boolean {
  return patternProblem(pattern) === null
}

function dateParts(date: string): { year: string; month: string } {
  const m = /^(\d{4})-(\d{2})-\d{2}$/.exec(date)
  if (!m) throw new RangeError(`Not a YYYY-MM-DD date: ${date}`)
  return { year: m[1] as string, month: m[2] as string }
}

/**
 * The period whose numbers one sequence counts: `2027-01` for a monthly pattern, `2027` for a
 * yearly one, `all` for a pattern without a date. Storage keeps one counter per (pattern, period).
 */
export function sequencePeriod(pattern: string, issueDate: string): string {
  const { year, month } = dateParts(issueDate)
  if (pattern.includes('{MM}')) return `${year}-${month}`
  if (pattern.includes('{YYYY}')) return year
  return 'all'
}

/** The number for an issue date and a sequence number (1, 2, … within the period). */
export function expandPattern(pattern: string, issueDate: string, n: number): string {
  const problem = patternProblem(pattern)
  if (problem) throw new RangeError(problem)
  if (!Number.isSafeInteger(n) || n < 1)
    throw new RangeError(`Sequence number must be a positive integer: ${n}`)
  const { year, month } = dateParts(issueDate)
  return pattern.replaceAll('{YYYY}', year).replaceAll('{MM}', month).replaceAll('{n}', String(n))
}
