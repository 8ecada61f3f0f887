import type { useI18n } from '../../i18n/index.js'

/**
 * A printer's or a ticket's `lastError` in the kitchen's words (docs/printing.md, "When a printer is
 * offline"): the server stores `unreachable` for every connection failure and `paper out`; any other
 * text (a CloudPRNT printer's own status, "410 Paper empty") is shown as the printer said it.
 */
export function printerErrorText(error: string, t: ReturnType<typeof useI18n>['t']): string {
  if (error === 'unreachable') return t('manage.printers.error.unreachable')
  if (error === 'paper out') return t('manage.printers.error.paperOut')
  return error
}
