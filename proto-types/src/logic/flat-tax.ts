/**
 * Regime forfettario: the logic of `POST /api/calculate-flat-tax` and of the page, which works the answer out itself at
 * each change. Pure and free of schema code.
 */
import { FLAT_TAX_ACTIVITIES, FLAT_TAX_ACTIVITY_LABELS, FLAT_TAX_FUNDS, FLAT_TAX_FUND_LABELS } from '../enums.js';
import type { AppliedRule } from '../tools/rules.js';
import type { CalculateFlatTaxRequest, CalculateFlatTaxResponse, FlatTaxRegimeFigures } from '../tools/flat-tax.js';
import { FLAT_TAX_FIELDS } from './bounds.js';
import { checkBoolean, checkChoice, checkNumber, checkText, ToolRefusal } from './refusal.js';
import {
  ARTISANS_FUND,
  FLAT_TAX_CEILINGS,
  FLAT_TAX_COEFFICIENTS,
  FLAT_TAX_CONTRIBUTION_REDUCTION,
  FLAT_TAX_EMPLOYEE_INCOME_LIMIT,
  FLAT_TAX_RATES,
  SEPARATE_FUND,
  TRADERS_FUND,
  type CoefficientGroup,
} from './rules/flat-tax.js';
import { IRPEF_BRACKETS } from './rules/irpef.js';
import { appliedRule, entryAt, sayPercent } from './rule-parameter.js';
import { sayEuro } from './withholding.js';
import { parseIsoDay } from './italian-holidays.js';
import { contributionsCents, irpefCents, percentOf } from './flat-tax-contributions.js';

/** The code of a flat-tax refusal beyond the contract's own checks. */
export const FLAT_TAX_REFUSED = 'TOOLS_INVALID_FLAT_TAX';

class InvalidFlatTaxInputError extends ToolRefusal {
  constructor(message: string) {
    super(FLAT_TAX_REFUSED, message);
  }
}

/** The contract's own checks, in its order, with its sentences. */
function checkRequest(request: CalculateFlatTaxRequest): void {
  const { revenue, activity, ateco, coefficient, startup, fund, reduction, insuredBefore1996, employeeIncome, year } = request;
  checkNumber(revenue, FLAT_TAX_FIELDS.revenue);
  if (activity !== undefined) checkChoice(activity, FLAT_TAX_FIELDS.activityTitle, FLAT_TAX_ACTIVITIES, FLAT_TAX_ACTIVITY_LABELS);
  if (ateco !== undefined) checkText(ateco, FLAT_TAX_FIELDS.ateco);
  if (coefficient !== undefined) checkNumber(coefficient, FLAT_TAX_FIELDS.coefficient, true);
  if (startup !== undefined) checkBoolean(startup, FLAT_TAX_FIELDS.startupTitle);
  checkChoice(fund, FLAT_TAX_FIELDS.fundTitle, FLAT_TAX_FUNDS, FLAT_TAX_FUND_LABELS);
  if (reduction !== undefined) checkBoolean(reduction, FLAT_TAX_FIELDS.reductionTitle);
  if (insuredBefore1996 !== undefined) checkBoolean(insuredBefore1996, FLAT_TAX_FIELDS.insuredBefore1996Title);
  if (employeeIncome !== undefined) checkNumber(employeeIncome, FLAT_TAX_FIELDS.employeeIncome);
  if (year !== undefined) checkNumber(year, FLAT_TAX_FIELDS.year, true);
}

const ACTIVITY = 'Attività';
const ATECO = 'Codice ATECO';
const COEFFICIENT = 'Coefficiente di redditività (%)';

function toCents(value: number, field: string): number {
  const scaled = Number((value * 100).toPrecision(15));
  if (!Number.isInteger(scaled)) throw new InvalidFlatTaxInputError(`Il campo «${field}» può avere al massimo due decimali (i centesimi)`);
  return scaled;
}

