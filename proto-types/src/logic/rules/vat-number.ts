import type { Parameter } from '../rule-parameter.js';

/**
 * The partita IVA's check digit: the Ministry of Finance's decree of 23 December 1976 (G.U. n. 345 of 29/12/1976),
 * which set the codes of the anagrafe tributaria. Of the first ten digits, those in odd places (1st, 3rd…) are
 * added as they are, those in even places doubled (less 9 when the double is over 9); the check digit is what
 * brings the sum to a multiple of ten. Checked against the Agenzia's own published partita IVA, 06363391001.
 */
export const VAT_CHECK_DIGIT: Parameter<string> = {
  name: 'vat-number-check-digit',
  label: 'Cifra di controllo della partita IVA',
  unit: 'text',
  checked: '2026-11-25',
  values: [
    {
      from: '1977-01-01',
      value: 'cifre dispari sommate, cifre pari raddoppiate (meno 9 se oltre 9); la undicesima porta la somma a un multiplo di 10',
      reference: {
        title: 'D.M. Finanze 23 dicembre 1976 (G.U. n. 345 del 29/12/1976), sistemi di codificazione dei soggetti da iscrivere all\'anagrafe tributaria',
        url: 'https://www.gazzettaufficiale.it/eli/gu/1976/12/29/345/sg/pdf',
        confirmed: true,
      },
    },
  ],
};

/**
 * The Agenzia delle Entrate's own formal check of an 11-digit number: Sogei's program «correttezza formale» of the
 * codice fiscale and partita IVA (class UCheckNum), which the Agenzia published for download, read here in a public
 * copy. A partita IVA (or the codice fiscale of a company, which is the same number) has an office code of 001–100,
 * 120, 121, 888 or 999; the other codes belong to provisional codici fiscali (000, 151–245, 301–766, 900–950) or to
 * nothing. python-stdnum (stdnum.it.iva) accepts the same office codes. Digits 1–7 are the serial number the office
 * gives: never 0000000; from 8000000 up the number is the codice fiscale of a body with no partita IVA (return code 5,
 * «non contribuenti IVA»), never a partita IVA.
 */
const SOGEI_PROGRAM = {
  title: "Agenzia delle Entrate, programma di controllo della correttezza formale di codice fiscale e partita IVA (Sogei, classe UCheckNum), letto in una copia pubblica; stdnum.it.iva ammette gli stessi codici ufficio",
  url: 'https://www.agenziaentrate.gov.it/wps/content/Nsilib/Nsi/Home/CosaDeviFare/Richiedere/Codice+fiscale+e+tessera+sanitaria/Richiesta+TS_CF/SchedaI/Programma+correttezza+formale+CF/',
  confirmed: true,
};

/** Digits 8–10 name the office that issued the number; for 001–095 the ISTAT code of its province in 1976. */
export const VAT_OFFICE_CODES: Parameter<string> = {
  name: 'vat-number-office-codes',
  label: 'Codice ufficio della partita IVA (cifre 8–10)',
  unit: 'code',
  checked: '2026-12-01',
  values: [
    {
      from: '1977-01-01',
      value: "da 001 a 100, 120, 121, 888 o 999; da 001 a 095 è il codice ISTAT della provincia dell'ufficio che ha attribuito il numero",
      reference: SOGEI_PROGRAM,
    },
  ],
};

/** Digits 1–7, the serial number at the office: 0000001–7999999 for a partita IVA. */
export const VAT_REGISTRATION: Parameter<string> = {
  name: 'vat-number-registration',
  label: 'Matricola della partita IVA (cifre 1–7)',
  unit: 'code',
  checked: '2026-12-01',
  values: [
    {
      from: '1977-01-01',
      value: 'da 0000001 a 7999999; da 8000000 in su sono codici fiscali di enti senza partita IVA',
      reference: SOGEI_PROGRAM,
    },
  ],
};
