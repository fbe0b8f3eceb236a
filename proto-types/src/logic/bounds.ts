/**
 * The label and bounds of each number field of the tools' contracts, written once: the contracts' schemas are built
 * from them and the page checks its request against them before it works the answer out, so a value the API
 * refuses is refused in the page with the very same sentence. Pure data, free of schema code.
 */
import { UNIT_QUANTITIES, UNIT_QUANTITY_NAMES, WORKING_DAYS_MAX_ADD } from '../enums.js';
import type { NumberField } from './refusal.js';

/** The largest amount accepted for VAT, in euro: a billion, still exact to the cent. */
export const VAT_AMOUNT_LIMIT = 1e9;

/** The largest magnitude accepted for either percentage operand: far beyond any price, still exact to the cent in a double. */
export const PERCENTAGE_OPERAND_LIMIT = 1e12;

export const CALORIE_FIELDS = {
  age: { minimum: 15, maximum: 100, title: 'Età (anni)' },
  weight: { minimum: 30, maximum: 300, title: 'Peso (kg)' },
  height: { minimum: 120, maximum: 250, title: 'Altezza (cm)' },
} as const satisfies Record<string, NumberField>;

export const VAT_FIELDS = {
  amount: { minimum: 0, maximum: VAT_AMOUNT_LIMIT, title: 'Importo (€)' },
  rate: { minimum: 0, maximum: 100, title: 'Aliquota IVA (%)' },
} as const satisfies Record<string, NumberField>;

export const PERCENTAGE_FIELDS = {
  a: { minimum: -PERCENTAGE_OPERAND_LIMIT, maximum: PERCENTAGE_OPERAND_LIMIT, title: 'Primo valore' },
  b: { minimum: -PERCENTAGE_OPERAND_LIMIT, maximum: PERCENTAGE_OPERAND_LIMIT, title: 'Secondo valore' },
} as const satisfies Record<string, NumberField>;

/** The labels of the choice fields, as the contracts title them. */
export const CHOICE_TITLES = {
  gender: 'Sesso',
  activityLevel: 'Livello di attività',
  goal: 'Obiettivo',
  vatMode: 'Calcolo',
  percentageMode: 'Calcolo',
} as const;

export const WORKDAY_FIELDS = {
  fromTitle: 'Dal (incluso)',
  toTitle: 'Al (incluso)',
  add: { minimum: 0, maximum: WORKING_DAYS_MAX_ADD, title: 'Giorni lavorativi da aggiungere' },
  patronTitle: 'Santo patrono',
} as const;

/** The largest amount of legal interest, ravvedimento and withholding accepted, in euro: still exact to the cent. */
export const LEGAL_INTEREST_AMOUNT_LIMIT = 1e9;
export const LATE_PAYMENT_TAX_LIMIT = 1e9;
export const WITHHOLDING_AMOUNT_LIMIT = 1e9;

export const LEGAL_INTEREST_FIELDS = {
  amount: { minimum: 0, maximum: LEGAL_INTEREST_AMOUNT_LIMIT, title: 'Somma dovuta (€)' },
  fromTitle: 'Dal (giorno della scadenza)',
  toTitle: 'Al (giorno del pagamento)',
  compoundingTitle: 'Calcolo',
} as const;

export const LATE_PAYMENT_FIELDS = {
  tax: { exclusiveMinimum: 0, maximum: LATE_PAYMENT_TAX_LIMIT, title: 'Imposta non versata (€)' },
  dueDateTitle: 'Scadenza del versamento',
  paymentDateTitle: 'Data del pagamento',
  kindTitle: 'Tributo',
} as const;

export const WITHHOLDING_FIELDS = {
  amount: { exclusiveMinimum: 0, maximum: WITHHOLDING_AMOUNT_LIMIT, title: 'Importo' },
  modeTitle: 'Calcolo',
  earlierThisYear: { minimum: 0, maximum: WITHHOLDING_AMOUNT_LIMIT, title: "Compensi occasionali già ricevuti nell'anno" },
  year: { minimum: 2025, maximum: 2026, title: 'Anno' },
} as const;

/** The largest revenue accepted by the flat-tax calculator, in euro: still exact to the cent. */
export const FLAT_TAX_REVENUE_LIMIT = 1e9;

export const FLAT_TAX_FIELDS = {
  revenue: { minimum: 0, maximum: FLAT_TAX_REVENUE_LIMIT, title: 'Ricavi o compensi incassati' },
  activityTitle: 'Attività',
  ateco: { minLength: 1, maxLength: 12, title: 'Codice ATECO' },
  coefficient: { minimum: 40, maximum: 86, title: 'Coefficiente di redditività (%)' },
  startupTitle: 'Attività nei primi cinque anni',
  fundTitle: 'Gestione INPS',
  reductionTitle: 'Riduzione contributiva del 35%',
  insuredBefore1996Title: 'Contributi versati prima del 1996',
  employeeIncome: { minimum: 0, maximum: FLAT_TAX_REVENUE_LIMIT, title: "Redditi di lavoro dipendente o pensione dell'anno precedente" },
  year: { minimum: 2025, maximum: 2026, title: 'Anno' },
} as const;

