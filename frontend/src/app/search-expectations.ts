/**
 * What a person expects from the search over the registry, for the words people type: `first` leads the list,
 * every tool of `want` is there, and nothing outside `want` and `mayAlso` shows up. Read by the tests of the
 * search itself, of the Ctrl+K dialog and of the /tools filter, so the three answer alike.
 */
export interface SearchExpectation {
  query: string;
  want: readonly string[];
  mayAlso?: readonly string[];
}

export const SEARCH_EXPECTATIONS: readonly SearchExpectation[] = [
  { query: 'iva', want: ['vat-calculator'], mayAlso: ['vat-number-checker', 'flat-tax-calculator'] },
  { query: 'IVA', want: ['vat-calculator'], mayAlso: ['vat-number-checker', 'flat-tax-calculator'] },
  { query: 'partita iva', want: ['vat-number-checker'], mayAlso: ['vat-calculator', 'flat-tax-calculator'] },
  { query: 'p.iva', want: ['vat-number-checker'] },
  { query: 'vies', want: ['vat-number-checker'] },
  { query: 'ritenuta', want: ['withholding-calculator'] },
  { query: 'prestazione occasionale', want: ['withholding-calculator'] },
  { query: 'forfettario', want: ['flat-tax-calculator'] },
  { query: 'flat tax', want: ['flat-tax-calculator'] },
  { query: 'coefficiente di redditività', want: ['flat-tax-calculator'] },
  { query: 'ateco', want: ['flat-tax-calculator'] },
  { query: 'stipendio', want: ['net-salary-calculator'] },
  { query: 'busta paga', want: ['net-salary-calculator'] },
  { query: 'RAL', want: ['net-salary-calculator'] },
  { query: 'stipendio netto', want: ['net-salary-calculator'] },
  { query: 'lordo netto', want: ['net-salary-calculator'], mayAlso: ['withholding-calculator', 'vat-calculator'] },
  { query: 'colori', want: ['color-palette-generator'] },
  { query: 'colore', want: ['color-palette-generator'] },
  { query: 'codice', want: ['tax-code-calculator', 'qr-code-generator'] },
  { query: 'codice fiscale', want: ['tax-code-calculator'] },
  { query: 'bmi', want: ['bmi-calculator'] },
  { query: 'iban', want: ['iban-checker'] },
  { query: 'abi cab', want: ['iban-checker'] },
  { query: 'pomodoro', want: ['pomodoro-timer'] },
  { query: 'timer', want: ['pomodoro-timer'] },
  { query: 'qr', want: ['qr-code-generator'] },
  { query: 'wifi', want: ['qr-code-generator'] },
  { query: 'valuta', want: ['currency-converter'] },
  { query: 'euro', want: ['lira-euro', 'currency-converter'] },
  { query: 'dollari', want: ['currency-converter'] },
  { query: 'sconto', want: ['percentage-calculator'] },
  { query: 'scorporo', want: ['vat-calculator'] },
  { query: 'giorni', want: ['working-days-calculator'], mayAlso: ['date-calculator', 'age-calculator'] },
  { query: 'pasquetta', want: ['working-days-calculator'] },
  { query: 'fahrenheit', want: ['unit-converter'] },
  { query: 'esadecimale', want: ['number-converter'] },
  { query: 'palette', want: ['color-palette-generator'] },
  { query: 'omocodia', want: ['tax-code-calculator'] },
  { query: 'calorie', want: ['calorie-calculator', 'food-analyzer'] },
  { query: 'foto', want: ['food-analyzer'], mayAlso: ['pdf-tools', 'image-tools'] },
  { query: 'peso', want: ['bmi-calculator', 'calorie-calculator'] },
  { query: 'dieta', want: ['food-analyzer', 'bmi-calculator', 'calorie-calculator'] },
  // Files worked in the browser.
  { query: 'unisci pdf', want: ['pdf-tools'] },
  { query: 'dividi pdf', want: ['pdf-tools'] },
  { query: 'ruota pdf', want: ['pdf-tools'] },
  { query: 'jpg in pdf', want: ['pdf-tools'], mayAlso: ['image-tools'] },
  { query: 'pdf', want: ['pdf-tools'] },
  { query: 'comprimi foto', want: ['image-tools'] },
  { query: 'heic in jpg', want: ['image-tools'] },
  { query: 'converti immagine webp', want: ['image-tools'] },
  { query: 'rimuovi gps foto', want: ['image-tools'] },
  { query: 'ridimensiona immagine', want: ['image-tools'] },
  // Synonyms, typos and accents.
  { query: 'massa corporea', want: ['bmi-calculator'] },
  { query: 'masa corporea', want: ['bmi-calculator'] },
  { query: 'esadecimle', want: ['number-converter'] },
  { query: 'colri', want: ['color-palette-generator'] },
  { query: 'giorno lavorativo', want: ['working-days-calculator'], mayAlso: ['date-calculator'] },
  { query: 'Unità', want: ['unit-converter'] },
  { query: 'PRODUTTIVITA', want: ['pomodoro-timer'] },
  { query: 'creativita', want: ['color-palette-generator'] },
  {
    query: 'clacolatore',
    want: ['bmi-calculator', 'calorie-calculator', 'percentage-calculator', 'vat-calculator'],
    mayAlso: ['mortgage-calculator', 'legal-interest-calculator', 'late-payment-calculator', 'date-calculator', 'age-calculator'],
  },
  { query: 'convertitore', want: ['currency-converter', 'number-converter', 'unit-converter'], mayAlso: ['lira-euro'] },
  { query: 'media esami', want: ['graduation-grade'] },
  { query: 'voto di laurea', want: ['graduation-grade'] },
  { query: 'lire', want: ['lira-euro'] },
  { query: 'tfr', want: ['tfr-calculator'] },
  { query: 'liquidazione', want: ['tfr-calculator'] },
  { query: 'trattamento di fine rapporto', want: ['tfr-calculator'] },
  { query: 'rivalutazione affitto', want: ['istat-revaluation'] },
  { query: 'istat', want: ['istat-revaluation'], mayAlso: ['tfr-calculator'] },
  { query: 'assegno unico', want: ['single-allowance'] },
  { query: 'assegno figli', want: ['single-allowance'] },
  { query: 'inps figli', want: ['single-allowance'] },
  { query: 'differenza tra date', want: ['date-calculator'], mayAlso: ['working-days-calculator'] },
  { query: 'quanti giorni mancano', want: ['date-calculator'], mayAlso: ['working-days-calculator', 'age-calculator'] },
  { query: 'età', want: ['age-calculator'] },
  { query: 'compleanno', want: ['age-calculator'] },
  { query: 'quanti anni ho', want: ['age-calculator'] },
  { query: 'conta caratteri', want: ['word-counter'] },
  { query: 'sms', want: ['word-counter'] },
  { query: 'password', want: ['password-generator'] },
  { query: 'genera password', want: ['password-generator'] },
  { query: 'passphrase', want: ['password-generator'] },
  { query: 'fuso orario', want: ['time-zone-converter'] },
  { query: 'fusi orari', want: ['time-zone-converter'] },
  { query: 'ora a New York', want: ['time-zone-converter'] },
  // Everyday words that are none of a tool's own words.
  { query: 'ferie', want: ['working-days-calculator'] },
  { query: 'giorni di ferie', want: ['working-days-calculator'] },
  { query: 'Natale', want: ['working-days-calculator'] },
  { query: 'tredicesima', want: ['net-salary-calculator'] },
  { query: 'contributi inps', want: ['flat-tax-calculator', 'net-salary-calculator', 'withholding-calculator'] },
  {
    query: 'tasse',
    want: ['flat-tax-calculator', 'net-salary-calculator', 'withholding-calculator', 'late-payment-calculator'],
    mayAlso: ['legal-interest-calculator'],
  },
  { query: 'freelance', want: ['flat-tax-calculator', 'withholding-calculator'] },
  { query: 'km', want: ['unit-converter'] },
  // Nothing for words no tool is about: the search says so and offers to suggest the tool.
  { query: 'pensione', want: [] },
  { query: 'bolletta', want: [] },
  { query: 'oroscopo', want: [] },
  { query: 'zzzxq', want: [] },
];

/** Checks one answer against its expectation; the message says what a person would have seen. */
export function expectSearch(expectation: SearchExpectation, found: readonly string[]): void {
  const { query, want, mayAlso = [] } = expectation;
  const allowed = new Set([...want, ...mayAlso]);
  expect({ query, first: found[0] }).toEqual({ query, first: want[0] });
  expect({ query, missing: want.filter((id) => !found.includes(id)) }).toEqual({ query, missing: [] });
  expect({ query, noise: found.filter((id) => !allowed.has(id)) }).toEqual({ query, noise: [] });
}
