import { firstReaching, ROUNDING_WINDOW, stretchesOf } from './net-salary-inverse.js';
import { payroll, type PayrollCents, type Situation } from './net-salary-payroll.js';

/** A RAL and the net it gives, both in cents. */
export interface NetPoint {
  gross: number;
  net: number;
}

export interface NetsAround {
  /** Whether some RAL gives exactly the net asked. */
  exact: boolean;
  /** The highest net under the one asked, with the smallest RAL that gives it. */
  below: NetPoint | null;
  /** The lowest net over the one asked, with the smallest RAL that gives it. */
  above: NetPoint | null;
}

function better(candidate: NetPoint, current: NetPoint | null, higher: boolean): boolean {
  if (!current) return true;
  if (candidate.net !== current.net) return higher ? candidate.net > current.net : candidate.net < current.net;
  return candidate.gross < current.gross;
}

/** RALs of a stretch within `ROUNDING_WINDOW` cents of `from` (`step` −1 looks below it, 1 above). */
function near(from: number, step: 1 | -1, start: number, end: number): number[] {
  const cents: number[] = [];
  for (let gross = from, taken = 0; gross >= start && gross <= end && taken <= ROUNDING_WINDOW; gross += step, taken += 1) cents.push(gross);
  return cents;
}

/**
 * The nets nearest to `netCents` that a RAL gives, over every stretch where the net grows with the RAL: in each, just
 * below and just above the first RAL that reaches it (or its last cents when none does), the rounding window included.
 */
export function netsAround(netCents: number, situation: Situation, thresholds: readonly number[]): NetsAround {
  const result: NetsAround = { exact: false, below: null, above: null };
  for (const stretch of stretchesOf(situation, thresholds)) {
    const found = firstReaching(netCents, stretch, situation);
    const candidates = found === null ? near(stretch.end, -1, stretch.start, stretch.end) : [...near(found - 1, -1, stretch.start, stretch.end), ...near(found, 1, stretch.start, stretch.end)];
    for (const gross of candidates) {
      const point = { gross, net: payroll(gross, situation).net };
      if (point.net === netCents) result.exact = true;
      else if (point.net < netCents && better(point, result.below, true)) result.below = point;
      else if (point.net > netCents && better(point, result.above, false)) result.above = point;
    }
  }
  return result;
}

const CAUSES: ReadonlyArray<[keyof PayrollCents, string]> = [
  ['trattamentoIntegrativo', 'il trattamento integrativo'],
  ['cuneoTaxFreeSum', 'la somma esente del cuneo fiscale'],
  ['netIrpef', "l'IRPEF netta"],
  ['regional', "l'addizionale regionale"],
  ['municipal', "l'addizionale comunale"],
];

/** What changes most between two RALs a cent apart, in Italian («il trattamento integrativo»), if anything does. */
export function causeOfJump(below: PayrollCents, above: PayrollCents): string | null {
  let cause: string | null = null;
  let largest = 100;
  for (const [item, name] of CAUSES) {
    const change = Math.abs(Number(above[item]) - Number(below[item]));
    if (change > largest) [cause, largest] = [name, change];
  }
  return cause;
}