/** The table's group of an ATECO 2007 code («62.01.00», «620100», «47.81»): the longest prefix that matches. */
export function groupOfAteco(code: string, groups: readonly CoefficientGroup[]): CoefficientGroup {
  const digits = code.replace(/[\s.]/g, '');
  if (!/^\d{2,6}$/.test(digits)) throw new InvalidFlatTaxInputError(`Il campo «${ATECO}» deve essere un codice come 62.01 o 62.01.00`);
  let best: { group: CoefficientGroup; length: number } | undefined;
  for (const group of groups) {
    for (const prefix of group.prefixes) {
      if (digits.startsWith(prefix) && prefix.length > (best?.length ?? 0)) best = { group, length: prefix.length };
    }
  }
  if (best) return best.group;
  const longer = groups.some((group) => group.prefixes.some((prefix) => prefix.startsWith(digits)));
  throw new InvalidFlatTaxInputError(
    longer
      ? `Il codice ATECO ${code.trim()} non basta a scegliere il gruppo: scrivi anche le cifre dopo il punto (per esempio 47.81 o 46.19)`
      : `Il codice ATECO ${code.trim()} non è nella tabella dei coefficienti (allegato 4 della legge 190/2014)`,
  );
}

function coefficientOf(request: CalculateFlatTaxRequest, groups: readonly CoefficientGroup[]): { coefficient: number; group?: CoefficientGroup } {
  const given = [request.activity, request.ateco, request.coefficient].filter((value) => value !== undefined).length;
  if (given === 0) throw new InvalidFlatTaxInputError(`Indica il campo «${ACTIVITY}», il «${ATECO}» o il «${COEFFICIENT}»`);
  if (given > 1) throw new InvalidFlatTaxInputError(`Indica uno solo tra «${ACTIVITY}», «${ATECO}» e «${COEFFICIENT}»`);
  if (request.activity !== undefined) {
    const group = groups.find((candidate) => candidate.id === request.activity)!;
    return { coefficient: group.coefficient, group };
  }
  if (request.ateco !== undefined) {
    const group = groupOfAteco(request.ateco, groups);
    return { coefficient: group.coefficient, group };
  }
  const allowed = [...new Set(groups.map((group) => group.coefficient))].sort((a, b) => a - b);
  if (!allowed.includes(request.coefficient!)) {
    throw new InvalidFlatTaxInputError(`Il campo «${COEFFICIENT}» può essere solo ${allowed.slice(0, -1).join(', ')} o ${allowed.at(-1)} (allegato 4 della legge 190/2014)`);
  }
  return { coefficient: request.coefficient! };
}

function rulesOf(year: number) {
  const day = parseIsoDay(`${year}-01-01`)!;
  return {
    coefficients: entryAt(FLAT_TAX_COEFFICIENTS, day),
    rates: entryAt(FLAT_TAX_RATES, day),
    ceilings: entryAt(FLAT_TAX_CEILINGS, day),
    employee: entryAt(FLAT_TAX_EMPLOYEE_INCOME_LIMIT, day),
    reduction: entryAt(FLAT_TAX_CONTRIBUTION_REDUCTION, day),
    separate: entryAt(SEPARATE_FUND, day),
    artisans: entryAt(ARTISANS_FUND, day),
    traders: entryAt(TRADERS_FUND, day),
    irpef: entryAt(IRPEF_BRACKETS, day),
  };
}

const SIMPLIFICATIONS = [
  'Le spese reali sono stimate come la parte dei ricavi che il coefficiente non tassa (100% meno il coefficiente), uguali nei due regimi.',
  "Nel regime ordinario si calcola solo l'IRPEF per scaglioni sul reddito meno i contributi: senza detrazioni (lavoro autonomo, familiari), addizionali regionali e comunali, IRAP, IVA né altri redditi.",
  "I contributi sono quelli dell'anno, come se fossero versati nello stesso anno (nella realtà si deducono quelli pagati, anche a saldo dell'anno prima).",
  'Nel regime ordinario la riduzione contributiva del 35% non spetta.',
];

function euroText(value: number) {
  return sayEuro(value * 100);
}

