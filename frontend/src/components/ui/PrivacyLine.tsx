import { Link } from 'react-router-dom';
import { Icon } from './Icon';

/** The one plain line a file tool shows: nothing the visitor chooses leaves the device. */
export function PrivacyLine() {
  return (
    <p className="privacy-line">
      <Icon name="lock" size={18} />
      <span>
        I tuoi file restano sul tuo dispositivo: li elabora il browser e nessun file, pagina o pixel viene inviato a un
        server. <Link to="/privacy#file-locali">Privacy</Link>
      </span>
    </p>
  );
}
