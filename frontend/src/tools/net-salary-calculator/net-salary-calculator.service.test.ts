import type { CalculateNetSalaryResponse } from '@orbita/proto-types';
import { DEFAULT_NET_SALARY_FORM, INVALID_AMOUNT, INVALID_MUNICIPAL, perHundred, salaryParts, toNetSalaryRequest } from './net-salary-calculator.service';
import { LOMBARDY_30K_BREAKDOWN } from './net-salary-answer.fixture';

describe('toNetSalaryRequest', () => {
  it('reads the RAL and the comune rate typed the Italian way', () => {
    expect(toNetSalaryRequest({ ...DEFAULT_NET_SALARY_FORM, amount: '32.500,50', municipalRate: '0,8' })).toEqual({
      request: { gross: 32_500.5, year: 2026, months: 13, region: 'lombardia', employer: 'standard', contract: 'permanent', municipalRate: 0.8 },
    });
  });

  it('sends the net when going back, and no comune rate when the field is empty', () => {
    expect(toNetSalaryRequest({ ...DEFAULT_NET_SALARY_FORM, mode: 'net', amount: '24000' })).toEqual({
      request: { net: 24_000, year: 2026, months: 13, region: 'lombardia', employer: 'standard', contract: 'permanent' },
    });
  });

  it.each(['', '0', 'tanti', '100,001', '20000000'])('stops the amount %j with the message to show', (amount) => {
    expect(toNetSalaryRequest({ ...DEFAULT_NET_SALARY_FORM, amount })).toEqual({ invalid: INVALID_AMOUNT.gross });
  });

  it.each(['4', 'zero virgola otto', '0,12345'])('stops the comune rate %j', (municipalRate) => {
    expect(toNetSalaryRequest({ ...DEFAULT_NET_SALARY_FORM, municipalRate })).toEqual({ invalid: INVALID_MUNICIPAL });
  });
});

describe('salaryParts', () => {
  const breakdown = LOMBARDY_30K_BREAKDOWN;

  const result = { gross: 30_000, breakdown } as CalculateNetSalaryResponse;

  it('cuts the RAL into INPS, taxes and what is left, which add up to the RAL', () => {
    const parts = salaryParts(result);
    expect(parts.map((part) => [part.key, part.amount])).toEqual([
      ['inps', 2757],
      ['irpef', 3221.63],
      ['regional', 377.94],
      ['municipal', 217.94],
      ['net', 23_425.49],
      ['bonus', 0],
    ]);
    const total = parts.filter((part) => part.key !== 'bonus').reduce((sum, part) => sum + part.amount * 100, 0);
    expect(Math.round(total)).toBe(3_000_000);
    expect(perHundred(parts[0]!, 30_000)).toBe(9.19);
  });

  it('puts what the State adds beyond the RAL in its own part', () => {
    const low = { gross: 10_000, breakdown: { ...breakdown, inps: 919, netIrpef: 133.63, regional: 111.7, municipal: 0, trattamentoIntegrativo: 1200, cuneoTaxFreeSum: 481.29, net: 10_516.96 } } as CalculateNetSalaryResponse;
    const parts = salaryParts(low);
    expect(parts.find((part) => part.key === 'bonus')?.amount).toBe(1681.29);
    expect(parts.find((part) => part.key === 'net')?.amount).toBe(8835.67);
  });
});
