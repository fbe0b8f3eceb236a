import { Link } from 'react-router-dom';
import { LegalDocument } from './LegalDocument';
import { TERMS_SECTIONS } from './terms-sections';

export default function TermsPage() {
  return (
    <LegalDocument
      title="Termini di servizio"
      intro={<p>Questi termini regolano l&apos;uso di Orbita e dei suoi strumenti. Ti chiediamo di leggerli con attenzione.</p>}
      sections={TERMS_SECTIONS}
      footer={
        <p>
          Per domande sui termini <Link to="/contact">contattaci</Link>. Per sapere come trattiamo i tuoi dati leggi la{' '}
          <Link to="/privacy">Privacy policy</Link>.
        </p>
      }
    />
  );
}
