/**
 * What the pages call each value of a choice field, in Italian: the page shows these in its menus, and the contracts
 * carry them (`CHOICE_LABELS`) so that a refused choice is named as the page names it («Mensile»), never by the API's
 * value («monthly»). One table, read by both.
 */
import type {
  ActivityLevel,
  FlatTaxActivity,
  FlatTaxFund,
  Gender,
  Goal,
  InterestCompounding,
  LatePaymentTaxKind,
  MortgageFrequency,
  NetSalaryContract,
  NetSalaryEmployer,
  PaletteType,
  PercentageMode,
  QrLevel,
  VatMode,
  WithholdingMode,
} from './enums.js';

export const PALETTE_TYPE_LABELS: Record<PaletteType, string> = {
  complementary: 'Complementare',
  analogous: 'Analoga',
  triadic: 'Triadica',
  monochromatic: 'Monocromatica',
  'split-complementary': 'Complementare divisa',
  random: 'Casuale',
};

export const GENDER_LABELS: Record<Gender, string> = { male: 'Uomo', female: 'Donna' };

export const ACTIVITY_LEVEL_LABELS: Record<ActivityLevel, string> = {
  sedentary: 'Sedentario (poco o nessun esercizio)',
  lightly: 'Leggermente attivo (1-3 giorni a settimana)',
  moderately: 'Moderatamente attivo (3-5 giorni a settimana)',
  very: 'Molto attivo (6-7 giorni a settimana)',
  extra: 'Estremamente attivo (lavoro fisico o doppi allenamenti)',
};

export const GOAL_LABELS: Record<Goal, string> = {
  lose: 'Perdere peso',
  maintain: 'Mantenere il peso',
  gain: 'Aumentare di peso',
};

export const QR_LEVEL_LABELS: Record<QrLevel, string> = {
  L: 'L – Basso (7%)',
  M: 'M – Medio (15%)',
  Q: 'Q – Quartile (25%)',
  H: 'H – Alto (30%)',
};

export const PERCENTAGE_MODE_LABELS: Record<PercentageMode, string> = {
  of: 'Quanto è il X% di Y',
  ratio: 'Che percentuale è X di Y',
  change: 'Variazione percentuale da A a B',
  discount: 'Prezzo scontato',
};

export const VAT_MODE_LABELS: Record<VatMode, string> = {
  add: "Aggiungi l'IVA (da imponibile a ivato)",
  remove: "Scorpora l'IVA (da ivato a imponibile)",
};

export const INTEREST_COMPOUNDING_LABELS: Record<InterestCompounding, string> = {
  simple: 'Interesse semplice',
  yearly: 'Capitalizzazione annuale (art. 1283 c.c.)',
};

export const WITHHOLDING_MODE_LABELS: Record<WithholdingMode, string> = {
  gross: 'Parto dal lordo: quanto ricevo?',
  net: 'Parto dal netto che voglio ricevere: quanto scrivo in ricevuta?',
};

/** The groups of allegato 4 (L. 190/2014) in the visitor's words. */
export const FLAT_TAX_ACTIVITY_LABELS: Record<FlatTaxActivity, string> = {
  alimentari: 'Industrie alimentari (alimenti e bevande)',
  commercio: "Commercio (all'ingrosso e al dettaglio)",
  'ambulanti-alimentari': 'Ambulanti di alimenti e bevande',
  'ambulanti-altri': 'Ambulanti di altri prodotti',
  costruzioni: 'Costruzioni e attività immobiliari',
  intermediari: 'Intermediari del commercio (agenti)',
  'alloggio-ristorazione': 'Alloggio e ristorazione',
  professionali: 'Attività professionali (scientifiche, tecniche, sanitarie, istruzione, finanza)',
  altre: 'Altre attività (informatica, servizi, artigianato, spettacolo…)',
};

export const FLAT_TAX_FUND_LABELS: Record<FlatTaxFund, string> = {
  'gestione-separata': 'Gestione separata (professionisti senza cassa)',
  artigiani: 'Artigiani',
  commercianti: 'Commercianti',
};

export const LATE_PAYMENT_TAX_KIND_LABELS: Record<LatePaymentTaxKind, string> = {
  irpef: 'IRPEF',
  ires: 'IRES',
  iva: 'IVA',
  irap: 'IRAP',
  'cedolare-secca': 'Cedolare secca',
  'addizionale-regionale': 'Addizionale regionale IRPEF',
  'addizionale-comunale': 'Addizionale comunale IRPEF',
  ritenute: "Ritenute del sostituto d'imposta",
  imu: 'IMU',
  altro: 'Altro tributo',
};

export const MORTGAGE_FREQUENCY_LABELS: Record<MortgageFrequency, string> = { monthly: 'Mensile', quarterly: 'Trimestrale', semiannual: 'Semestrale' };

export const NET_SALARY_EMPLOYER_LABELS: Record<NetSalaryEmployer, string> = {
  standard: 'Contributi INPS al 9,19% (la generalità dei datori)',
  cigs: 'Contributi INPS al 9,49% (industria oltre 15 dipendenti, commercio oltre 50: con CIGS)',
};

export const NET_SALARY_CONTRACT_LABELS: Record<NetSalaryContract, string> = { permanent: 'Tempo indeterminato', 'fixed-term': 'Tempo determinato' };
