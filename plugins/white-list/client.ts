/**
 * The Ministry of Finance's VAT White List (wykaz podatników VAT, "API Rejestr WL"): its public
 * search of one company by NIP on a date, `GET {WL_API_URL}/api/search/nip/{nip}?date=YYYY-MM-DD`.
 * 200 answers `{result: {subject: Entity | null, requestId, requestDateTime}}` (`subject` null: the
 * register does not know the NIP); an error answers `{code: 'WL-…', message}`.
 */

/** The fields of the register's Entity the checkout uses (the rest — accounts, people — is ignored). */
export interface WhiteListSubject {
  name: string
  nip?: string
  statusVat?: 'Czynny' | 'Zwolniony' | 'Niezarejestrowany'
  workingAddress?: string | null
  residenceAddress?: string | null
}

/** The service could not answer: unreachable, slow, an error status or an answer of another shape. */
export class WhiteListUnavailable extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message)
    this.name = 'WhiteListUnavailable'
  }
}

/** The register's subject for the NIP on `date`, or null when the register does not know it. */
export async function searchNip(
  baseUrl: string,
  nip: string,
  date: string,
  timeoutMs: number,
): Promise<WhiteListSubject | null> {
  const url = `${baseUrl.replace(/\/+$/, '')}/api/search/nip/${encodeURIComponent(nip)}?date=${date}`
  let response: Response
  try {
    response = await fetch(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    })
  } catch (error) {
    const timedOut = (error as Error).name === 'TimeoutError'
    throw new WhiteListUnavailable(timedOut ? `no answer within ${timeoutMs} ms` : 'unreachable')
  }
  const body = (await response.json().catch(() => null)) as {
    result?: { subject?: WhiteListSubject | null }
    code?: string
  } | null
  if (!response.ok) throw new WhiteListUnavailable(`status ${response.status}`, response.status, body?.code)
  const result = body?.result
  if (!result || typeof result !== 'object') throw new WhiteListUnavailable('an answer without result')
  const subject = result.subject ?? null
  if (subject !== null && (typeof subject !== 'object' || typeof subject.name !== 'string')) {
    throw new WhiteListUnavailable('a subject without a name')
  }
  return subject
}
