import { Link } from 'react-router-dom';
import { LegalDocument } from './LegalDocument';
import { PRIVACY_SECTIONS } from './privacy-sections';

export default function PrivacyPage() {
  return (
    <LegalDocument
      title="Privacy policy"
      intro={
        <p>
          La tua privacy è importante per noi. Trattiamo i dati personali nel rispetto del Regolamento (UE) 2016/679
          (GDPR) e della normativa italiana sulla protezione dei dati, raccogliendo solo ciò che serve a far funzionare
          Orbita.
        </p>
      }
      sections={PRIVACY_SECTIONS}
      footer={
        <p>
          Hai domande sulla privacy? <Link to="/contact">Contattaci</Link> oppure consulta le{' '}
          <Link to="/faq">domande frequenti</Link>.
        </p>
      }
    />
  );
}
