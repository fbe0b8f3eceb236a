/**
 * The monthly assegno unico e universale (D.Lgs. 230/2021, art. 4), shared by the tools service and the page. Each
 * ISEE-dependent amount falls in a straight line between the year's two thresholds («si riduce gradualmente»: 175 €
 * at 15.000 € to 50 € at 40.000 €, 150 € at 20.000 € as INPS's own example), to the cent, halves up; without an
 * ISEE the least amounts apply. A child's age is the one reached on the first day of the month considered.
 */
import { fractionOf, minus, over, plus, times, toPlaces, type Fraction } from './exact-decimal.js';
import {
  ALLOWANCE_BUDGET_2023,
  ALLOWANCE_DECREE,
  ALLOWANCE_YEARS,
  type AllowanceRange,
  type AllowanceYear,
} from './rules/single-allowance.js';

export { ALLOWANCE_YEARS } from './rules/single-allowance.js';

export const DISABILITIES = ['none', 'medium', 'severe', 'non-self-sufficient'] as const;
export type Disability = (typeof DISABILITIES)[number];

/** The decree's words for each degree («come definita ai fini ISEE»). */
export const DISABILITY_LABELS: Record<Disability, string> = {
  none: 'nessuna',
  medium: 'disabilità media',
  severe: 'disabilità grave',
  'non-self-sufficient': 'non autosufficienza',
};

export interface AllowanceChild {
  /** YYYY-MM-DD. */
  birthDate: string;
  disability?: Disability;
}

export interface AllowanceInput {
  year: number;
  /** 1–12: the month considered; 12 when absent. */
  month?: number;
  /** The family's ISEE, euro to the cent; absent when none was filed (the least amounts). */
  isee?: number;
  children: readonly AllowanceChild[];
  motherUnder21?: boolean;
  bothParentsWorking?: boolean;
}

export interface AllowanceChildResult {
  birthDate: string;
  /** Whole years on the first day of the month considered. */
  age: number;
  disability: Disability;
  /** False for a child of 21 or more without a disability: no allowance, not counted among the children. */
  entitled: boolean;
  /** Art. 4, c. 1 (minor or disabled) or c. 2 (18–20). */
  base: number;
  /** +50% of the c. 1 amount under one year, or from one to three years in a family of three or more (ISEE up to the upper threshold). */
  youngChild: number;
  /** C. 3: the third child onwards. */
  laterChild: number;
  /** C. 4: by degree, under 21. */
  disabilitySupplement: number;
  /** C. 7. */
  youngMother: number;
  /** C. 8: minors, both parents earning. */
  workingParents: number;
  total: number;
}

export interface AllowanceStep {
  label: string;
  value: string;
}

export interface AllowanceRule {
  name: string;
  value: string;
  source: { title: string; url: string };
  confirmed: boolean;
  checked: string;
}

export interface AllowanceResult {
  year: number;
  month: number;
  isee: number | null;
  /** The year's ISEE thresholds. */
  lower: number;
  upper: number;
  children: AllowanceChildResult[];
  /** C. 10: per family with four or more children. */
  largeFamily: number;
  /** Monthly, euro. */
  total: number;
  steps: AllowanceStep[];
  notes: string[];
  rules: AllowanceRule[];
}

export const ALLOWANCE_MAX_CHILDREN = 20;
export const ALLOWANCE_MAX_ISEE = 10_000_000;
const HELD_YEARS = ALLOWANCE_YEARS.map((entry) => entry.year);
const yearMessage = (years: readonly AllowanceYear[]): string =>
  years === ALLOWANCE_YEARS ? ALLOWANCE_MESSAGES.year : `Gli importi dell'assegno unico sono tra i dati per ${years.map((entry) => entry.year).join(' e ')}`;

export const ALLOWANCE_MESSAGES = {
  year: `Gli importi dell'assegno unico sono tra i dati per ${HELD_YEARS.join(' e ')}: scegli uno di questi anni`,
  month: 'Il mese considerato deve essere un numero intero da 1 a 12',
  isee: `L'ISEE deve essere tra 0 e ${new Intl.NumberFormat('it-IT').format(ALLOWANCE_MAX_ISEE)} €, al centesimo (o lascialo vuoto se non l'hai presentato)`,
  noChildren: 'Inserisci almeno un figlio con la sua data di nascita',
  tooMany: `Inserisci al massimo ${ALLOWANCE_MAX_CHILDREN} figli`,
  birthDate: (position: number) => `La data di nascita del figlio ${position} non è una data valida (gg/mm/aaaa)`,
  unborn: (position: number, month: string) => `Il figlio ${position} nasce dopo ${month}: scegli un mese dalla nascita in poi`,
  disability: (position: number) => `La disabilità del figlio ${position} deve essere una di: ${Object.values(DISABILITY_LABELS).join(', ')}`,
  flag: 'Le maggiorazioni per madre under 21 e genitori lavoratori si indicano con sì o no',
} as const;

