/**
 * Net salary from the RAL (or the RAL for a net): the logic of `POST /api/calculate-net-salary` and of the page, which
 * works the answer out itself at each change; the regional and municipal rules are data in `rules/`. Pure and free of
 * schema code.
 */
import { NET_SALARY_CONTRACTS, NET_SALARY_CONTRACT_LABELS, NET_SALARY_EMPLOYERS, NET_SALARY_EMPLOYER_LABELS, NET_SALARY_MONTHS, NET_SALARY_REGIONS, NET_SALARY_REGION_NAMES } from '../enums.js';
import type { AppliedRule } from '../tools/rules.js';
import type { CalculateNetSalaryRequest, CalculateNetSalaryResponse, NetSalaryComparison, NetSalaryGap, NetSalaryThreshold } from '../tools/net-salary.js';
import { NET_SALARY_FIELDS } from './bounds.js';
import { checkChoice, checkNumber, refuseField, ToolRefusal } from './refusal.js';

/** The code of a net salary refusal beyond the contract's own checks. */
export const NET_SALARY_REFUSED = 'TOOLS_INVALID_NET_SALARY';

class InvalidNetSalaryInputError extends ToolRefusal {
  constructor(message: string) {
    super(NET_SALARY_REFUSED, message);
  }
}

/** The contract's own checks, in the schema check's order (a missing required field first), with its sentences. */
function checkRequest(request: CalculateNetSalaryRequest): void {
  const { gross, net, year, months, region, municipalRate, employer, contract } = request;
  if (region === undefined) throw refuseField(NET_SALARY_FIELDS.regionTitle, 'è obbligatorio');
  if (gross !== undefined) checkNumber(gross, NET_SALARY_FIELDS.gross);
  if (net !== undefined) checkNumber(net, NET_SALARY_FIELDS.net);
  if (year !== undefined) checkNumber(year, NET_SALARY_FIELDS.year, true);
  if (months !== undefined) {
    if (!Number.isFinite(months) || !Number.isInteger(months)) throw refuseField(NET_SALARY_FIELDS.monthsTitle, 'deve essere un numero intero');
    if (!(NET_SALARY_MONTHS as readonly number[]).includes(months)) throw refuseField(NET_SALARY_FIELDS.monthsTitle, `deve essere uno tra: ${NET_SALARY_MONTHS.join(', ')}`);
  }
  checkChoice(region, NET_SALARY_FIELDS.regionTitle, NET_SALARY_REGIONS, NET_SALARY_REGION_NAMES);
  if (municipalRate !== undefined) checkNumber(municipalRate, NET_SALARY_FIELDS.municipalRate);
  if (employer !== undefined) checkChoice(employer, NET_SALARY_FIELDS.employerTitle, NET_SALARY_EMPLOYERS, NET_SALARY_EMPLOYER_LABELS);
  if (contract !== undefined) checkChoice(contract, NET_SALARY_FIELDS.contractTitle, NET_SALARY_CONTRACTS, NET_SALARY_CONTRACT_LABELS);
}
import {
  CUNEO_DEDUCTION,
  CUNEO_TAX_FREE_SUM,
  EMPLOYMENT_DEDUCTION,
  HIGH_INCOME_DEDUCTION_CUT,
  INPS_ADDITIONAL,
  INPS_EMPLOYEE_RATE,
  MUNICIPAL_SURTAX,
  TRATTAMENTO_INTEGRATIVO,
} from './rules/net-salary.js';
import { IRPEF_BRACKETS, type Bracket } from './rules/irpef.js';
import { appliedRule, entryAt, sayPercent } from './rule-parameter.js';
import { REGIONAL_SURTAX, type RegionalSurtax } from './rules/regional-surtax.js';
import { parseIsoDay } from './italian-holidays.js';
import { sayEuro } from './withholding.js';
import { grossForNet } from './net-salary-inverse.js';
import { causeOfJump, netsAround, type NetPoint } from './net-salary-net-gap.js';
import { payroll, type Situation, type YearRules } from './net-salary-payroll.js';
import { thresholdsOf } from './net-salary-thresholds.js';

const YEARS = [2025, 2026] as const;

/** A whole number of a formula, grouped as the amounts beside it: «28.000». */
const grouped = (value: number) => new Intl.NumberFormat('it-IT', { useGrouping: 'always' } as Intl.NumberFormatOptions).format(value);

