import { PRIVACY_POLICY_URL } from '../features/consent/consent.js'
import {
  OWNER_TO_FILL,
  SELLER_DETAILS,
  TERMS_EFFECTIVE_DATE,
  termsContent,
} from '../features/content/terms.js'
import { useI18n } from '../i18n/index.js'
import { TERMS_PATH } from '../routes.js'
import { PageHead } from '../shared/PageHead.js'

/** A gap only the restaurant's owner can fill: shown highlighted, never as made-up data. */
function OwnerGap() {
  const { lang } = useI18n()
  return <mark className="owner-gap">[{OWNER_TO_FILL[lang]}]</mark>
}

/** /regulamin/: the terms of service the checkout's consent checkbox refers to. */
export function TermsPage() {
  const { t, lang } = useI18n()
  const content = termsContent(lang)
  return (
    <article className="page content-page terms-page">
      <PageHead title={t('page.terms.title')} description={t('page.terms.description')} path={TERMS_PATH} />
      <header className="page-hero">
        <h1>{content.heading}</h1>
        <p className="lead">{content.lead}</p>
      </header>
      <div className="content-body">
        <nav aria-label={t('terms.contents')} className="terms-toc">
          <ol>
            {content.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading.replace(/^\d+\. /, '')}</a>
              </li>
            ))}
          </ol>
        </nav>
        {content.sections.map((section) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <h2 id={`${section.id}-heading`}>{section.heading}</h2>
            {section.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {section.id === 'sprzedawca' && (
              <dl className="seller-details">
                {SELLER_DETAILS.map((detail) => (
                  <div key={detail.key}>
                    <dt>{detail.label[lang]}</dt>
                    <dd>{detail.value ?? <OwnerGap />}</dd>
                  </div>
                ))}
              </dl>
            )}
            {section.id === 'koncowe' && (
              <>
                <p>
                  <a href={PRIVACY_POLICY_URL} target="_blank" rel="noopener">
                    {t('checkout.privacy')}
                  </a>
                </p>
                <p>
                  {t('terms.effective')} {TERMS_EFFECTIVE_DATE ?? <OwnerGap />}
                </p>
              </>
            )}
          </section>
        ))}
      </div>
    </article>
  )
}
