import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/Icon';
import type { IconName } from '../../components/ui/icons';
import { useDocumentTitle } from '../../lib/use-document-title';
import { toolCountText } from './tool-count';
import './home.css';

interface Feature {
  title: string;
  text: string;
  icon: IconName;
}

const FEATURES: Feature[] = [
  {
    title: 'Salute & Benessere',
    text: 'Calcola il tuo BMI e il fabbisogno calorico giornaliero, con i macronutrienti per il tuo obiettivo.',
    icon: 'heart',
  },
  {
    title: 'Produttività',
    text: 'Organizza il tempo con il metodo Pomodoro: sessioni di lavoro concentrato e pause al momento giusto.',
    icon: 'zap',
  },
  {
    title: 'Vita Quotidiana',
    text: 'Converti valute e unità di misura, calcola percentuali e sconti, ricava il codice fiscale: piccoli aiuti per le cose di ogni giorno.',
    icon: 'sun',
  },
];

const HIGHLIGHTS = ['Gratis per sempre', 'Nessuna registrazione', 'Funziona su ogni dispositivo'];

interface HomePageProps {
  /** The visitor's own section (favourites and recent tools). */
  yourTools?: ReactNode;
  /** Direct links to tools: featured and new ones, under the hero. */
  highlights?: ReactNode;
  /** Every tool, by category, under the feature cards. */
  categories?: ReactNode;
  /** The size of the catalogue. */
  toolCount: number;
}

/** The home page; the app composes its sections from the registry. */
export function HomePage({ yourTools, highlights, categories, toolCount }: HomePageProps) {
  useDocumentTitle(null);
  return (
    <div className="home">
      <section className="hero container" aria-labelledby="hero-title">
        <p className="hero__eyebrow">
          <Icon name="sparkles" size={16} />
          Il tuo hub di strumenti quotidiani
        </p>
        <h1 id="hero-title" className="hero__title">
          Tutto ciò che ti serve, <span className="gradient-text">in orbita</span>
        </h1>
        <p className="hero__lead">
          Orbita riunisce strumenti semplici e veloci per salute, produttività e vita di tutti i giorni. Aprili e usali
          subito, in italiano, senza account.
        </p>
        <div className="hero__actions">
          <Link to="/tools" className="btn btn--primary">
            <Icon name="rocket" size={18} />
            Esplora gli strumenti
          </Link>
          <Link to="/faq" className="btn btn--secondary">
            Come funziona
          </Link>
        </div>
        <ul className="hero__highlights">
          {HIGHLIGHTS.map((text) => (
            <li key={text}>
              <Icon name="check" size={16} />
              {text}
            </li>
          ))}
        </ul>
        <div className="hero__planet" aria-hidden="true" />
      </section>

      {yourTools}
      {highlights}

      <section className="container home__features" aria-labelledby="features-title">
        <h2 id="features-title" className="home__section-title">
          Strumenti per ogni momento della giornata
        </h2>
        <div className="feature-grid">
          {FEATURES.map((feature) => (
            <article key={feature.title} className="card feature-card">
              <span className="feature-card__icon">
                <Icon name={feature.icon} size={26} />
              </span>
              <h3>{feature.title}</h3>
              <p className="muted">{feature.text}</p>
              <Link to={`/tools?categoria=${encodeURIComponent(feature.title)}`} className="feature-card__link">
                Scopri gli strumenti
                <Icon name="arrowRight" size={16} />
                <span className="visually-hidden"> di {feature.title}</span>
              </Link>
            </article>
          ))}
        </div>
      </section>

      {categories}

      <section className="container" aria-labelledby="cta-title">
        <div className="card home__cta">
          <h2 id="cta-title">Pronto al decollo?</h2>
          <p className="muted">{toolCountText(toolCount)}, e puoi suggerirci il prossimo.</p>
          <Link to="/tools" className="btn btn--primary">
            Vai agli strumenti
            <Icon name="arrowRight" size={18} />
          </Link>
        </div>
      </section>
    </div>
  );
}
