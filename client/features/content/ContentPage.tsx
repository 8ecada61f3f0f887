import type { ReactNode } from 'react'
import { PageHead } from '../../shared/PageHead.js'
import type { PageContent } from './content.js'

/** An information page: heading, lead and sections, each section addressable by its id (#hash). */
export function ContentPage(props: {
  content: PageContent
  title: string
  description: string
  path: string
  aside?: ReactNode
  children?: ReactNode
}) {
  const { content } = props
  return (
    <article className="page content-page">
      <PageHead title={props.title} description={props.description} path={props.path} />
      <header className="page-hero">
        <h1>{content.heading}</h1>
        <p className="lead">{content.lead}</p>
      </header>
      <div className="content-grid">
        <div className="content-body">
          {content.sections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
              <h2 id={`${section.id}-heading`}>{section.heading}</h2>
              {section.paragraphs.map((text) => (
                <p key={text}>{text}</p>
              ))}
              {section.list && (
                <ul>
                  {section.list.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              )}
            </section>
          ))}
          {props.children}
        </div>
        {props.aside && <aside className="content-aside">{props.aside}</aside>}
      </div>
    </article>
  )
}
