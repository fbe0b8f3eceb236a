import type { CalculateFlatTaxResponse } from '@orbita/proto-types';
import { DEFAULT_FLAT_TAX_FORM, INVALID_ATECO, INVALID_EMPLOYEE, INVALID_REVENUE, revenueSplits, toFlatTaxRequest } from './flat-tax-calculator.service';

describe('toFlatTaxRequest', () => {
  it('reads amounts typed the Italian way and sends the activity of the table', () => {
    expect(toFlatTaxRequest({ ...DEFAULT_FLAT_TAX_FORM, revenue: '52.300,50', employeeIncome: '€ 12.000' })).toEqual({
      request: { revenue: 52300.5, activity: 'professionali', fund: 'gestione-separata', startup: false, year: 2026, employeeIncome: 12000 },
    });
  });

  it('sends the coefficient when the visitor gives it, and the INPS options only to artigiani and commercianti', () => {
    const form = { ...DEFAULT_FLAT_TAX_FORM, activity: 'coefficiente', coefficient: 86, fund: 'artigiani', reduction: 'si', startup: 'si' } as const;
    expect(toFlatTaxRequest(form)).toEqual({
      request: { revenue: 40000, coefficient: 86, fund: 'artigiani', reduction: true, insuredBefore1996: false, startup: true, year: 2026 },
    });
    expect(toFlatTaxRequest({ ...form, fund: 'gestione-separata' })).toEqual({ request: { revenue: 40000, coefficient: 86, fund: 'gestione-separata', startup: true, year: 2026 } });
  });

  it('sends an ATECO code for the server to find its group, and stops one that is not a code', () => {
    expect(toFlatTaxRequest({ ...DEFAULT_FLAT_TAX_FORM, activity: 'codice', ateco: ' 62.01.00 ' })).toEqual({
      request: { revenue: 40000, ateco: '62.01.00', fund: 'gestione-separata', startup: false, year: 2026 },
    });
    for (const ateco of ['', '6', 'sei', '62.01.00.1']) expect(toFlatTaxRequest({ ...DEFAULT_FLAT_TAX_FORM, activity: 'codice', ateco })).toEqual({ invalid: INVALID_ATECO });
    expect(INVALID_ATECO).toContain('«Codice ATECO»');
  });

  it.each(['', '-1', 'tanti', '10,005'])('stops the revenue %j with a message naming the field by its label', (revenue) => {
    expect(toFlatTaxRequest({ ...DEFAULT_FLAT_TAX_FORM, revenue })).toEqual({ invalid: INVALID_REVENUE });
    expect(INVALID_REVENUE).toContain("«Ricavi o compensi incassati nell'anno (€)»");
  });

  it('stops a wrong employee income, and sends none when it is empty', () => {
    expect(toFlatTaxRequest({ ...DEFAULT_FLAT_TAX_FORM, employeeIncome: 'molti' })).toEqual({ invalid: INVALID_EMPLOYEE });
    expect('employeeIncome' in ((toFlatTaxRequest(DEFAULT_FLAT_TAX_FORM) as { request: object }).request)).toBe(false);
  });
});

describe('revenueSplits', () => {
  it('splits the revenue of each regime into costs, contributions, tax and what is left', () => {
    const comparison = {
      costs: 11000,
      flatTax: { contributions: 10167.3, taxableIncome: 28832.7, tax: 4324.91, net: 24507.79 },
      ordinary: { contributions: 10167.3, taxableIncome: 28832.7, tax: 6714.79, net: 22117.91 },
      saving: 2389.88,
      simplifications: [],
    };
    const splits = revenueSplits({ revenue: 50000, comparison } as unknown as CalculateFlatTaxResponse);
    expect(splits.map((split) => split.costs + split.contributions + split.tax + split.net)).toEqual([50000, 50000]);
    expect(splits[1]).toMatchObject({ name: 'Ordinario (IRPEF)', tax: 6714.79 });
  });
});
