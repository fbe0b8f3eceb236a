export const SUGGESTION_CATEGORIES = [
  'Generale',
  'Salute & Benessere',
  'Produttività',
  'Vita Quotidiana',
  'Design & Creatività',
  'Matematica & Informatica',
  'Educazione',
  'Intrattenimento',
  'Finanza',
  'Altro',
] as const;
export type SuggestionCategory = (typeof SUGGESTION_CATEGORIES)[number];

export const PRIORITIES = ['alta', 'media', 'bassa'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const SUGGESTION_STATUSES = ['pending', 'approved'] as const;
export type SuggestionStatus = (typeof SUGGESTION_STATUSES)[number];

export const CURRENCIES = [
  'USD', 'EUR', 'GBP', 'JPY', 'CAD', 'AUD', 'CHF', 'CNY', 'INR', 'BRL',
  'MXN', 'KRW', 'SGD', 'NZD', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'HUF',
] as const;
export type Currency = (typeof CURRENCIES)[number];

export const PALETTE_TYPES = [
  'complementary',
  'analogous',
  'triadic',
  'monochromatic',
  'split-complementary',
  'random',
] as const;
export type PaletteType = (typeof PALETTE_TYPES)[number];

/** The four bases the spec names; any base from MIN_BASE to MAX_BASE is accepted besides them. */
export const NUMBER_BASES = [2, 8, 10, 16] as const;
export type NumberBase = (typeof NUMBER_BASES)[number];
export const MIN_BASE = 2;
/** Digits 0–9 then the letters A–Z: as far as a written alphabet takes a base. */
export const MAX_BASE = 36;
/** Widths at which the two's complement of a number is shown. */
export const TWOS_COMPLEMENT_WIDTHS = [8, 16, 32, 64] as const;

export const GENDERS = ['male', 'female'] as const;
export type Gender = (typeof GENDERS)[number];

export const ACTIVITY_LEVELS = ['sedentary', 'lightly', 'moderately', 'very', 'extra'] as const;
export type ActivityLevel = (typeof ACTIVITY_LEVELS)[number];

export const GOALS = ['lose', 'maintain', 'gain'] as const;
export type Goal = (typeof GOALS)[number];

/**
 * Body measures a person can have, for the BMI and calorie calculators: outside them a figure is mistyped or in
 * another unit, and a BMI of it means nothing. Wide enough for every adult ever measured, so no real person is
 * refused: height from 54,6 cm (Chandra Bahadur Dangi, the shortest adult on record) to 272 cm (Robert Wadlow, the
 * tallest); weight from 5 kg (primordial dwarfism: Jyoti Amge, 62,8 cm, about 5,5 kg) to the spec's 500 kg. Each
 * alone cannot stop an impossible pair (50 cm and 300 kg), so the BMI they give must lie between 6 (the lowest
 * reported in an adult who survived, 6,7, in anorexia nervosa: Psychiatria Polska 2022;56(1):89–100) and 200 (above
 * the highest documented, about 186: Jon Brower Minnoch, some 635 kg at 185 cm).
 */
export const BODY_LIMITS = {
  heightCm: { min: 50, max: 275 },
  weightKg: { min: 5, max: 500 },
  bmi: { min: 6, max: 200 },
} as const;

export const QR_LEVELS = ['L', 'M', 'Q', 'H'] as const;
export type QrLevel = (typeof QR_LEVELS)[number];

/** Tool categories of the site's grid: the spec's six (§2), and two for what the catalogue grew into, money and dates. */
export const TOOL_CATEGORIES = [
  'Salute & Benessere',
  'Produttività',
  'Vita Quotidiana',
  'Soldi e Lavoro',
  'Date e Tempo',
  'Design & Creatività',
  'Utilità',
  'Matematica & Informatica',
] as const;
export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

/** Rows in a page of a list when `limit` is not given, and the most a page may hold. */
export const PAGE_SIZE_DEFAULT = 30;
export const PAGE_SIZE_MAX = 100;

/** Percentage calculator: X % of Y, X as a percentage of Y, the change from A to B, a price after a discount. */
export const PERCENTAGE_MODES = ['of', 'ratio', 'change', 'discount'] as const;
export type PercentageMode = (typeof PERCENTAGE_MODES)[number];

/** VAT calculator: add VAT to a net amount, or take it out of a gross one (scorporo). */
export const VAT_MODES = ['add', 'remove'] as const;
export type VatMode = (typeof VAT_MODES)[number];
/** The Italian VAT rates in force (ordinaria 22 %, ridotte 10 % and 5 %, minima 4 %). */
export const ITALIAN_VAT_RATES = [22, 10, 5, 4] as const;

/** Unit converter: each quantity with its units by symbol and their Italian names (the factors stay on the server). */
export const UNIT_QUANTITIES = {
  length: { name: 'Lunghezza', units: { m: 'metri', km: 'chilometri', cm: 'centimetri', mm: 'millimetri', mi: 'miglia', ft: 'piedi', in: 'pollici' } },
  mass: { name: 'Massa', units: { kg: 'chilogrammi', g: 'grammi', lb: 'libbre', oz: 'once' } },
  temperature: { name: 'Temperatura', units: { C: 'gradi Celsius', F: 'gradi Fahrenheit', K: 'kelvin' } },
  volume: { name: 'Volume', units: { l: 'litri', ml: 'millilitri', gal: 'galloni (USA)' } },
  area: { name: 'Superficie', units: { m2: 'metri quadrati', ha: 'ettari' } },
  speed: { name: 'Velocità', units: { 'km/h': 'chilometri orari', 'm/s': 'metri al secondo', mph: 'miglia orarie' } },
  time: { name: 'Tempo', units: { s: 'secondi', min: 'minuti', h: 'ore', d: 'giorni' } },
  data: {
    name: 'Dati digitali',
    units: { B: 'byte', KB: 'kilobyte', MB: 'megabyte', GB: 'gigabyte', KiB: 'kibibyte', MiB: 'mebibyte', GiB: 'gibibyte' },
  },
} as const;
export type UnitQuantity = keyof typeof UNIT_QUANTITIES;
export const UNIT_QUANTITY_NAMES = Object.keys(UNIT_QUANTITIES) as UnitQuantity[];
export type UnitSymbol = { [Q in UnitQuantity]: keyof (typeof UNIT_QUANTITIES)[Q]['units'] }[UnitQuantity];
export const UNIT_SYMBOLS = UNIT_QUANTITY_NAMES.flatMap((quantity) => Object.keys(UNIT_QUANTITIES[quantity].units)) as UnitSymbol[];
/** Each unit's name for one of it («1 chilometro», «1 grado Celsius»); `UNIT_QUANTITIES` holds the name for any other count. */
export const UNIT_SINGULARS: Record<UnitSymbol, string> = {
  m: 'metro',
  km: 'chilometro',
  cm: 'centimetro',
  mm: 'millimetro',
  mi: 'miglio',
  ft: 'piede',
  in: 'pollice',
  kg: 'chilogrammo',
  g: 'grammo',
  lb: 'libbra',
  oz: 'oncia',
  C: 'grado Celsius',
  F: 'grado Fahrenheit',
  K: 'kelvin',
  l: 'litro',
  ml: 'millilitro',
  gal: 'gallone (USA)',
  m2: 'metro quadrato',
  ha: 'ettaro',
  'km/h': 'chilometro orario',
  'm/s': 'metro al secondo',
  mph: 'miglio orario',
  s: 'secondo',
  min: 'minuto',
  h: 'ora',
  d: 'giorno',
  B: 'byte',
  KB: 'kilobyte',
  MB: 'megabyte',
  GB: 'gigabyte',
  KiB: 'kibibyte',
  MiB: 'mebibyte',
  GiB: 'gibibyte',
};

/** Working days: cities whose patron saint's day can be left out too, with the day (month, day) and the saint. */
export const PATRON_SAINTS = {
  roma: { city: 'Roma', month: 6, day: 29, saint: 'Santi Pietro e Paolo' },
  milano: { city: 'Milano', month: 12, day: 7, saint: "Sant'Ambrogio" },
  napoli: { city: 'Napoli', month: 9, day: 19, saint: 'San Gennaro' },
  torino: { city: 'Torino', month: 6, day: 24, saint: 'San Giovanni Battista' },
  genova: { city: 'Genova', month: 6, day: 24, saint: 'San Giovanni Battista' },
  firenze: { city: 'Firenze', month: 6, day: 24, saint: 'San Giovanni Battista' },
  bologna: { city: 'Bologna', month: 10, day: 4, saint: 'San Petronio' },
  // San Marco coincides with the Liberazione: the Comune di Venezia keeps the Madonna della Salute as its local holiday.
  venezia: { city: 'Venezia', month: 4, day: 25, saint: 'San Marco', also: { month: 11, day: 21, saint: 'Madonna della Salute' } },
  palermo: { city: 'Palermo', month: 7, day: 15, saint: 'Santa Rosalia' },
  bari: { city: 'Bari', month: 12, day: 6, saint: 'San Nicola' },
  catania: { city: 'Catania', month: 2, day: 5, saint: "Sant'Agata" },
  cagliari: { city: 'Cagliari', month: 10, day: 30, saint: 'San Saturnino' },
  trieste: { city: 'Trieste', month: 11, day: 3, saint: 'San Giusto' },
  verona: { city: 'Verona', month: 5, day: 21, saint: 'San Zeno' },
  padova: { city: 'Padova', month: 6, day: 13, saint: "Sant'Antonio" },
  perugia: { city: 'Perugia', month: 1, day: 29, saint: 'San Costanzo' },
  trento: { city: 'Trento', month: 6, day: 26, saint: 'San Vigilio' },
} as const;
export type PatronCity = keyof typeof PATRON_SAINTS;
export const PATRON_CITIES = Object.keys(PATRON_SAINTS) as PatronCity[];
/** The widest span counted, and the most working days added, so one answer stays quick. */
export const WORKING_DAYS_MAX_SPAN_DAYS = 36_600;
export const WORKING_DAYS_MAX_ADD = 10_000;
/** Legal interest: simple, or capitalised each year (art. 1283 c.c.). */
export const INTEREST_COMPOUNDING = ['simple', 'yearly'] as const;
export type InterestCompounding = (typeof INTEREST_COMPOUNDING)[number];
/** Ritenuta d'acconto: `gross` starts from the agreed gross (what is paid?), `net` from the net wanted (what to invoice?). */
export const WITHHOLDING_MODES = ['gross', 'net'] as const;
export type WithholdingMode = (typeof WITHHOLDING_MODES)[number];
/** Regime forfettario: the groups of the coefficients' table (allegato 4 L. 190/2014) and the INPS funds. */
export const FLAT_TAX_ACTIVITIES = ['alimentari', 'commercio', 'ambulanti-alimentari', 'ambulanti-altri', 'costruzioni', 'intermediari', 'alloggio-ristorazione', 'professionali', 'altre'] as const;
export type FlatTaxActivity = (typeof FLAT_TAX_ACTIVITIES)[number];
export const FLAT_TAX_FUNDS = ['gestione-separata', 'artigiani', 'commercianti'] as const;
export type FlatTaxFund = (typeof FLAT_TAX_FUNDS)[number];
/** Ravvedimento operoso: the taxes whose F24 codes the tool gives; `altro` gives none. */
export const LATE_PAYMENT_TAX_KINDS = ['irpef', 'ires', 'iva', 'irap', 'cedolare-secca', 'addizionale-regionale', 'addizionale-comunale', 'ritenute', 'imu', 'altro'] as const;
export type LatePaymentTaxKind = (typeof LATE_PAYMENT_TAX_KINDS)[number];
/** Mortgage payments a year: monthly (default), quarterly, half-yearly. */
export const MORTGAGE_FREQUENCIES = ['monthly', 'quarterly', 'semiannual'] as const;
export type MortgageFrequency = (typeof MORTGAGE_FREQUENCIES)[number];
export const MORTGAGE_PERIODS_PER_YEAR: Record<MortgageFrequency, number> = { monthly: 12, quarterly: 4, semiannual: 2 };
/** Stipendio netto: the regions and autonomous provinces with their own addizionale regionale, and their names. */
export const NET_SALARY_REGION_NAMES = {
  abruzzo: 'Abruzzo',
  basilicata: 'Basilicata',
  bolzano: 'Provincia autonoma di Bolzano',
  calabria: 'Calabria',
  campania: 'Campania',
  'emilia-romagna': 'Emilia-Romagna',
  'friuli-venezia-giulia': 'Friuli Venezia Giulia',
  lazio: 'Lazio',
  liguria: 'Liguria',
  lombardia: 'Lombardia',
  marche: 'Marche',
  molise: 'Molise',
  piemonte: 'Piemonte',
  puglia: 'Puglia',
  sardegna: 'Sardegna',
  sicilia: 'Sicilia',
  toscana: 'Toscana',
  trento: 'Provincia autonoma di Trento',
  umbria: 'Umbria',
  'valle-d-aosta': "Valle d'Aosta",
  veneto: 'Veneto',
} as const;
export type NetSalaryRegion = keyof typeof NET_SALARY_REGION_NAMES;
export const NET_SALARY_REGIONS = Object.keys(NET_SALARY_REGION_NAMES) as NetSalaryRegion[];
/** The employee's INPS rate: 9,19% in general, 9,49% where the employer pays CIGS (industry over 15 employees, trade over 50). */
export const NET_SALARY_EMPLOYERS = ['standard', 'cigs'] as const;
export type NetSalaryEmployer = (typeof NET_SALARY_EMPLOYERS)[number];
/** Tempo indeterminato or determinato: art. 13 TUIR gives each its own minimum deduction. */
export const NET_SALARY_CONTRACTS = ['permanent', 'fixed-term'] as const;
export type NetSalaryContract = (typeof NET_SALARY_CONTRACTS)[number];
export const NET_SALARY_MONTHS = [12, 13, 14] as const;
export type NetSalaryMonths = (typeof NET_SALARY_MONTHS)[number];

export * from './choice-labels.js';
export * from './site-files.js';

/**
 * The prerendered pages (frontend/scripts/prerender.ts writes them, the gateway serves them): the folder of the
 * build that holds them, the index naming each address's file, and the stand-in for the site's public address
 * (ORBITA_SITE_URL), which the gateway writes in as it serves a page.
 */
export const PRERENDERED_PAGES_DIR = 'pages';
export const PRERENDERED_PAGES_INDEX = 'pages.json';
export const SITE_URL_PLACEHOLDER = '__ORBITA_SITE_URL__';
export interface PrerenderedPagesIndex {
  pages: { path: string; file: string; indexable: boolean }[];
  /** The file answered, with status 404, for an address of no page. */
  notFound: string;
}