export class AllowanceInputError extends Error {}

const MONTH_NAMES = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const ZERO = fractionOf(0);
const CENT = (value: Fraction): Fraction => fractionOf(toPlaces(value, 2));
const money = (value: Fraction): number => Number(toPlaces(value, 2)) + 0;
const exact = (value: number): Fraction => fractionOf(value.toFixed(2));

const hasCents = (value: number): boolean => Number.isFinite(value) && Number(value.toFixed(2)) === value;
const isWhole = (value: unknown, min: number, max: number): boolean => typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** Year, month and day of a real calendar date written YYYY-MM-DD, or null. */
function calendarDay(text: unknown): [number, number, number] | null {
  if (typeof text !== 'string') return null;
  const match = ISO_DAY.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? [year, month, day] : null;
}

/** Whole years on the 1st of `month`/`year`; −1 when born after that month. */
function ageOnFirstOf(birth: [number, number, number], year: number, month: number): number {
  const [by, bm, bd] = birth;
  if (by > year || (by === year && bm > month)) return -1;
  if (by === year && bm === month) return 0;
  return year - by - (bm > month || (bm === month && bd > 1) ? 1 : 0);
}

/** The first rule the input breaks, as the Italian sentence to show, or undefined. */
export function allowanceInputProblem(input: AllowanceInput, years: readonly AllowanceYear[] = ALLOWANCE_YEARS): string | undefined {
  if (!years.some((entry) => entry.year === input.year)) return yearMessage(years);
  if (input.month !== undefined && !isWhole(input.month, 1, 12)) return ALLOWANCE_MESSAGES.month;
  if (input.isee !== undefined && !(typeof input.isee === 'number' && input.isee >= 0 && input.isee <= ALLOWANCE_MAX_ISEE && hasCents(input.isee))) return ALLOWANCE_MESSAGES.isee;
  for (const flag of [input.motherUnder21, input.bothParentsWorking]) if (flag !== undefined && typeof flag !== 'boolean') return ALLOWANCE_MESSAGES.flag;
  if (!Array.isArray(input.children) || input.children.length === 0) return ALLOWANCE_MESSAGES.noChildren;
  if (input.children.length > ALLOWANCE_MAX_CHILDREN) return ALLOWANCE_MESSAGES.tooMany;
  const month = input.month ?? 12;
  for (const [index, child] of input.children.entries()) {
    const birth = calendarDay(child?.birthDate);
    if (!birth) return ALLOWANCE_MESSAGES.birthDate(index + 1);
    if (ageOnFirstOf(birth, input.year, month) < 0) return ALLOWANCE_MESSAGES.unborn(index + 1, `${MONTH_NAMES[month - 1]} ${input.year}`);
    if (child.disability !== undefined && !DISABILITIES.includes(child.disability)) return ALLOWANCE_MESSAGES.disability(index + 1);
  }
  return undefined;
}

/** The share of the way from the lower threshold to the upper one: 0 at or below, 1 at or above or without an ISEE. */
function reduction(isee: number | undefined, entry: AllowanceYear): Fraction {
  if (isee === undefined || isee >= entry.upper) return fractionOf(1);
  if (isee <= entry.lower) return ZERO;
  return over(minus(exact(isee), exact(entry.lower)), minus(exact(entry.upper), exact(entry.lower)));
}

/** An ISEE-dependent amount: full − (full − least) × share, to the cent. */
function graded(range: AllowanceRange, share: Fraction): Fraction {
  return CENT(minus(exact(range.full), times(minus(exact(range.full), exact(range.least)), share)));
}

const euro = (value: number): string =>
  `${new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' } as Intl.NumberFormatOptions).format(value)} €`;

const yearsText = (age: number): string => (age === 0 ? 'meno di un anno' : age === 1 ? '1 anno' : `${age} anni`);

/**
 * The monthly allowance, child by child, or throws `AllowanceInputError` (an Italian message). `years` are the amounts
 * held; a test passes the decree's own 2022 amounts to check INPS's worked examples of that year.
 */
