/**
 * A labour credit under art. 429, c. 3, c.p.c.: the sum due at a month, revalued by the FOI index (art. 150 disp. att.
 * c.p.c.) up to the month of payment, with legal interest (art. 1284 c.c.) on the credit as it is revalued period by
 * period, not on the final sum (Cass. SS.UU. 4 marzo 2001 n. 38: the interest base is the credit «rivalutato anno per
 * anno», gradually increased). The method is the «anno per anno» one of the calculators used in Italian courts'
 * practice: the time is cut at each anniversary of the month due; in each stretch the capital is the original sum
 * revalued from the month due to the stretch's last month (always on the original sum, so revaluation never compounds),
 * and earns simple interest for the stretch's days at the legal rate of each day, actual days over 365. A fall of the
 * index never lowers the credit below the original sum (the revaluation repairs a loss of value, it does not take
 * one away). Money to the cent, exact in integers.
 */
import { euro, simpleLegalInterest, toCents } from './accrual.js';
import { dayNumber, isoDay } from './italian-holidays.js';
import { FOI_LAST_MONTH, italianMonth, revalueIstatOrError, unconfirmedFoiNote } from './istat-revaluation.js';
import { sayPercent } from './rule-parameter.js';

export interface LabourStretch {
  /** YYYY-MM: the stretch earns interest from the month after `from` to the end of month `to`. */
  from: string;
  to: string;
  /** First and last earning day, both included (YYYY-MM-DD). */
  firstDay: string;
  lastDay: string;
  days: number;
  /** The original sum revalued from the month due to `to`, never below it. */
  capital: number;
  /** The FOI change from the month due to `to`, percent, one decimal as ISTAT rounds it. */
  change: number;
  /** The legal rates in force in the stretch, percent a year. */
  rates: number[];
  interest: number;
}

export interface LabourCreditResult {
  amount: number;
  from: string;
  to: string;
  /** The credit revalued to the month of payment. */
  revalued: number;
  revaluation: number;
  interest: number;
  total: number;
  stretches: LabourStretch[];
  steps: { label: string; value: string; rule: string }[];
  foiLastMonth: string;
}

export const LABOUR_CREDIT_RULES = {
  revaluation: 'art. 429, c. 3, c.p.c. e art. 150 disp. att. c.p.c. (indice FOI senza tabacchi)',
  interest: 'art. 1284 c.c. (saggio legale di ciascun giorno), giorni effettivi su 365',
  base: 'Cass. SS.UU. 4 marzo 2001 n. 38: interessi sul credito rivalutato periodo per periodo',
} as const;

/** Where the method is stated: the ruling, a summary of the rule it set, and two calculators that apply it. */
export const LABOUR_CREDIT_SOURCES: ReadonlyArray<{ title: string; url: string }> = [
  {
    title: 'Cass. SS.UU. n. 38/2001: interessi sul credito rivalutato anno per anno, non sul capitale rivalutato da ultimo (e-glossa)',
    url: 'http://www.e-glossa.it/news/cassazione_civile_sez.unite_38%24%242001%c2%a3_rivalutazione_periodica_degli_interessi_legali_nei_crediti_di_l_53.aspx',
  },
  {
    title: 'Cass. n. 14143/2002: capitale rivalutato gradualmente con i coefficienti Istat, interessi nella misura legale di volta in volta (circolare Giemmelex)',
    url: 'http://www.giemmelex.it/?lang=ita&p=456',
  },
  {
    title: 'Calcolo «rivalutazione e interessi»: rivalutazione ogni anno sul capitale iniziale, interessi I = C × S × N / 36500 sul capitale rivalutato',
    url: 'http://studiolegalepaolini.com/language/it/rivalutazione-e-interessi/',
  },
];

export const LABOUR_CREDIT_MESSAGES = {
  share: 'Il credito di lavoro si rivaluta per intero: la quota al 75% e la cedolare secca valgono solo per i canoni',
} as const;