function centsOf(value: number, field: string): number {
  const scaled = Number((value * 100).toPrecision(15));
  if (!Number.isInteger(scaled)) throw new InvalidNetSalaryInputError(`Il campo «${field}» può avere al massimo due decimali (i centesimi)`);
  return scaled;
}

function sayBrackets(brackets: readonly Bracket[]): string {
  let floor = 0;
  return brackets
    .map((bracket) => {
      const text = bracket.upTo === null ? `${sayPercent(bracket.rate)} oltre ${sayEuro(floor * 100)}` : `${sayPercent(bracket.rate)} fino a ${sayEuro(bracket.upTo * 100)}`;
      floor = bracket.upTo ?? floor;
      return text;
    })
    .join(', ');
}

function sayRegional(rule: RegionalSurtax): string {
  const parts = [sayBrackets(rule.brackets)];
  if (rule.exemptUpTo !== undefined) parts.push(`esente fino a ${sayEuro(rule.exemptUpTo * 100)}`);
  if (rule.flatUpTo) parts.push(`${sayPercent(rule.flatUpTo.rate)} su tutto il reddito fino a ${sayEuro(rule.flatUpTo.upTo * 100)}`);
  for (const deduction of rule.deductions ?? []) parts.push(`detrazione di ${sayEuro(deduction.amount * 100)} oltre ${sayEuro(deduction.over * 100)} e fino a ${sayEuro(deduction.upTo * 100)}`);
  const graduated = rule.graduatedDeduction;
  if (graduated) parts.push(`oltre ${sayEuro(graduated.over * 100)} un'ulteriore detrazione che cresce fino a ${sayEuro(graduated.amount * 100)} a ${sayEuro(graduated.fullAt * 100)}`);
  return parts.join('; ');
}

/** The rules of `year` for `region`, each with the entry it came from, for the answer. */
function rulesOf(year: number, region: CalculateNetSalaryRequest['region']) {
  const day = parseIsoDay(`${year}-01-01`)!;
  const entries = {
    irpef: entryAt(IRPEF_BRACKETS, day),
    deduction: entryAt(EMPLOYMENT_DEDUCTION, day),
    cuneoSum: entryAt(CUNEO_TAX_FREE_SUM, day),
    cuneoDeduction: entryAt(CUNEO_DEDUCTION, day),
    integrativo: entryAt(TRATTAMENTO_INTEGRATIVO, day),
    inpsRate: entryAt(INPS_EMPLOYEE_RATE, day),
    inpsAdditional: entryAt(INPS_ADDITIONAL, day),
    regional: entryAt(REGIONAL_SURTAX[region], day),
    highIncome: entryAt(HIGH_INCOME_DEDUCTION_CUT, day),
    municipal: entryAt(MUNICIPAL_SURTAX, day),
  };
  const rules: YearRules = {
    irpef: entries.irpef.value,
    deduction: entries.deduction.value,
    cuneoSum: entries.cuneoSum.value,
    cuneoDeduction: entries.cuneoDeduction.value,
    integrativo: entries.integrativo.value,
    inpsRate: entries.inpsRate.value,
    inpsAdditional: entries.inpsAdditional.value,
    regional: entries.regional.value,
  };
  const applied: AppliedRule[] = [
    appliedRule(INPS_EMPLOYEE_RATE, entries.inpsRate, (value) => `${sayPercent(value.standard)}; ${sayPercent(value.cigs)} con la CIGS`),
    appliedRule(INPS_ADDITIONAL, entries.inpsAdditional, (value) => `${sayPercent(value.rate)} sulla parte della RAL oltre ${sayEuro(value.over * 100)}`),
    appliedRule(IRPEF_BRACKETS, entries.irpef, sayBrackets),
    appliedRule(EMPLOYMENT_DEDUCTION, entries.deduction, (value) =>
      `${sayEuro(value.low * 100)} fino a ${sayEuro(value.lowUpTo * 100)}; ${sayEuro(value.middleBase * 100)} + ${sayEuro(value.middleExtra * 100)} × (${grouped(value.middleUpTo)} − reddito) / ${grouped(value.middleUpTo - value.lowUpTo)} fino a ${sayEuro(value.middleUpTo * 100)}; ${sayEuro(value.middleBase * 100)} × (${grouped(value.highUpTo)} − reddito) / ${grouped(value.highUpTo - value.middleUpTo)} fino a ${sayEuro(value.highUpTo * 100)}; ${sayEuro(value.bonus * 100)} in più tra ${sayEuro(value.bonusOver * 100)} e ${sayEuro(value.bonusUpTo * 100)}`,
    ),
    appliedRule(CUNEO_TAX_FREE_SUM, entries.cuneoSum, (value) => value.bands.map((band) => `${sayPercent(band.rate)} fino a ${sayEuro(band.upTo * 100)}`).join(', ')),
    appliedRule(CUNEO_DEDUCTION, entries.cuneoDeduction, (value) => `${sayEuro(value.amount * 100)} fino a ${sayEuro(value.fullUpTo * 100)}, poi a scalare fino a zero a ${sayEuro(value.upTo * 100)}`),
    appliedRule(TRATTAMENTO_INTEGRATIVO, entries.integrativo, (value) => `${sayEuro(value.amount * 100)} l'anno fino a ${sayEuro(value.fullUpTo * 100)}, se l'imposta lorda supera la detrazione meno ${sayEuro(value.capacityAllowance * 100)}`),
    appliedRule(REGIONAL_SURTAX[region], entries.regional, sayRegional),
    appliedRule(MUNICIPAL_SURTAX, entries.municipal, (value) => value),
    appliedRule(HIGH_INCOME_DEDUCTION_CUT, entries.highIncome, (value) =>
      value ? `${sayEuro(value.amount * 100)} in meno sulle detrazioni per oneri oltre ${sayEuro(value.over * 100)} (qui nessun onere, nessun effetto)` : 'nessuna',
    ),
  ];
  return { rules, applied };
}