export function calculateSingleAllowance(input: AllowanceInput, years: readonly AllowanceYear[] = ALLOWANCE_YEARS): AllowanceResult {
  const problem = allowanceInputProblem(input, years);
  if (problem) throw new AllowanceInputError(problem);
  const entry = years.find((candidate) => candidate.year === input.year)!;
  const month = input.month ?? 12;
  const share = reduction(input.isee, entry);
  const steps: AllowanceStep[] = [];
  const notes: string[] = [];
  steps.push({
    label: `ISEE e soglie ${entry.year}`,
    value:
      input.isee === undefined
        ? `senza ISEE spettano gli importi minimi (art. 4, c. 1, D.Lgs. 230/2021); soglie ${euro(entry.lower)} e ${euro(entry.upper)}`
        : input.isee <= entry.lower
          ? `${euro(input.isee)} non supera ${euro(entry.lower)}: importi pieni`
          : input.isee >= entry.upper
            ? `${euro(input.isee)} raggiunge ${euro(entry.upper)}: importi minimi`
            : `${euro(input.isee)} tra ${euro(entry.lower)} e ${euro(entry.upper)}: ogni importo scende in proporzione (${toPlaces(times(share, fractionOf(100)), 2).replace('.', ',')}% del tratto)`,
  });
  const people = input.children.map((child, index) => {
    const age = ageOnFirstOf(calendarDay(child.birthDate)!, input.year, month);
    const disability = child.disability ?? 'none';
    return { index, child, age, disability, entitled: age < 21 || disability !== 'none' };
  });
  const counted = people.filter((person) => person.entitled);
  // The third child onwards, by age: the supplement goes to the younger ones.
  const order = [...counted].sort((a, b) => b.age - a.age || a.child.birthDate.localeCompare(b.child.birthDate) || a.index - b.index);
  const later = new Set(order.slice(2).map((person) => person.index));
  const hasIsee = input.isee !== undefined && input.isee <= entry.upper;
  const children: AllowanceChildResult[] = people.map(({ index, child, age, disability, entitled }) => {
    const name = `Figlio ${index + 1} (${yearsText(age)})`;
    if (!entitled) {
      steps.push({ label: name, value: 'dai 21 anni, senza disabilità, non dà diritto all’assegno (art. 2 D.Lgs. 230/2021)' });
      return { birthDate: child.birthDate, age, disability, entitled, base: 0, youngChild: 0, laterChild: 0, disabilitySupplement: 0, youngMother: 0, workingParents: 0, total: 0 };
    }
    const parts: string[] = [];
    const minorAmount = graded(entry.minor, share);
    const asMinor = age < 18 || disability !== 'none';
    const base = asMinor ? minorAmount : graded(entry.adult, share);
    parts.push(`${asMinor ? (age < 18 ? 'figlio minorenne' : 'figlio con disabilità') : 'figlio dai 18 ai 20 anni'} ${euro(money(base))} (art. 4, c. ${asMinor ? 1 : 2})`);
    let youngChild = ZERO;
    if (age === 0) {
      youngChild = CENT(over(minorAmount, fractionOf(2)));
      parts.push(`sotto un anno +50% ${euro(money(youngChild))} (c. 1, dal 2023)`);
    } else if (age >= 1 && age < 3 && counted.length >= 3 && hasIsee) {
      youngChild = CENT(over(minorAmount, fractionOf(2)));
      parts.push(`da 1 a 3 anni con tre o più figli e ISEE entro ${euro(entry.upper)} +50% ${euro(money(youngChild))} (c. 1, dal 2023)`);
    }
    const laterChild = later.has(index) ? graded(entry.laterChild, share) : ZERO;
    if (later.has(index)) parts.push(`dal terzo figlio +${euro(money(laterChild))} (c. 3)`);
    const disabilitySupplement =
      age < 21 && disability !== 'none' ? exact(disability === 'medium' ? entry.disability.medium : disability === 'severe' ? entry.disability.severe : entry.disability.nonSelfSufficient) : ZERO;
    if (disability !== 'none' && age < 21) parts.push(`${DISABILITY_LABELS[disability]} +${euro(money(disabilitySupplement))} (c. 4)`);
    const youngMother = input.motherUnder21 ? exact(entry.youngMother) : ZERO;
    if (input.motherUnder21) parts.push(`madre con meno di 21 anni +${euro(entry.youngMother)} (c. 7)`);
    const workingParents = input.bothParentsWorking && age < 18 ? graded(entry.workingParents, share) : ZERO;
    if (input.bothParentsWorking && age < 18) parts.push(`entrambi i genitori con reddito da lavoro +${euro(money(workingParents))} (c. 8)`);
    const total = [base, youngChild, laterChild, disabilitySupplement, youngMother, workingParents].reduce(plus, ZERO);
    steps.push({ label: name, value: `${parts.join('; ')} = ${euro(money(total))}` });
    return {
      birthDate: child.birthDate,
      age,
      disability,
      entitled,
      base: money(base),
      youngChild: money(youngChild),
      laterChild: money(laterChild),
      disabilitySupplement: money(disabilitySupplement),
      youngMother: money(youngMother),
      workingParents: money(workingParents),
      total: money(total),
    };
  });
  const largeFamily = counted.length >= 4 ? entry.largeFamily : 0;
  if (largeFamily > 0) steps.push({ label: 'Nucleo con quattro o più figli', value: `maggiorazione forfettaria ${euro(largeFamily)} al mese (art. 4, c. 10)` });
  const total = money(children.reduce((sum, child) => plus(sum, exact(child.total)), exact(largeFamily)));
  steps.push({ label: `Totale mensile (${MONTH_NAMES[month - 1]} ${entry.year})`, value: euro(total) });
  if (children.some((child) => child.entitled && child.age >= 18 && child.age < 21 && child.disability === 'none')) {
    notes.push('Dai 18 ai 20 anni l’assegno spetta solo se il figlio studia, fa un tirocinio, lavora con un reddito basso, è disoccupato in cerca di lavoro o fa il servizio civile (art. 2, c. 1, lett. b).');
  }
  notes.push(
    'La maggiorazione transitoria dell’art. 5 (per chi nel 2021 riceveva l’assegno al nucleo familiare, ISEE fino a 25.000 €) era prevista per il 2022, il 2023 e il 2024 e non è calcolata: da confermare se ti spetta ancora qualche mensilità.',
  );
  return { year: entry.year, month, isee: input.isee ?? null, lower: entry.lower, upper: entry.upper, children, largeFamily, total, steps, notes, rules: allowanceRules(entry) };
}