const monthOffset = (month: string, by: number): string => {
  const [year, number] = month.split('-').map(Number);
  const index = year! * 12 + (number! - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};
const firstDayAfter = (month: string): number => {
  const [year, number] = month.split('-').map(Number);
  return dayNumber(year!, number! + 1, 1);
};
const lastDayOf = (month: string): number => {
  const [year, number] = month.split('-').map(Number);
  return dayNumber(year!, number! + 1, 0);
};
const money = (value: number): string =>
  `${new Intl.NumberFormat('it-IT', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: 'always' } as Intl.NumberFormatOptions).format(value)} €`;
const percent = (value: number): string => new Intl.NumberFormat('it-IT', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);

/** The month ends of each stretch: every twelfth month after `from`, then `to`. */
function stretchEnds(from: string, to: string): string[] {
  const ends: string[] = [];
  for (let end = monthOffset(from, 12); end < to; end = monthOffset(end, 12)) ends.push(end);
  if (to > from) ends.push(to);
  return ends;
}

/**
 * The credit of `amount` due at month `from`, paid at month `to`: revaluation and interest, or the Italian sentence
 * that says what to fix (a bad input, a month whose index is not held).
 */
export function labourCreditOrError(input: { amount: number; from: string; to: string }): { result: LabourCreditResult } | { error: string } {
  const whole = revalueIstatOrError({ amount: input.amount, from: input.from, to: input.to });
  if ('error' in whole) return whole;
  const original = toCents(input.amount)!;
  const stretches: LabourStretch[] = [];
  let interestCents = 0n;
  let start = input.from;
  for (const end of stretchEnds(input.from, input.to)) {
    const outcome = revalueIstatOrError({ amount: input.amount, from: input.from, to: end });
    if ('error' in outcome) return outcome;
    const capitalCents = (() => {
      const revalued = toCents(outcome.result.revalued)!;
      return revalued > original ? revalued : original;
    })();
    const first = firstDayAfter(start);
    const last = lastDayOf(end);
    const accrual = simpleLegalInterest(capitalCents, first, last);
    interestCents += accrual.interestCents;
    stretches.push({
      from: start,
      to: end,
      firstDay: isoDay(first),
      lastDay: isoDay(last),
      days: last - first + 1,
      capital: euro(capitalCents),
      change: outcome.result.change,
      rates: accrual.entries.map((entry) => entry.value),
      interest: euro(accrual.interestCents),
    });
    start = end;
  }
  const revaluedCents = stretches.length === 0 ? original : toCents(stretches[stretches.length - 1]!.capital)!;
  const revalued = euro(revaluedCents);
  const interest = euro(interestCents);
  const total = euro(revaluedCents + interestCents);
  const steps = [
    {
      label: 'Rivalutazione del credito',
      value: `${money(input.amount)} dovuti a ${italianMonth(input.from)}, rivalutati a ${italianMonth(input.to)}: ${money(revalued)} (variazione FOI ${percent(whole.result.change)}%${
        revaluedCents === original && whole.result.change < 0 ? ', negativa: il credito resta quello dovuto' : ''
      })`,
      rule: LABOUR_CREDIT_RULES.revaluation,
    },
    ...stretches.map((stretch) => ({
      label: `Interessi dal ${sayDay(stretch.firstDay)} al ${sayDay(stretch.lastDay)} (${stretch.days} giorni)`,
      value: `${money(stretch.capital)} (credito rivalutato a ${italianMonth(stretch.to)}, +${percent(Math.max(stretch.change, 0))}%) al ${stretch.rates.map(sayPercent).join(' poi ')}: ${money(stretch.interest)}`,
      rule: `${LABOUR_CREDIT_RULES.interest}; ${LABOUR_CREDIT_RULES.base}`,
    })),
    { label: 'Totale dovuto', value: `${money(revalued)} + ${money(interest)} di interessi = ${money(total)}`, rule: 'art. 429, c. 3, c.p.c.' },
  ];
  const note = unconfirmedFoiNote([input.from, ...stretches.map((stretch) => stretch.to)]);
  if (note) steps.push({ label: 'Indici da confermare', value: note, rule: 'indice FOI senza tabacchi (Istat)' });
  return {
    result: { amount: input.amount, from: input.from, to: input.to, revalued, revaluation: euro(revaluedCents - original), interest, total, stretches, steps, foiLastMonth: FOI_LAST_MONTH },
  };
}

/** 2024-02-01 → 01/02/2024. */
function sayDay(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}