/** The rules are data: what a year and region give is built once, its rules said once. */
const built = new Map<string, ReturnType<typeof rulesOf> & { thresholds: NetSalaryThreshold[] }>();

function situationOf(request: CalculateNetSalaryRequest, year: number) {
  const key = `${year}|${request.region}`;
  let found = built.get(key);
  if (!found) {
    const made = rulesOf(year, request.region);
    found = { ...made, thresholds: thresholdsOf(made.rules) };
    built.set(key, found);
  }
  const { rules, applied, thresholds } = found;
  const situation: Situation = { rules, employer: request.employer ?? 'standard', contract: request.contract ?? 'permanent', municipalRate: (request.municipalRate ?? 0) + 0 }; // + 0: a rate of -0 is answered as 0, as the API's JSON writes it
  return { situation, applied, thresholds };
}

/** The RAL in cents of a request: given, or the smallest that gives the net asked. */
function grossOf(request: CalculateNetSalaryRequest, year: number): number {
  const { situation, thresholds } = situationOf(request, year);
  if (request.gross !== undefined) return centsOf(request.gross, 'RAL, retribuzione annua lorda (€)');
  const gross = grossForNet(centsOf(request.net!, 'Netto annuo che vuoi (€)'), situation, thresholds.map((threshold) => threshold.income));
  if (gross === null) throw new InvalidNetSalaryInputError('Il «Netto annuo che vuoi (€)» è troppo alto: nessuna RAL fino a 10.000.000 € lo dà');
  return gross;
}

const point = ({ gross, net }: NetPoint) => ({ gross: gross / 100, net: net / 100 });

/** When the net asked is one no RAL gives to the cent: the nearest nets on either side, and why the net jumps there. */
function gapOf(askedCents: number, givenCents: number, situation: Situation, thresholds: readonly NetSalaryThreshold[]): NetSalaryGap | undefined {
  if (givenCents === askedCents) return undefined;
  const around = netsAround(askedCents, situation, thresholds.map((threshold) => threshold.income));
  if (around.exact) return undefined;
  const { below, above } = around;
  const sides = [
    below ? `con una RAL di ${sayEuro(below.gross)} il netto è ${sayEuro(below.net)}` : null,
    above ? `con una RAL di ${sayEuro(above.gross)} è ${sayEuro(above.net)}` : null,
  ].filter((side) => side !== null);
  let explanation = `Nessuna RAL dà un netto annuo di esattamente ${sayEuro(askedCents)}: ${sides.join(', ')}.`;
  if (below && above && Math.abs(above.gross - below.gross) === 1) {
    const [lower, higher] = above.gross > below.gross ? [below, above] : [above, below];
    const cause = causeOfJump(payroll(lower.gross, situation), payroll(higher.gross, situation));
    const move = above.gross > below.gross ? 'sale' : 'scende';
    explanation += ` Con un centesimo di RAL in più il netto ${move} di ${sayEuro(above.net - below.net)}${cause ? `, per ${cause}` : ''}.`;
  }
  return { asked: askedCents / 100, ...(below ? { below: point(below) } : {}), ...(above ? { above: point(above) } : {}), explanation };
}

