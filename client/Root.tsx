import { type ReactNode, useCallback, useState } from 'react'
import { SiteStatusProvider } from './features/site-status/site-status.js'
import { AuthProvider } from './features/staff-session/session.js'
import { hasDictionary, I18nProvider, LANGUAGE_COOKIE, type Language, loadDictionary } from './i18n/index.js'
import { HelmetProvider } from './shared/helmet.js'
import { NotificationsProvider } from './shared/toast.js'
import { OriginContext } from './shared/useOrigin.js'

/** One year: the language choice is remembered across visits. */
const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

/**
 * The `lang` cookie. It gets `Secure` when the page came over HTTPS, so a browser never sends it
 * over plain HTTP (behind a TLS proxy the page's own protocol is https too).
 * @internal Exported for its tests; production uses it within this module.
 */
export function languageCookie(lang: Language, protocol: string): string {
  const secure = protocol === 'https:' ? '; secure' : ''
  return `${LANGUAGE_COOKIE}=${lang}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax${secure}`
}

/** Providers shared by the server and the browser render. */
export function Root(props: { lang: Language; origin: string; children: ReactNode }) {
  const [lang, setLangState] = useState<Language>(props.lang)
  const setLang = useCallback((next: Language) => {
    // The other language's dictionary is loaded first (its own chunk), then the page switches.
    const apply = () => {
      // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser
      document.cookie = languageCookie(next, window.location.protocol)
      setLangState(next)
    }
    if (hasDictionary(next)) apply()
    else void loadDictionary(next).then(apply, () => undefined)
  }, [])
  return (
    <OriginContext.Provider value={props.origin}>
      <I18nProvider lang={lang} setLang={setLang}>
        <NotificationsProvider>
          <SiteStatusProvider>
            <AuthProvider>
              <HelmetProvider>{props.children}</HelmetProvider>
            </AuthProvider>
          </SiteStatusProvider>
        </NotificationsProvider>
      </I18nProvider>
    </OriginContext.Provider>
  )
}
