import { calculate, type CalculationJob, type CalculationResult } from './calculation.js';

/** The entry of the calculation worker threads (see calculations.ts): one job in, its answer or refusal out. */
export default function calculationWorker(job: CalculationJob): CalculationResult {
  return calculate(job);
}