/** Regime forfettario (L. 190/2014, art. 1, c. 54-89): income, INPS contributions, substitute tax and net, in cents. */
export function calculateFlatTax(request: CalculateFlatTaxRequest, today = new Date()): CalculateFlatTaxResponse {
  checkRequest(request);
  const year = request.year ?? today.getFullYear();
  if (year < 2025 || year > 2026) throw new InvalidFlatTaxInputError(`Le regole del ${year} non sono ancora verificate: scegli il 2025 o il 2026`);
  const rules = rulesOf(year);
  const revenue = toCents(request.revenue, 'Ricavi o compensi incassati');
  const employeeIncome = request.employeeIncome === undefined ? undefined : toCents(request.employeeIncome, "Redditi di lavoro dipendente o pensione dell'anno precedente");
  const { coefficient, group } = coefficientOf(request, rules.coefficients.value);
  const trade = request.fund !== 'gestione-separata';
  if (request.reduction && !trade) throw new InvalidFlatTaxInputError('La «Riduzione contributiva del 35%» spetta solo ad artigiani e commercianti, non alla Gestione separata');

  const income = percentOf(revenue, coefficient);
  const fundRules = {
    separate: rules.separate.value,
    trade: (request.fund === 'artigiani' ? rules.artisans : rules.traders).value,
    reduction: rules.reduction.value,
  };
  const contributionInput = { fund: request.fund, income, reduced: request.reduction === true, insuredBefore1996: request.insuredBefore1996 === true };
  const detail = contributionsCents(contributionInput, fundRules);
  const taxRate = request.startup ? rules.rates.value.startup : rules.rates.value.standard;
  const taxableIncome = Math.max(0, income - detail.total);
  const tax = percentOf(taxableIncome, taxRate);
  const costs = revenue - income;

  const ordinaryContributions = contributionsCents({ ...contributionInput, reduced: false }, fundRules).total;
  const ordinaryTaxable = Math.max(0, income - ordinaryContributions);
  const irpef = irpefCents(ordinaryTaxable, rules.irpef.value);
  const figures = (contributions: number, taxable: number, owed: number): FlatTaxRegimeFigures => ({
    contributions: contributions / 100,
    taxableIncome: taxable / 100,
    tax: owed / 100,
    net: (revenue - costs - contributions - owed) / 100,
  });
  const flatNet = revenue - costs - detail.total - tax;
  const ordinaryNet = revenue - costs - ordinaryContributions - irpef;

  const { nextYear, atOnce } = rules.ceilings.value;
  const warnings: string[] = [];
  if (revenue > atOnce * 100) {
    warnings.push(
      `Oltre ${euroText(atOnce)} di ricavi il regime forfettario cessa subito, già in quest'anno: l'IVA si applica dalla fattura che supera la soglia e il reddito dell'anno si tassa nel regime ordinario. Le cifre del forfettario qui sotto sono solo indicative.`,
    );
  } else if (revenue > nextYear * 100) {
    warnings.push(`Oltre ${euroText(nextYear)} di ricavi il regime forfettario resta per quest'anno ma non si può applicare dall'anno successivo.`);
  }
  if (employeeIncome !== undefined && employeeIncome > rules.employee.value * 100) {
    warnings.push(
      `Con redditi di lavoro dipendente o pensione oltre ${euroText(rules.employee.value)} nell'anno precedente il regime forfettario non si può applicare, salvo che il rapporto di lavoro sia cessato.`,
    );
  }

  const notes = [
    request.startup
      ? "Aliquota del 5% per l'anno di inizio e i quattro successivi, se nei tre anni prima non hai svolto attività d'impresa o professionale e la nuova attività non prosegue un lavoro dipendente o autonomo precedente."
      : "Aliquota del 15%: il 5% spetta solo ai primi cinque anni di una nuova attività che ne ha i requisiti.",
    'Il netto è quanto resta dei ricavi dopo contributi e imposta, prima delle spese reali dell\'attività.',
  ];
  if (request.fund === 'gestione-separata' && income < rules.separate.value.minimale * 100) {
    notes.push(`Sotto il minimale di ${euroText(rules.separate.value.minimale)} la Gestione separata non chiede un minimo, ma accredita meno mesi di contributi.`);
  }
  if (request.reduction) notes.push("La riduzione del 35% va chiesta all'INPS entro il 28 febbraio dell'anno e riduce in proporzione i contributi accreditati per la pensione; il contributo di maternità resta intero.");
  if (request.reduction && request.fund === 'commercianti') {
    // The sources read say the 35% applies to the contributions on the minimale and above it, without saying whether
    // the 0,48% for the indennizzo is cut too: the whole 24,48% is cut here, and the answer says so.
    notes.push("Per i commercianti la riduzione del 35% è applicata all'intera aliquota del 24,48%: se l'INPS lascia intero lo 0,48% per l'indennizzo di cessazione, i contributi sono un poco più alti (non confermato).");
  }
  if (request.ateco !== undefined) notes.push('La tabella dei coefficienti usa i codici ATECO 2007: se il tuo codice è della classificazione ATECO 2025, controlla la corrispondenza.');

  const applied: AppliedRule[] = [
    appliedRule(FLAT_TAX_COEFFICIENTS, rules.coefficients, () => (group ? `${group.label} (${group.atecoCodes}): ${coefficient}%` : `${coefficient}% (indicato da te)`)),
    appliedRule(FLAT_TAX_RATES, rules.rates, (value) => `${value.standard}%, ${value.startup}% nei primi cinque anni`),
    appliedRule(FLAT_TAX_CEILINGS, rules.ceilings, (value) => `${euroText(value.nextYear)} (uscita dall'anno dopo), ${euroText(value.atOnce)} (uscita immediata)`),
    appliedRule(FLAT_TAX_EMPLOYEE_INCOME_LIMIT, rules.employee, (value) => euroText(value)),
    request.fund === 'gestione-separata'
      ? appliedRule(SEPARATE_FUND, rules.separate, (value) => `${sayPercent(value.rate)} fino al massimale di ${euroText(value.massimale)} (minimale ${euroText(value.minimale)})`)
      : appliedRule(request.fund === 'artigiani' ? ARTISANS_FUND : TRADERS_FUND, request.fund === 'artigiani' ? rules.artisans : rules.traders, (value) =>
          `${sayPercent(value.rate)} (${sayPercent(value.rate + 1)} oltre ${euroText(value.threshold)}), minimale ${euroText(value.minimale)}, massimale ${euroText(value.massimale.from1996)} (${euroText(value.massimale.before1996)} con contributi prima del 1996), maternità ${euroText(value.maternity)} l'anno`,
        ),
    ...(trade ? [appliedRule(FLAT_TAX_CONTRIBUTION_REDUCTION, rules.reduction, (value) => `${value}% a domanda${request.reduction ? ' (applicata)' : ' (non applicata)'}`)] : []),
    appliedRule(IRPEF_BRACKETS, rules.irpef, (brackets) => brackets.map((bracket) => (bracket.upTo ? `${bracket.rate}% fino a ${euroText(bracket.upTo)}` : `${bracket.rate}% oltre`)).join(', ')),
  ];
  if (applied.some((rule) => !rule.confirmed)) {
    notes.push(`Alcuni valori del ${year} non sono ancora confermati sulla fonte ufficiale: sono segnati nelle regole qui sotto.`);
  }

  return {
    year,
    revenue: revenue / 100,
    ...(group ? { activity: { id: group.id, label: group.label, atecoCodes: group.atecoCodes } } : {}),
    coefficient,
    income: income / 100,
    contributions: detail.total / 100,
    contributionDetail: { fund: request.fund, base: detail.base / 100, fixed: detail.fixed / 100, onIncome: detail.onIncome / 100, reduced: detail.reduced, total: detail.total / 100 },
    taxRate,
    taxableIncome: taxableIncome / 100,
    tax: tax / 100,
    net: (revenue - detail.total - tax) / 100,
    warnings,
    notes,
    comparison: {
      costs: costs / 100,
      flatTax: figures(detail.total, taxableIncome, tax),
      ordinary: figures(ordinaryContributions, ordinaryTaxable, irpef),
      saving: (flatNet - ordinaryNet) / 100,
      simplifications: SIMPLIFICATIONS,
    },
    rules: applied,
  };
}
