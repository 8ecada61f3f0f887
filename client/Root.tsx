import { type ReactNode, useCallback, useState } from 'react'
import { NotificationsProvider } from './features/notifications/notifications.js'
import { SiteStatusProvider } from './features/site-status/site-status.js'
import { AuthProvider } from './features/staff/auth.js'
import { I18nProvider, LANGUAGE_COOKIE, type Language } from './i18n/index.js'
import { OriginContext } from './shared/useOrigin.js'

/** One year: the language choice is remembered across visits. */
const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

/** Providers shared by the server and the browser render. */
export function Root(props: { lang: Language; origin: string; children: ReactNode }) {
  const [lang, setLangState] = useState<Language>(props.lang)
  const setLang = useCallback((next: Language) => {
    // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not in every browser
    document.cookie = `${LANGUAGE_COOKIE}=${next}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`
    document.documentElement.lang = next
    setLangState(next)
  }, [])
  return (
    <OriginContext.Provider value={props.origin}>
      <I18nProvider lang={lang} setLang={setLang}>
        <NotificationsProvider>
          <SiteStatusProvider>
            <AuthProvider>{props.children}</AuthProvider>
          </SiteStatusProvider>
        </NotificationsProvider>
      </I18nProvider>
    </OriginContext.Provider>
  )
}
