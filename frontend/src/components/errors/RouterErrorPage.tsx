import { Icon } from '../../components/ui/Icon';
import { useDocumentTitle } from '../../lib/use-document-title';
import './status-pages.css';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** What the router shows when a page fails to load or to render. */
export function RouterErrorPage({ error }: { error: unknown }) {
  useDocumentTitle('Errore');
  return (
    <div className="container status-page">
      <div className="status-page__symbol" aria-hidden="true">
        <Icon name="alert" size={48} />
      </div>
      <h1>Unexpected Application Error!</h1>
      <p className="status-page__lead">
        Qualcosa è andato storto durante il caricamento di questa pagina. Riprova tra un momento: di solito basta
        ricaricare.
      </p>
      <pre className="status-page__detail">{describe(error)}</pre>
      <div className="status-page__actions">
        <button type="button" className="btn btn--primary" onClick={() => window.location.reload()}>
          <Icon name="refresh" size={18} />
          Ricarica la pagina
        </button>
        <a href="/" className="btn btn--secondary">
          Torna alla home
        </a>
      </div>
    </div>
  );
}