function notesOf(request: CalculateNetSalaryRequest, applied: readonly AppliedRule[], year: number): string[] {
  const notes = [
    "Il netto è quello di un anno intero di lavoro dipendente senza altri redditi, familiari a carico o oneri deducibili. Le addizionali dell'anno si trattengono in busta paga l'anno dopo: qui sono contate nell'anno a cui si riferiscono.",
  ];
  if (request.municipalRate === undefined) notes.push("Addizionale comunale non indicata: è contata a 0. Inserisci l'aliquota del tuo comune (di solito tra 0 e 0,8%, 0,9% a Roma) per un netto più preciso.");
  if (request.contract === 'fixed-term') notes.push('Per un anno intero la detrazione per lavoro dipendente non scende mai sotto il minimo del tempo determinato (1.380 €): il contratto incide solo su periodi più brevi.');
  const unconfirmed = applied.filter((rule) => !rule.confirmed).map((rule) => rule.name);
  if (unconfirmed.length > 0) notes.push(`Valori del ${year} ancora da confermare sulla fonte ufficiale: ${unconfirmed.join('; ')}.`);
  notes.push("Chi ha iniziato a versare i contributi dal 1996 li paga solo fino al massimale annuo INPS: qui non è applicato.");
  return notes;
}

function comparisonOf(request: CalculateNetSalaryRequest, year: number, gross: number, months: number): NetSalaryComparison {
  const other = YEARS.find((candidate) => candidate !== year)!;
  const otherGross = request.gross !== undefined ? gross : grossOf(request, other);
  const result = payroll(otherGross, situationOf(request, other).situation);
  return { year: other, gross: otherGross / 100, net: result.net / 100, netMonthly: Math.round(result.net / months) / 100 };
}

/** Stipendio netto from the RAL, or the smallest RAL for a net, under the rules of the year, exact to the cent. */
export function calculateNetSalary(request: CalculateNetSalaryRequest, today = new Date()): CalculateNetSalaryResponse {
  checkRequest(request);
  if ((request.gross === undefined) === (request.net === undefined)) {
    throw new InvalidNetSalaryInputError('Indica la «RAL, retribuzione annua lorda (€)» oppure il «Netto annuo che vuoi (€)», uno solo dei due');
  }
  const year = request.year ?? today.getFullYear();
  if (year < 2025 || year > 2026) throw new InvalidNetSalaryInputError(`Le regole del ${year} non sono ancora verificate: scegli il 2025 o il 2026`);
  const months = request.months ?? 13;
  if (request.municipalRate !== undefined && !Number.isInteger(Number((request.municipalRate * 10_000).toPrecision(15)))) {
    throw new InvalidNetSalaryInputError('Il campo «Addizionale comunale (%)» può avere al massimo quattro decimali');
  }
  const { situation, applied, thresholds } = situationOf(request, year);
  const gross = grossOf(request, year);
  const result = payroll(gross, situation);
  const netGap = request.net === undefined ? undefined : gapOf(centsOf(request.net, 'Netto annuo che vuoi (€)'), result.net, situation, thresholds);
  const euro = (cents: number) => cents / 100;
  return {
    year,
    mode: request.gross !== undefined ? 'gross' : 'net',
    gross: euro(result.gross),
    net: euro(result.net),
    netMonthly: Math.round(result.net / months) / 100,
    months,
    region: request.region,
    municipalRate: situation.municipalRate,
    municipalRateGiven: request.municipalRate !== undefined,
    breakdown: {
      inps: euro(result.inps),
      inpsRate: result.inpsRate,
      inpsAdditional: euro(result.inpsAdditional),
      taxableIncome: euro(result.taxableIncome),
      grossIrpef: euro(result.grossIrpef),
      employmentDeduction: euro(result.employmentDeduction),
      cuneoTaxFreeSum: euro(result.cuneoTaxFreeSum),
      cuneoDeduction: euro(result.cuneoDeduction),
      netIrpef: euro(result.netIrpef),
      trattamentoIntegrativo: euro(result.trattamentoIntegrativo),
      regional: euro(result.regional),
      municipal: euro(result.municipal),
      net: euro(result.net),
    },
    thresholds,
    comparison: comparisonOf(request, year, gross, months),
    ...(netGap ? { netGap } : {}),
    notes: notesOf(request, applied, year),
    rules: applied,
  };
}
