/**
 * What staff read about a failed attempt and what "Sprawdź połączenie" says, in Polish, from the
 * KSeF client's errors (KSeF's own words kept where it gave them). No token is ever in them: the
 * client scrubs its secrets out of every message.
 */
import { KsefError } from './ksef-client.js'

function ksefWords(error: KsefError): string {
  return [error.info.description, ...(error.info.details ?? [])].filter(Boolean).join(' — ')
}

/** Why an attempt failed, for the order card and the board's alert. Refusals start "KSeF odrzucił". */
export function failureReason(error: unknown): string {
  if (!(error instanceof KsefError))
    return `Błąd wystawiania: ${error instanceof Error ? error.message : String(error)}`
  if (error.operation === 'settings') return error.message
  const words = ksefWords(error)
  if (error.kind === 'PERMANENT') {
    if (error.operation === 'invoice')
      return `KSeF odrzucił fakturę (kod ${error.info.code ?? error.info.status}): ${words || error.message}`
    return `KSeF odrzucił żądanie (${error.operation}, kod ${error.info.code ?? error.info.status}): ${words || error.message}`
  }
  if (error.info.status === 429)
    return `KSeF ogranicza liczbę zapytań; kolejna próba za ${error.info.retryAfterSeconds ?? 60} s.`
  if (error.info.status !== undefined && error.info.status >= 500)
    return `KSeF chwilowo nie działa (HTTP ${error.info.status}${words ? `: ${words}` : ''}); kolejna próba wkrótce.`
  if (/no answer within/.test(error.message)) return 'KSeF nie odpowiedział na czas; kolejna próba wkrótce.'
  if (/could not be reached/.test(error.message))
    return 'Nie udało się połączyć z KSeF; kolejna próba wkrótce.'
  return `KSeF nie dokończył (${error.operation}${words ? `: ${words}` : ''}); kolejna próba wkrótce.`
}

/** What is wrong with the connection, for the owner's settings. */
export function connectionProblem(error: unknown, nip: string): string {
  if (!(error instanceof KsefError)) return 'Sprawdzenie połączenia nie powiodło się z nieznanego powodu.'
  const code = error.info.code
  if (error.operation === 'authentication' && code === 450)
    return 'KSeF odrzucił token: jest błędny, unieważniony albo wygasł. Wygeneruj nowy token w Aplikacji Podatnika KSeF i wpisz go tutaj.'
  if (code === 415 || code === 410 || code === 21115)
    return `Token nie daje uprawnień do wystawiania faktur dla NIP ${nip}. Sprawdź NIP sprzedawcy albo wygeneruj token w kontekście tej firmy z uprawnieniem do wystawiania faktur.`
  if (error.info.status === 429)
    return `KSeF ogranicza liczbę zapytań: spróbuj ponownie za ${error.info.retryAfterSeconds ?? 60} s.`
  if (error.info.status !== undefined && error.info.status >= 500)
    return `KSeF chwilowo nie działa (HTTP ${error.info.status}). Spróbuj ponownie później; faktury poczekają w kolejce.`
  if (/no answer within/.test(error.message))
    return 'KSeF nie odpowiedział na czas. Spróbuj ponownie za chwilę.'
  if (/could not be reached/.test(error.message))
    return 'Nie udało się połączyć z KSeF: sprawdź dostęp serwera do internetu i wybrane środowisko.'
  if (error.kind === 'PERMANENT')
    return `KSeF odmówił uwierzytelnienia (kod ${code ?? error.info.status}): ${ksefWords(error) || error.message}`
  return `KSeF nie dokończył uwierzytelnienia: ${ksefWords(error) || error.message}. Spróbuj ponownie za chwilę.`
}
