import { Link } from 'react-router-dom';
import type { LegalSection } from './LegalDocument';

export const TERMS_SECTIONS: readonly LegalSection[] = [
  {
    id: 'accettazione',
    title: 'Accettazione dei termini',
    body: <p>Usando Orbita accetti questi termini di servizio. Se non li condividi, ti chiediamo di non usare il sito.</p>,
  },
  {
    id: 'servizio',
    title: 'Descrizione del servizio',
    body: (
      <p>
        Orbita offre gratuitamente strumenti online per la vita quotidiana: calcolatori per la salute, timer, convertitori,
        generatori di colori e QR code, analisi di foto di cibo e altro ancora, senza bisogno di registrazione.
      </p>
    ),
  },
  {
    id: 'uso-consentito',
    title: 'Uso consentito',
    body: <p>Puoi usare gli strumenti per scopi personali, di studio e professionali, nel rispetto della legge e di questi termini.</p>,
  },
  {
    id: 'condotta',
    title: 'Condotte vietate',
    body: (
      <ul>
        <li>Sovraccaricare il servizio con richieste automatiche o eccessive.</li>
        <li>Tentare di accedere all&apos;area amministrativa o ai sistemi senza autorizzazione.</li>
        <li>Inviare contenuti illeciti, offensivi o che violano diritti di terzi.</li>
      </ul>
    ),
  },
  {
    id: 'contenuti-utenti',
    title: 'Contenuti inviati dagli utenti',
    body: (
      <p>
        Inviando un suggerimento o un messaggio ci autorizzi a usarlo per migliorare Orbita. I suggerimenti sono
        pubblici e possono essere votati dagli altri visitatori; l&apos;email facoltativa non viene mai mostrata.
      </p>
    ),
  },
  {
    id: 'proprieta',
    title: 'Proprietà intellettuale',
    body: <p>Il sito, il suo design e il suo codice appartengono al team di Orbita. I risultati che generi (palette, QR code) sono tuoi.</p>,
  },
  {
    id: 'risultati',
    title: 'Natura dei risultati',
    body: (
      <p>
        I risultati degli strumenti hanno valore informativo. BMI, calorie e analisi del cibo non sostituiscono il parere
        di un medico o di un nutrizionista; i tassi di cambio non sono un&apos;offerta finanziaria.
      </p>
    ),
  },
  {
    id: 'intelligenza-artificiale',
    title: 'Analisi con intelligenza artificiale',
    body: (
      <p>
        L&apos;analizzatore di cibo usa un modello di intelligenza artificiale esterno: le stime possono contenere errori.
        Carica solo immagini di cui hai i diritti e che non ritraggono altre persone.
      </p>
    ),
  },
  {
    id: 'terze-parti',
    title: 'Servizi di terze parti',
    body: <p>Alcuni dati, come i tassi di cambio, provengono da fonti esterne indicate nella pagina dello strumento, che ne restano responsabili.</p>,
  },
  {
    id: 'responsabilita',
    title: 'Limitazione di responsabilità',
    body: (
      <p>
        Il servizio è fornito così com&apos;è. Nei limiti consentiti dalla legge, Orbita non risponde di danni derivanti
        dall&apos;uso dei risultati o da interruzioni del servizio.
      </p>
    ),
  },
  {
    id: 'disponibilita',
    title: 'Disponibilità e modifiche del servizio',
    body: <p>Possiamo aggiungere, modificare o sospendere strumenti in qualsiasi momento, anche senza preavviso.</p>,
  },
  {
    id: 'legge',
    title: 'Legge applicabile',
    body: <p>Questi termini sono regolati dalla legge italiana. Resta salva la competenza del foro del consumatore.</p>,
  },
  {
    id: 'modifiche',
    title: 'Modifiche ai termini',
    body: (
      <p>
        Potremo aggiornare questi termini: la data in cima alla pagina indica l&apos;ultima versione. Il trattamento dei
        dati è descritto nella <Link to="/privacy">Privacy policy</Link>.
      </p>
    ),
  },
];