/** The largest magnitude a unit conversion accepts. */
export const UNIT_VALUE_LIMIT = 1e15;

/** Each quantity and unit as the page's menus name them: «Lunghezza», «chilometri (km)», «gradi Celsius (°C)». */
export const UNIT_QUANTITY_LABELS: Record<string, string> = Object.fromEntries(UNIT_QUANTITY_NAMES.map((quantity) => [quantity, UNIT_QUANTITIES[quantity].name]));
export const UNIT_SYMBOL_LABELS: Record<string, string> = Object.fromEntries(
  UNIT_QUANTITY_NAMES.flatMap((quantity) =>
    Object.entries(UNIT_QUANTITIES[quantity].units).map(([symbol, name]) => [symbol, `${name} (${symbol === 'C' || symbol === 'F' ? `°${symbol}` : symbol})`]),
  ),
);

export const UNIT_FIELDS = {
  quantityTitle: 'Grandezza',
  value: { minimum: -UNIT_VALUE_LIMIT, maximum: UNIT_VALUE_LIMIT, title: 'Valore' },
  fromTitle: 'Da',
  toTitle: 'A',
} as const;

export const VAT_NUMBER_FIELDS = {
  vatNumber: { minLength: 1, maxLength: 40, title: 'Partita IVA da verificare' },
} as const;

/** The largest principal or payment of a mortgage, in euro. */
export const MORTGAGE_PRINCIPAL_LIMIT = 1e8;

export const MORTGAGE_FIELDS = {
  principal: { exclusiveMinimum: 0, maximum: MORTGAGE_PRINCIPAL_LIMIT, title: 'Importo del mutuo (€)' },
  annualRate: { minimum: 0, maximum: 30, title: 'Tasso annuo nominale, TAN (%)' },
  payment: { exclusiveMinimum: 0, maximum: MORTGAGE_PRINCIPAL_LIMIT, title: 'Rata (€)' },
  years: { minimum: 1, maximum: 40, title: 'Durata (anni)' },
  frequencyTitle: 'Rate',
  firstPaymentDateTitle: 'Data della prima rata',
  costsTitle: 'Spese',
  arrangement: { minimum: 0, maximum: 1e6, title: 'Istruttoria (€)' },
  appraisal: { minimum: 0, maximum: 1e6, title: 'Perizia (€)' },
  perPayment: { minimum: 0, maximum: 1e4, title: 'Incasso rata (€ per rata)' },
} as const;

export const IBAN_FIELDS = {
  iban: { minLength: 1, maxLength: 64, title: 'IBAN da verificare' },
} as const;

/**
 * The QR request's text and size (its schema in tools/qr.ts is built from them). The longest text any QR Code holds is
 * 7089 digits (level L); how much of other text fits depends on the level and the characters, which the logic checks.
 */
export const QR_FIELDS = {
  text: { minLength: 1, maxLength: 7089, title: 'Testo o link da codificare' },
  size: { minimum: 100, maximum: 1000, title: 'Dimensione' },
} as const;

/** The codice fiscale contracts' text fields (their schemas in tools/tax-code.ts are built from them). */
export const TAX_CODE_FIELDS = {
  surname: { minLength: 1, maxLength: 100, title: 'Cognome' },
  name: { minLength: 1, maxLength: 100, title: 'Nome' },
  birthPlace: { minLength: 2, maxLength: 100, title: 'Luogo di nascita' },
  code: { minLength: 1, maxLength: 32, title: 'Codice fiscale da verificare' },
} as const;
export const TAX_CODE_SEX_TITLE = 'Sesso';
export const TAX_CODE_BIRTH_DATE_TITLE = 'Data di nascita';

/** The net salary contract's fields (its schema in tools/net-salary.ts states the same; the agreement test holds them together). */
export const NET_SALARY_FIELDS = {
  gross: { exclusiveMinimum: 0, maximum: 10_000_000, title: 'RAL, retribuzione annua lorda (€)' },
  net: { exclusiveMinimum: 0, maximum: 10_000_000, title: 'Netto annuo che vuoi (€)' },
  year: { minimum: 2025, maximum: 2026, title: 'Anno' },
  monthsTitle: 'Mensilità',
  regionTitle: 'Regione di residenza',
  municipalRate: { minimum: 0, maximum: 3, title: 'Addizionale comunale (%)' },
  employerTitle: 'Datore di lavoro',
  contractTitle: 'Contratto',
} as const;
