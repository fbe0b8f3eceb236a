import type { Parameter } from './parameter.js';

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
 * Digits 8–10 name the office that issued the number. For the provinces that existed in 1976 the code is the ISTAT
 * code of the office's province (001 Torino … 015 Milano … 095 Oristano), as the published descriptions say; the
 * Agenzia publishes no consultable table of the later and special codes (Rome's offices also issue 100: the
 * Agenzia's own number is 06363391001), so the tool names no province for them. Not checked against an act.
 */
export const VAT_OFFICE_CODES: Parameter<string> = {
  name: 'vat-number-office-codes',
  label: 'Codice ufficio della partita IVA (cifre 8–10)',
  unit: 'code',
  checked: '2026-11-25',
  values: [
    {
      from: '1977-01-01',
      value: 'da 001 a 095: codice ISTAT della provincia dell\'ufficio che ha attribuito il numero; altri codici: uffici speciali o assegnati dopo, provincia non indicata',
      reference: {
        title: 'ISTAT, codici delle province; descrizione della partita IVA («generalmente corrispondente al codice ISTAT della provincia»)',
        url: 'https://www.istat.it/classificazione/codici-dei-comuni-delle-province-e-delle-regioni/',
        confirmed: false,
      },
    },
  ],
};
