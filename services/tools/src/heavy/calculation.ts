import type { CalculateMortgageRequest, CountWorkingDaysRequest } from '@orbita/proto-types';
import { calculateMortgage } from '../mortgage/mortgage.js';
import { countWorkingDays } from '../workdays/workdays.js';

/** A calculation a worker thread may run: the same functions the routes ran on the event loop. */
export type CalculationJob =
  | { kind: 'count-working-days'; request: CountWorkingDaysRequest }
  | { kind: 'calculate-mortgage'; request: CalculateMortgageRequest };

/** Its answer, or its refusal as code and message, since an error's class does not cross from a worker. */
export type CalculationResult = { answer: unknown } | { refusal: { code: string; message: string } };

export function runCalculation(job: CalculationJob): unknown {
  switch (job.kind) {
    case 'count-working-days':
      return countWorkingDays(job.request);
    case 'calculate-mortgage':
      return calculateMortgage(job.request);
  }
}

/** What a worker thread runs: an error with a code (an Italian refusal) is sent back as such. */
export function calculate(job: CalculationJob): CalculationResult {
  try {
    return { answer: runCalculation(job) };
  } catch (error) {
    const code = (error as { code?: unknown }).code;
    if (error instanceof Error && typeof code === 'string') return { refusal: { code, message: error.message } };
    throw error;
  }
}
