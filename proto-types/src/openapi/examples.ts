import type { ApiName } from '../routes.js';

/** One example call: its JSON body, query or path parameters, as a visitor of the Italian site would send it. */
export interface ApiExample {
  summary: string;
  body?: Record<string, unknown>;
  query?: Record<string, string | number>;
  params?: Record<string, string>;
}

const SOME_ID = '3f2b8c1e-7a4d-4e2b-9c1f-5d6e7f8a9b0c';

/**
 * The documented example of each call that takes input. A call missing here is documented without
 * an example; the contract test sends every one of these through the gateway.
 */
export const API_EXAMPLES: Partial<Record<ApiName, ApiExample>> = {
  calculateCalories: {
    summary: 'Fabbisogno di una donna di 35 anni, moderatamente attiva',
    body: { age: 35, gender: 'female', weight: 62, height: 168, activityLevel: 'moderately', goal: 'maintain' },
  },
  convertCurrency: { summary: '100 euro in dollari statunitensi', body: { amount: 100, from: 'EUR', to: 'USD' } },
  currencyHistory: { summary: "Andamento dell'euro sul franco svizzero, 30 giorni", query: { from: 'EUR', to: 'CHF', days: 30 } },
  generatePalette: { summary: 'Palette complementare dal blu', body: { baseColor: '#1e40af', paletteType: 'complementary', count: 5 } },
  generateQr: {
    summary: 'QR Code del sito del Comune di Bologna',
    body: { text: 'https://www.comune.bologna.it', size: 300, color: '#000000', backgroundColor: '#ffffff', errorCorrectionLevel: 'M' },
  },
  downloadQr: {
    summary: 'Lo stesso QR Code come file SVG',
    query: { text: 'Buongiorno Italia', size: 300, color: '#000000', backgroundColor: '#ffffff', errorCorrectionLevel: 'M', format: 'svg' },
  },
  convertNumber: { summary: '255 dalla base 10 alla base 16', body: { number: '255', fromBase: 10, toBase: 16 } },
  calculatePercentage: { summary: 'Il 22% di 150', body: { mode: 'of', a: 22, b: 150 } },
  calculateVat: { summary: 'IVA ordinaria al 22% su 1.000 euro', body: { amount: 1000, rate: 22, mode: 'add' } },
  checkIban: { summary: 'Verifica di un IBAN italiano', body: { iban: 'IT60 X054 2811 1010 0000 0123 456' } },
  convertUnit: { summary: '10 chilometri in miglia', body: { quantity: 'length', value: 10, from: 'km', to: 'mi' } },
  countWorkingDays: { summary: 'Giorni lavorativi di dicembre a Milano', body: { from: '2025-12-01', to: '2025-12-31', patron: 'milano' } },
  calculateTaxCode: {
    summary: 'Codice fiscale di Mario Rossi, nato a Roma',
    body: { surname: 'Rossi', name: 'Mario', sex: 'M', birthDate: '1980-01-01', birthPlace: 'Roma' },
  },
  checkTaxCode: { summary: 'Verifica di un codice fiscale', body: { code: 'RSSMRA80A01H501U' } },
  municipalities: { summary: 'Comuni che iniziano per «Bolo»', query: { q: 'Bolo' } },
  calculateLegalInterest: {
    summary: 'Interessi legali su 10.000 euro nel 2024',
    body: { amount: 10000, from: '2024-01-01', to: '2024-12-31' },
  },
  calculateLatePayment: {
    summary: 'Ravvedimento di 500 euro versati con 20 giorni di ritardo',
    body: { tax: 500, dueDate: '2025-06-16', paymentDate: '2025-07-06' },
  },
  checkVatNumber: { summary: 'Verifica di una partita IVA di Milano', body: { vatNumber: 'IT 00743110157' } },
  calculateWithholding: {
    summary: "Ritenuta d'acconto del 2026 su un compenso occasionale di 1.000 euro lordi",
    body: { amount: 1000, mode: 'gross', earlierThisYear: 0, year: 2026 },
  },
  calculateMortgage: { summary: 'Mutuo di 150.000 euro al 3,5% per 25 anni', body: { principal: 150000, annualRate: 3.5, years: 25 } },
  calculateFlatTax: {
    summary: 'Forfettario 2026 di un professionista con 40.000 euro di compensi, Gestione separata',
    body: { revenue: 40000, activity: 'professionali', fund: 'gestione-separata', year: 2026 },
  },
  calculateDateDifference: { summary: 'Giorni dal 28 febbraio 2024 al 1° marzo 2025', body: { from: '2024-02-28', to: '2025-03-01' } },
  addToDate: { summary: 'Un mese dopo il 31 gennaio 2025 (art. 2963 c.c.)', body: { date: '2025-01-31', amount: 1, unit: 'months' } },
  calculateAge: { summary: 'Età al 15 giugno 2026 di chi è nato il 16 giugno 1990', body: { birthDate: '1990-06-16', on: '2026-06-15' } },
  countWords: { summary: 'Parole, caratteri e SMS di una frase', body: { text: 'Nel mezzo del cammin di nostra vita mi ritrovai per una selva oscura.' } },
  convertTimeZone: { summary: 'Le 15:00 del 1° luglio 2026 in Italia, a New York', body: { dateTime: '2026-07-01T15:00', from: 'Europe/Rome', to: 'America/New_York' } },
  calculateNetSalary: {
    summary: 'Stipendio netto 2026 da una RAL di 30.000 euro a Milano, 13 mensilità',
    body: { gross: 30000, year: 2026, months: 13, region: 'lombardia', municipalRate: 0.8 },
  },
  calculateGraduationGrade: {
    summary: 'Media e voto di partenza con un 30 e lode da 6 CFU e un 27 da 9 CFU',
    body: { exams: [{ grade: 30, honours: true, credits: 6 }, { grade: 27, credits: 9 }] },
  },
  convertLira: { summary: 'Un milione di lire in euro', body: { lire: 1000000 } },
  calculateTfr: { summary: 'Il TFR di un anno con 30.000 € di retribuzione utile', body: { periods: [{ year: 2025, salary: 30000 }] } },
  calculateSingleAllowance: {
    summary: "L'assegno unico 2025 di un figlio di 5 anni con ISEE 15.000 €",
    body: { year: 2025, isee: 15000, children: [{ birthDate: '2020-03-01' }] },
  },
  revalueIstat: { summary: 'Un canone di 1.000 € aggiornato al 75% della variazione ISTAT', body: { amount: 1000, from: '2024-12', to: '2025-12', share: 75 } },
  suggestTool: {
    summary: 'Suggerimento di un nuovo strumento',
    body: { toolName: 'Calcolo del bollo auto', description: "Calcolare il bollo dell'auto dalla potenza in kW e dalla regione." },
  },
  suggestions: { summary: 'I primi 10 suggerimenti', query: { limit: 10 } },
  suggestionStats: { summary: 'Le cifre di tutti i suggerimenti', query: {} },
  voteSuggestion: { summary: 'Un voto a un suggerimento', params: { id: SOME_ID } },
  contact: {
    summary: 'Un messaggio alla redazione',
    body: { name: 'Giulia Bianchi', email: 'giulia.bianchi@example.it', subject: 'Domanda', message: 'Buongiorno, vorrei sapere se il calcolo IVA vale anche per il 10%.' },
  },
  adminLogin: { summary: "Accesso dell'amministratore", body: { username: 'admin', password: 'una-password-molto-lunga' } },
  adminChangePassword: {
    summary: 'Cambio della password',
    body: { currentPassword: 'una-password-molto-lunga', newPassword: 'una-nuova-password-ancora-più-lunga' },
  },
  adminContacts: { summary: 'I primi 20 messaggi che contengono «fattura»', query: { limit: 20, q: 'fattura' } },
  adminContactActivity: { summary: 'Messaggi al giorno negli ultimi 7 giorni', query: { days: 7 } },
  adminMarkContactRead: { summary: 'Segna un messaggio come letto', params: { id: SOME_ID } },
  adminDeleteContact: { summary: 'Elimina un messaggio', params: { id: SOME_ID } },
  adminSuggestions: { summary: 'I primi 20 suggerimenti', query: { limit: 20 } },
  adminSuggestionActivity: { summary: 'Suggerimenti al giorno negli ultimi 7 giorni', query: { days: 7 } },
  adminDeleteSuggestion: { summary: 'Elimina un suggerimento', params: { id: SOME_ID } },
  adminApproveSuggestion: { summary: 'Approva un suggerimento', params: { id: SOME_ID } },
};

/** What the calls that take no input do, in the words of the site: their title in the documentation. */
export const API_TITLES: Partial<Record<ApiName, string>> = {
  currencies: 'Le valute che il convertitore conosce',
  analyzeFood: "Analisi di una foto di un piatto: alimenti, calorie e macronutrienti (il corpo è multipart, campo «image»)",
  analyzeFoodStatus: "Se l'analisi delle foto è attiva",
  adminVerify: "Verifica del token dell'amministratore",
  adminEvents: 'Notifiche in diretta di nuovi messaggi e suggerimenti (Server-Sent Events)',
  adminContactStats: 'Le cifre dei messaggi',
  adminExportContacts: 'Tutti i messaggi in CSV per Excel',
  adminSuggestionStats: 'Le cifre dei suggerimenti',
  adminExportSuggestions: 'Tutti i suggerimenti in CSV per Excel',
};
