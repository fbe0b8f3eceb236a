import { Link } from 'react-router-dom';
import { Logo } from './Logo';

export interface FooterLink {
  to: string;
  label: string;
}

/** The site footer; the featured tools come from the app, which reads them from the tools registry. */
export function Footer({ tools }: { tools: readonly FooterLink[] }) {
  return (
    <footer className="footer">
      <div className="container footer__inner">
        <div className="footer__brand">
          <Link to="/" className="navbar__brand">
            <Logo />
            <span>Orbita</span>
          </Link>
          <p className="muted">Strumenti gratuiti per la vita di tutti i giorni. Nessuna registrazione, nessun costo.</p>
        </div>
        <nav className="footer__column" aria-label="Strumenti in evidenza">
          <h2 className="footer__heading">Strumenti</h2>
          <ul>
            {tools.map((tool) => (
              <li key={tool.to}>
                <Link to={tool.to}>{tool.label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav className="footer__column" aria-label="Informazioni">
          <h2 className="footer__heading">Informazioni</h2>
          <ul>
            <li>
              <Link to="/contact">Contattaci</Link>
            </li>
            <li>
              <Link to="/faq">FAQ</Link>
            </li>
            <li>
              <Link to="/privacy">Privacy policy</Link>
            </li>
            <li>
              <Link to="/terms">Termini di servizio</Link>
            </li>
            <li>
              {/* Served by the gateway, not a page of the app: a full page load. */}
              <a href="/api/docs">API per sviluppatori</a>
            </li>
          </ul>
        </nav>
      </div>
      <div className="container">
        <p className="footer__copyright">© {new Date().getFullYear()} Orbita · Fatto con cura, tra le stelle.</p>
      </div>
    </footer>
  );
}
