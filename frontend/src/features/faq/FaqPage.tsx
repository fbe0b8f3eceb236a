import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/layout/PageHeader';
import { Icon } from '../../components/ui/Icon';
import { FAQ_ENTRIES } from './faq-questions';
import './faq.css';

/** Eight questions as an accordion: opening one closes the one that was open. */
export default function FaqPage() {
  const id = useId();
  const [openIndex, setOpenIndex] = useState<number | null>(null);

  return (
    <div className="container faq">
      <PageHeader title="Domande frequenti" documentTitle="FAQ" lead="Le risposte alle domande che ci fate più spesso." />
      <div className="faq__list">
        {FAQ_ENTRIES.map((entry, index) => {
          const open = openIndex === index;
          const buttonId = `${id}-q${index}`;
          const panelId = `${id}-a${index}`;
          return (
            <div key={entry.question} className={open ? 'faq__item faq__item--open' : 'faq__item'}>
              <h2 className="faq__question">
                <button
                  id={buttonId}
                  type="button"
                  aria-expanded={open}
                  aria-controls={panelId}
                  onClick={() => setOpenIndex(open ? null : index)}
                >
                  <span>{entry.question}</span>
                  <Icon name="plus" size={20} className="faq__toggle-icon" />
                </button>
              </h2>
              <div id={panelId} role="region" aria-labelledby={buttonId} className="faq__answer" hidden={!open}>
                <p>{entry.answer}</p>
              </div>
            </div>
          );
        })}
      </div>
      <div className="card faq__more">
        <h2>Non hai trovato la risposta?</h2>
        <p className="muted">Scrivici: siamo felici di aiutarti.</p>
        <Link to="/contact" className="btn btn--primary">
          <Icon name="mail" size={18} />
          Contattaci
        </Link>
      </div>
    </div>
  );
}
