/**
 * The FOI index (senza tabacchi) as data, and what follows from it: the ratio between two months chained across
 * ISTAT's base changes by its linking coefficients, and the TFR revaluation coefficient of art. 2120 c.c. (as
 * rewritten by L. 297/1982): 1,5 % a year fixed, counted by month, plus 75 % of the index's rise over the previous
 * December (nothing when it fell). Exact fractions; ISTAT publishes the coefficient as a percentage to six decimals.
 */
import { fractionOf, minus, over, plus, times, toPlaces, type Fraction } from './exact-decimal.js';
import { FOI_BASE_LINKS, FOI_LAST_MONTH, FOI_MONTHS, type FoiMonth } from './rules/foi-index.js';

export { FOI_LAST_MONTH, FOI_MONTHS, FOI_CHECKED, TFR_COEFFICIENTS, FOI_BASE_LINKS } from './rules/foi-index.js';

const BY_MONTH = new Map<string, FoiMonth>(FOI_MONTHS.map((entry) => [entry.month, entry]));
export const FOI_FIRST_MONTH = FOI_MONTHS[0]!.month;

const ITALIAN_MONTHS = ['gennaio', 'febbraio', 'marzo', 'aprile', 'maggio', 'giugno', 'luglio', 'agosto', 'settembre', 'ottobre', 'novembre', 'dicembre'];

/** «2025-02» → «febbraio 2025». */
export function italianMonth(month: string): string {
  const [year, number] = month.split('-');
  return `${ITALIAN_MONTHS[Number(number) - 1]} ${year}`;
}

export const monthKey = (year: number, month: number): string => `${year}-${String(month).padStart(2, '0')}`;

export function foiAt(month: string): FoiMonth | undefined {
  return BY_MONTH.get(month);
}

/** Why a month has no index: before the series, after its last month, or a month the series skips. */
export function missingFoiMessage(month: string): string {
  if (month < FOI_FIRST_MONTH) return `La serie dell'indice FOI qui contenuta parte da ${italianMonth(FOI_FIRST_MONTH)}: ${italianMonth(month)} è prima`;
  if (month > FOI_LAST_MONTH) return `L'indice FOI di ${italianMonth(month)} non è ancora tra i dati: l'ultimo mese presente è ${italianMonth(FOI_LAST_MONTH)}`;
  return `L'indice FOI di ${italianMonth(month)} non è tra i dati (non confermato su una fonte pubblica); l'ultimo mese presente è ${italianMonth(FOI_LAST_MONTH)}`;
}

/**
 * The sentence that says which of `months` stand on an index not printed on a page (read off a published ratio,
 * coefficient or change: `confirmed: false`), or undefined when all are printed. The tools show it as a step.
 */
export function unconfirmedFoiNote(months: readonly string[]): string | undefined {
  const unconfirmed = [...new Set(months)].filter((month) => foiAt(month)?.reference.confirmed === false).sort();
  if (unconfirmed.length === 0) return undefined;
  return `${unconfirmed.map(italianMonth).join(', ')}: indice ricavato dai dati pubblicati (variazioni o coefficienti Istat), da confermare sul comunicato`;
}

export class MissingFoiError extends Error {
  constructor(readonly month: string) {
    super(missingFoiMessage(month));
    this.name = 'MissingFoiError';
  }
}

function required(month: string): FoiMonth {
  const entry = foiAt(month);
  if (!entry) throw new MissingFoiError(month);
  return entry;
}

const tenths = (entry: FoiMonth): Fraction => ({ numerator: BigInt(entry.tenths), denominator: 10n });

/** The index of `entry` carried onto base `onto` (an older base) by ISTAT's linking coefficients, exactly. */
function onBase(entry: FoiMonth, onto: number): Fraction {
  let value = tenths(entry);
  let base: number = entry.base;
  while (base > onto) {
    const link = FOI_BASE_LINKS.find((candidate) => candidate.to === base);
    if (!link) throw new RangeError(`no link from base ${base}`);
    value = times(value, { numerator: BigInt(link.factorThousandths), denominator: 1000n });
    base = link.from;
  }
  return value;
}

/** index(later) / index(earlier), both on the earlier month's base. */
export function foiRatio(later: string, earlier: string): Fraction {
  const start = required(earlier);
  const end = required(later);
  const base = Math.min(start.base, end.base);
  return over(onBase(end, base), onBase(start, base));
}

const ONE = fractionOf(1);
const ZERO = fractionOf(0);
const isNegative = (value: Fraction): boolean => value.numerator < 0n;

/**
 * The TFR revaluation of month `month` (1–12) of `year`, on the fund at 31 December of the year before, as an exact
 * percentage: 1,5 × month / 12 + 75 % of the rise (in percent) of the index since December, never below the fixed part.
 */
export function tfrCoefficient(year: number, month: number): { percent: Fraction; fixed: Fraction; rise: Fraction; variable: Fraction } {
  const ratio = foiRatio(monthKey(year, month), monthKey(year - 1, 12));
  const risePercent = times(minus(ratio, ONE), fractionOf(100));
  const rise = isNegative(risePercent) ? ZERO : risePercent;
  const fixed = over(fractionOf(1.5 * 1000 * month), fractionOf(12 * 1000));
  const variable = times(rise, fractionOf('0.75'));
  return { percent: plus(fixed, variable), fixed, rise: risePercent, variable };
}

/** The coefficient as ISTAT prints it: percent to six decimals («0.811564»). */
export function tfrCoefficientText(year: number, month: number): string {
  return toPlaces(tfrCoefficient(year, month).percent, 6);
}
