import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/Icon';
import { useDocumentTitle } from '../../lib/use-document-title';
import '../../components/errors/status-pages.css';

export default function NotFoundPage() {
  useDocumentTitle('Pagina non trovata');
  return (
    <div className="container status-page">
      <p className="status-page__code gradient-text" aria-hidden="true">
        404
      </p>
      <h1>Pagina non trovata</h1>
      <p className="status-page__lead">
        Questa pagina si è persa nello spazio profondo. Forse l&apos;indirizzo è sbagliato o la pagina non esiste più.
      </p>
      <div className="status-page__actions">
        <Link to="/" className="btn btn--primary">
          Torna alla home
        </Link>
        <Link to="/tools" className="btn btn--secondary">
          <Icon name="grid" size={18} />
          Vedi gli strumenti
        </Link>
      </div>
    </div>
  );
}
