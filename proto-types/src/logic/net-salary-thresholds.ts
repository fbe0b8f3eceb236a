import type { NetSalaryThreshold } from '../tools/net-salary.js';
import type { YearRules } from './net-salary-payroll.js';

const pct = (rate: number) => `${String(rate).replace('.', ',')}%`;
/** Whole euro as «8.500 €», an amount with cents as «430,50 €». */
const euro = (value: number) =>
  `${new Intl.NumberFormat('it-IT', { useGrouping: 'always', minimumFractionDigits: Number.isInteger(value) ? 0 : 2, maximumFractionDigits: 2 } as Intl.NumberFormatOptions).format(value)} €`;

/**
 * The incomes (RAL less INPS) where one more euro can leave less net, each with what happens there: a benefit that
 * ends at once or a tax that starts on the whole income. Between two of them the net grows with the RAL.
 */
export function thresholdsOf(rules: YearRules): NetSalaryThreshold[] {
  const found = new Map<number, string[]>();
  const add = (income: number, label: string) => found.set(income, [...(found.get(income) ?? []), label]);
  const firstRate = rules.irpef[0]!.rate;
  const noTaxArea = (rules.deduction.low * 100) / firstRate;
  add(noTaxArea, `oltre ${euro(noTaxArea)} si paga l'IRPEF e con essa le addizionali regionale e comunale`);
  const bands = rules.cuneoSum.bands;
  bands.slice(0, -1).forEach((band, index) => {
    add(band.upTo, `oltre ${euro(band.upTo)} la somma esente del cuneo fiscale scende dal ${pct(band.rate)} al ${pct(bands[index + 1]!.rate)}`);
  });
  add(rules.integrativo.fullUpTo, `oltre ${euro(rules.integrativo.fullUpTo)} il trattamento integrativo di ${euro(rules.integrativo.amount)} non spetta più`);
  add(rules.cuneoSum.upTo, `oltre ${euro(rules.cuneoSum.upTo)} la somma esente del cuneo lascia il posto all'ulteriore detrazione`);
  add(rules.deduction.bonusUpTo, `oltre ${euro(rules.deduction.bonusUpTo)} la detrazione per lavoro dipendente perde i ${euro(rules.deduction.bonus)} in più`);
  const regional = rules.regional;
  if (regional.exemptUpTo !== undefined) add(regional.exemptUpTo, `oltre ${euro(regional.exemptUpTo)} l'addizionale regionale si paga su tutto il reddito`);
  if (regional.flatUpTo) add(regional.flatUpTo.upTo, `oltre ${euro(regional.flatUpTo.upTo)} l'addizionale regionale passa alle aliquote per scaglioni`);
  for (const deduction of regional.deductions ?? []) add(deduction.upTo, `oltre ${euro(deduction.upTo)} finisce la detrazione regionale di ${euro(deduction.amount)}`);
  return [...found.entries()].sort(([a], [b]) => a - b).map(([income, labels]) => ({ income, label: labels.join('; ') }));
}
