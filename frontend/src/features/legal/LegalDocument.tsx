import type { ReactNode } from 'react';
import { PageHeader } from '../../components/layout/PageHeader';
import './legal.css';

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

interface LegalDocumentProps {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  footer: ReactNode;
}

export const LAST_UPDATED = '15 gennaio 2025';

/** A legal text: date of the last update, an index of anchors, then the numbered sections. */
export function LegalDocument({ title, intro, sections, footer }: LegalDocumentProps) {
  return (
    <div className="container legal">
      <PageHeader title={title} lead={`Ultimo aggiornamento: ${LAST_UPDATED}`} />
      <div className="legal__intro">{intro}</div>
      <nav className="card legal__index" aria-labelledby="legal-index-title">
        <h2 id="legal-index-title" className="legal__index-title">
          Indice
        </h2>
        <ol>
          {sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((section, index) => (
        <section key={section.id} id={section.id} className="legal__section" aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`}>
            {index + 1}. {section.title}
          </h2>
          {section.body}
        </section>
      ))}
      <div className="card legal__footer">{footer}</div>
    </div>
  );
}
