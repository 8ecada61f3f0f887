import { useState } from 'react'
import { createPortal } from 'react-dom'
import { RESTAURANT } from '#domain/restaurant.js'
import { useI18n } from '../../i18n/index.js'
import { usePrintWhileMounted } from '../../shared/print.js'
import { useNotify } from '../../shared/toast.js'
import { useOrigin } from '../../shared/useOrigin.js'

/** 'Sakana Sushi' → 'sakana-sushi', for the file's name. */
const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

/**
 * The ten recovery codes, shown once after two-factor sign-in is turned on (docs/security.md,
 * "Two-factor sign-in"), with three ways to keep them: copied, downloaded as a text file naming the
 * site and the account, or printed alone (the rest of the page is hidden in print, as a kitchen
 * ticket is).
 */
export function RecoveryCodes(props: { codes: readonly string[]; username: string }) {
  const { t } = useI18n()
  const notify = useNotify()
  const origin = useOrigin()
  const [printing, setPrinting] = useState(false)
  const site = origin ? `${RESTAURANT.name} (${origin}/manage/)` : RESTAURANT.name
  const title = t('manage.twoFactor.fileTitle', { site, login: props.username })
  const text = [title, t('manage.twoFactor.fileHint'), '', ...props.codes, ''].join('\n')
  const fileName = `${slug(RESTAURANT.name)}-${slug(t('manage.twoFactor.recoveryCodes'))}-${slug(props.username)}.txt`

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      notify(t('manage.twoFactor.copied'), 'INFO')
    } catch {
      notify(t('manage.twoFactor.copyFailed'), 'ALERT')
    }
  }

  usePrintWhileMounted(printing, () => setPrinting(false))

  return (
    <>
      <h3>{t('manage.twoFactor.recoveryCodes')}</h3>
      <ol className="manage-recovery-codes">
        {props.codes.map((recovery) => (
          <li key={recovery}>
            <code>{recovery}</code>
          </li>
        ))}
      </ol>
      <div className="manage-recovery-actions">
        <button type="button" className="button button-ghost" onClick={() => void copy()}>
          {t('manage.twoFactor.copy')}
        </button>
        <a
          className="button button-ghost"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download={fileName}
        >
          {t('manage.twoFactor.download')}
        </a>
        <button type="button" className="button button-ghost" onClick={() => setPrinting(true)}>
          {t('manage.twoFactor.print')}
        </button>
      </div>
      {printing && typeof document !== 'undefined'
        ? createPortal(
            <div className="manage-print-root manage-recovery-print">
              <p>{title}</p>
              <ol>
                {props.codes.map((recovery) => (
                  <li key={recovery}>
                    <code>{recovery}</code>
                  </li>
                ))}
              </ol>
            </div>,
            document.body,
          )
        : null}
    </>
  )
}
