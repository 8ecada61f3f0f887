import { LANGUAGES } from '#schemas/enums.js'
import { useI18n } from '../i18n/index.js'

/** PL | EN buttons; the choice is kept in a cookie so the server renders that language too. */
export function LanguageSwitcher() {
  const { lang, setLang, t } = useI18n()
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons
    <div className="lang-switch" role="group" aria-label={t('lang.switch')}>
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          aria-pressed={lang === code}
          onClick={() => setLang(code)}
        >
          {/* The visible code starts the accessible name ("PL – Polski"), as WCAG 2.5.3 asks. */}
          {code.toUpperCase()}
          <span className="visually-hidden"> – {t(code === 'pl' ? 'lang.pl' : 'lang.en')}</span>
        </button>
      ))}
    </div>
  )
}
