import type { CalculateNetSalaryResponse } from '@orbita/proto-types';

/** The breakdown the tools service answers for a RAL of 30.000 € in Lombardia (2025 rules): the page and its logic are tested on it. */
export const LOMBARDY_30K_BREAKDOWN: CalculateNetSalaryResponse['breakdown'] = {
  inps: 2757,
  inpsRate: 9.19,
  inpsAdditional: 0,
  taxableIncome: 27_243,
  grossIrpef: 6265.89,
  employmentDeduction: 2044.26,
  cuneoTaxFreeSum: 0,
  cuneoDeduction: 1000,
  netIrpef: 3221.63,
  trattamentoIntegrativo: 0,
  regional: 377.94,
  municipal: 217.94,
  net: 23_425.49,
};
