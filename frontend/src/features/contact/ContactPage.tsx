import { Link } from 'react-router-dom';
import { PageHeader } from '../../components/layout/PageHeader';
import { Icon } from '../../components/ui/Icon';
import { ContactForm } from './components/ContactForm';
import './contact.css';

export const CONTACT_EMAIL = 'info@orbita.it';

const HELP_TOPICS = [
  'Domande sul funzionamento degli strumenti',
  'Segnalazioni di errori o risultati sbagliati',
  'Idee per nuovi strumenti o miglioramenti',
  'Richieste sulla privacy e sui tuoi dati',
];

const RESPONSE_TIMES = [
  { label: 'Email', value: '24-48 ore' },
  { label: 'Suggerimenti', value: 'Revisione settimanale' },
  { label: 'Segnalazioni di bug', value: 'Risposta rapida' },
];

export default function ContactPage() {
  return (
    <div className="container">
      <PageHeader title="Contattaci" lead="Hai una domanda, un'idea o hai trovato un problema? Siamo qui per ascoltarti." />
      <div className="contact">
        <ContactForm />
        <aside className="contact__side" aria-label="Altri modi per trovarci">
          <a className="card contact__link" href={`mailto:${CONTACT_EMAIL}`}>
            <Icon name="mail" size={24} />
            <span>
              <strong>Email</strong>
              <span className="muted">{CONTACT_EMAIL}</span>
            </span>
          </a>
          <Link className="card contact__link" to="/tools">
            <Icon name="grid" size={24} />
            <span>
              <strong>Strumenti</strong>
              <span className="muted">Scopri tutti gli strumenti</span>
            </span>
          </Link>
          <Link className="card contact__link" to="/faq">
            <Icon name="help" size={24} />
            <span>
              <strong>FAQ</strong>
              <span className="muted">Le risposte più rapide</span>
            </span>
          </Link>
          <section className="card" aria-labelledby="contact-help">
            <h2 id="contact-help" className="card__title">
              Come possiamo aiutarti
            </h2>
            <ul className="tips">
              {HELP_TOPICS.map((topic) => (
                <li key={topic}>{topic}</li>
              ))}
            </ul>
          </section>
          <section className="card" aria-labelledby="contact-times">
            <h2 id="contact-times" className="card__title">
              <Icon name="clock" size={20} />
              Tempi di risposta
            </h2>
            <ul className="result-list">
              {RESPONSE_TIMES.map((row) => (
                <li key={row.label} className="result-row">
                  <span className="result-row__label">{row.label}</span>
                  <span className="result-row__value">{row.value}</span>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
