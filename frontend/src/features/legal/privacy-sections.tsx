import { Link } from 'react-router-dom';
import type { LegalSection } from './LegalDocument';

export const PRIVACY_SECTIONS: readonly LegalSection[] = [
  {
    id: 'titolare',
    title: 'Titolare del trattamento',
    body: (
      <p>
        Il titolare del trattamento dei dati è il team di Orbita. Per qualsiasi domanda sulla privacy puoi scriverci
        dalla pagina <Link to="/contact">Contattaci</Link>.
      </p>
    ),
  },
  {
    id: 'dati-raccolti',
    title: 'Dati che raccogliamo',
    body: (
      <ul>
        <li>Valori inseriti negli strumenti (peso, importi, colori, testi): usati solo per il calcolo, non conservati.</li>
        <li>Messaggi di contatto: nome, email, oggetto e testo del messaggio.</li>
        <li>Suggerimenti: nome e descrizione del tool, categoria, priorità ed email facoltativa.</li>
        <li>Dati tecnici: indirizzo IP, tipo di browser e orari delle richieste, per sicurezza e prevenzione degli abusi.</li>
      </ul>
    ),
  },
  {
    id: 'finalita',
    title: 'Finalità e base giuridica',
    body: (
      <p>
        Usiamo i dati per fornire gli strumenti, rispondere ai messaggi, valutare i suggerimenti e proteggere il
        servizio da abusi. La base giuridica è l&apos;esecuzione della tua richiesta (art. 6.1.b GDPR), il nostro
        legittimo interesse alla sicurezza del servizio (art. 6.1.f) e, per l&apos;email facoltativa dei
        suggerimenti, il tuo consenso (art. 6.1.a).
      </p>
    ),
  },
  {
    id: 'immagini',
    title: 'Analisi delle immagini',
    body: (
      <>
        <p>
          Le foto caricate nell&apos;analizzatore di cibo vengono inviate a un servizio di intelligenza artificiale
          esterno al solo scopo di stimarne il contenuto nutrizionale. Orbita non archivia le immagini; conserva per un
          breve periodo solo il risultato dell&apos;analisi, per non ripetere lo stesso calcolo.
        </p>
        <p id="file-locali">
          Gli strumenti per PDF e immagini lavorano solo nel tuo browser: i file che scegli, le loro pagine e i loro pixel
          non vengono inviati a Orbita né a nessun altro, e funzionano anche senza connessione. Orbita non li vede e non
          li conserva.
        </p>
      </>
    ),
  },
  {
    id: 'conservazione',
    title: 'Conservazione dei dati',
    body: (
      <ul>
        <li>I dati di utilizzo sono conservati al massimo per 12 mesi.</li>
        <li>I dati tecnici vengono anonimizzati entro 30 giorni.</li>
        <li>Messaggi e suggerimenti restano finché servono a gestirli, poi vengono cancellati.</li>
      </ul>
    ),
  },
  {
    id: 'condivisione',
    title: 'Condivisione con terze parti',
    body: (
      <p>
        Non vendiamo né cediamo i tuoi dati. Li condividiamo solo con i fornitori che ci permettono di erogare il
        servizio (hosting e analisi delle immagini), vincolati a trattarli secondo le nostre istruzioni.
      </p>
    ),
  },
  {
    id: 'cookie',
    title: 'Cookie e archiviazione locale',
    body: (
      <>
        <p>
          Orbita non usa cookie di profilazione né strumenti pubblicitari. Il browser conserva localmente, sul tuo
          dispositivo, solo ciò che serve agli strumenti che usi; non lo riceviamo e puoi cancellarlo in ogni momento
          dalle impostazioni del browser:
        </p>
        <ul>
          <li>gli strumenti preferiti e gli ultimi tre strumenti aperti (solo i loro nomi, non ciò che vi hai scritto);</li>
          <li>le durate e il suono scelti per il Timer Pomodoro;</li>
          <li>le ultime analisi dell&apos;Analizzatore di cibo (i valori stimati, non le foto);</li>
          <li>la sessione dell&apos;area amministrativa, per chi vi accede.</li>
        </ul>
        <p>
          Un cookie tecnico anonimo (<code>orbita_visitor</code>, un anno) permette di votare una volta sola ogni
          suggerimento. Le password (come quella di una rete WiFi in un QR code) non entrano mai nell&apos;indirizzo
          della pagina, nella cronologia né nei link; i dati del codice fiscale e gli IBAN restano fuori
          dall&apos;indirizzo e finiscono in un link solo se premi «Copia link».
        </p>
      </>
    ),
  },
  {
    id: 'sicurezza',
    title: 'Sicurezza',
    body: (
      <p>
        Proteggiamo i dati con connessioni cifrate, accessi limitati al personale autorizzato, password conservate in
        forma non reversibile e limiti alle richieste ripetute.
      </p>
    ),
  },
  {
    id: 'diritti',
    title: 'I tuoi diritti',
    body: (
      <>
        <p>
          In base agli articoli 15-22 del GDPR puoi chiedere l&apos;accesso ai tuoi dati, la rettifica, la
          cancellazione, la limitazione del trattamento, la portabilità e opporti al trattamento. Puoi anche proporre
          reclamo al Garante per la protezione dei dati personali.
        </p>
        <p>Rispondiamo a ogni richiesta entro 30 giorni.</p>
      </>
    ),
  },
  {
    id: 'minori',
    title: 'Minori',
    body: <p>Il servizio è rivolto a persone di almeno 13 anni. Non raccogliamo consapevolmente dati di minori di 13 anni.</p>,
  },
  {
    id: 'modifiche',
    title: 'Modifiche a questa informativa',
    body: (
      <p>
        Potremo aggiornare questa informativa: la data in cima alla pagina indica sempre l&apos;ultima versione. Le
        modifiche importanti saranno segnalate sul sito.
      </p>
    ),
  },
];
