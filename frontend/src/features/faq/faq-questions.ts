export interface FaqEntry {
  question: string;
  answer: string;
}

/** The eight questions of the FAQ page, in the order of the spec's topics. */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    question: "Cos'è Orbita?",
    answer:
      'Orbita è una raccolta di strumenti online semplici e veloci per la vita di tutti i giorni: salute, produttività, finanza, design e informatica. Tutto in italiano, in un unico posto.',
  },
  {
    question: 'Gli strumenti sono gratuiti?',
    answer:
      'Sì, tutti gli strumenti sono completamente gratuiti e non richiedono registrazione. Apri lo strumento che ti serve e usalo subito.',
  },
  {
    question: 'Come posso suggerire un nuovo strumento?',
    answer:
      'Nella pagina Strumenti premi «Suggerisci un tool», descrivi la tua idea e scegli categoria e priorità. Puoi anche votare i suggerimenti degli altri visitatori con «Vedi i suggerimenti».',
  },
  {
    question: 'I miei dati sono al sicuro?',
    answer:
      'Non serve alcun account e i valori che inserisci negli strumenti vengono usati solo per il calcolo, senza essere conservati. Le foto dell’analizzatore di cibo sono inviate al servizio di intelligenza artificiale solo per l’analisi e Orbita non le archivia. Trovi tutti i dettagli nella Privacy policy.',
  },
  {
    question: 'Come funziona il convertitore di basi numeriche?',
    answer:
      'Inserisci un numero, scegli la base di partenza e quella di arrivo tra binario, ottale, decimale ed esadecimale: il risultato appare subito, insieme al valore in tutte le basi e ad alcune curiosità sul numero.',
  },
  {
    question: 'Come posso contattare il team?',
    answer:
      'Scrivici dalla pagina Contattaci compilando il modulo: rispondiamo di solito entro 24-48 ore.',
  },
  {
    question: 'Posso usare Orbita dal telefono?',
    answer:
      'Certo. Il sito si adatta a smartphone, tablet e computer, quindi puoi usare ogni strumento ovunque ti trovi.',
  },
  {
    question: 'Non trovo lo strumento che cerco: cosa posso fare?',
    answer:
      'Suggeriscilo! Leggiamo ogni proposta e ogni settimana scegliamo i prossimi strumenti anche in base ai voti dei visitatori.',
  },
];