/** The rules an answer of `entry`'s year stands on, each with its source. */
export function allowanceRules(entry: AllowanceYear): AllowanceRule[] {
  const checked = entry.checked;
  const year = { source: entry.source, confirmed: entry.confirmed, checked };
  return [
    {
      name: 'Importi decrescenti tra le soglie ISEE (art. 4, cc. 1–3)',
      value:
        'in linea retta dalla soglia inferiore (importo pieno) a quella superiore (importo minimo), al centesimo: coincide con gli esempi INPS a 20.000 € (150, 73 e 71 €); la tabella 1 del decreto non è stata confrontata riga per riga',
      source: ALLOWANCE_DECREE,
      // The decree's Tabella 1 was not read: between its rows INPS may round differently by a few cents.
      confirmed: false,
      checked,
    },
    { name: `Soglie ISEE ${entry.year}`, value: `${euro(entry.lower)} e ${euro(entry.upper)} (${entry.revaluation})`, ...year },
    { name: 'Figlio minorenne o con disabilità (c. 1)', value: `da ${euro(entry.minor.full)} a ${euro(entry.minor.least)}`, ...year },
    { name: 'Figlio dai 18 ai 20 anni (c. 2)', value: `da ${euro(entry.adult.full)} a ${euro(entry.adult.least)}`, ...year },
    { name: 'Maggiorazione dal terzo figlio (c. 3)', value: `da ${euro(entry.laterChild.full)} a ${euro(entry.laterChild.least)}`, ...year },
    {
      name: 'Maggiorazione per disabilità fino a 21 anni (c. 4)',
      value: `${euro(entry.disability.medium)} media, ${euro(entry.disability.severe)} grave, ${euro(entry.disability.nonSelfSufficient)} non autosufficienza`,
      ...year,
    },
    { name: 'Madre con meno di 21 anni (c. 7)', value: `${euro(entry.youngMother)} per figlio`, ...year },
    { name: 'Entrambi i genitori con reddito da lavoro (c. 8)', value: `da ${euro(entry.workingParents.full)} a 0 € per figlio minorenne`, ...year },
    { name: 'Nuclei con quattro o più figli (c. 10)', value: `${euro(entry.largeFamily)} al mese per nucleo`, ...year },
    {
      name: 'Figli sotto un anno; da 1 a 3 anni con tre o più figli (c. 1)',
      value: "+50% dell'importo per figlio minorenne (da 1 a 3 anni solo con ISEE fino alla soglia superiore)",
      source: ALLOWANCE_BUDGET_2023,
      confirmed: true,
      checked,
    },
    {
      name: 'Età del figlio',
      value: 'quella compiuta il primo giorno del mese considerato',
      source: ALLOWANCE_DECREE,
      confirmed: false,
      checked,
    },
  ];
}

/** The result, or the Italian sentence that says what to fix. */
export function calculateSingleAllowanceOrError(input: AllowanceInput): { result: AllowanceResult } | { error: string } {
  try {
    return { result: calculateSingleAllowance(input) };
  } catch (error) {
    if (error instanceof AllowanceInputError) return { error: error.message };
    throw error;
  }
}
