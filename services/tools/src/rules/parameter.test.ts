import { parseIsoDay } from '../workdays/italian-holidays.js';
import { ANATOCISM, DAY_COUNT, SIMPLE_INTEREST } from './civil-code.js';
import { F24_CODES, LATE_PAYMENT_PENALTY, RAVVEDIMENTO_REDUCTIONS } from './late-payment.js';
import { LEGAL_RATE } from './legal-rate.js';
import { FRENCH_AMORTISATION, TAEG_DEFINITION } from './mortgage.js';
import { ARTISANS_FUND, FLAT_TAX_CEILINGS, FLAT_TAX_COEFFICIENTS, FLAT_TAX_CONTRIBUTION_REDUCTION, FLAT_TAX_EMPLOYEE_INCOME_LIMIT, FLAT_TAX_RATES, SEPARATE_FUND, TRADERS_FUND } from './flat-tax.js';
import { IRPEF_BRACKETS } from './irpef.js';
import { entryAt, segments, validateParameter, type Parameter } from './parameter.js';
import { VAT_CHECK_DIGIT, VAT_OFFICE_CODES } from './vat-number.js';
import { OCCASIONAL_INPS_THRESHOLD, RECEIPT_STAMP_DUTY, WITHHOLDING_RATE } from './withholding.js';

/** Every parameter of the tools service: a new one is added here, so the test below checks its sources. */
const PARAMETERS: ReadonlyArray<Parameter<unknown>> = [LEGAL_RATE, DAY_COUNT, ANATOCISM, SIMPLE_INTEREST, LATE_PAYMENT_PENALTY, RAVVEDIMENTO_REDUCTIONS, F24_CODES, FRENCH_AMORTISATION, TAEG_DEFINITION, VAT_CHECK_DIGIT, VAT_OFFICE_CODES, WITHHOLDING_RATE, RECEIPT_STAMP_DUTY, OCCASIONAL_INPS_THRESHOLD, FLAT_TAX_COEFFICIENTS, FLAT_TAX_RATES, FLAT_TAX_CEILINGS, FLAT_TAX_EMPLOYEE_INCOME_LIMIT, FLAT_TAX_CONTRIBUTION_REDUCTION, SEPARATE_FUND, ARTISANS_FUND, TRADERS_FUND, IRPEF_BRACKETS];

const day = (iso: string) => parseIsoDay(iso)!;

describe('rules as dated parameters', () => {
  it.each(PARAMETERS.map((parameter) => [parameter.name, parameter]))('%s: every value has a source, in date order', (_name, parameter) => {
    expect(validateParameter(parameter)).toEqual([]);
  });

  it('fails a value with no source, dates out of order, or no link', () => {
    const broken: Parameter<number> = {
      name: 'broken',
      label: 'Rotto',
      unit: 'percent',
      checked: '2026-11-25',
      values: [
        { from: '2025-01-01', value: 1, reference: { title: '', url: 'https://example.org', confirmed: true } },
        { from: '2024-01-01', value: 2, reference: { title: 'D.M.', url: 'http://insecure', confirmed: false } },
      ],
    };
    expect(validateParameter(broken)).toEqual([
      'broken from 2025-01-01: no reference title',
      'broken: 2024-01-01 is not after the value before it',
      'broken from 2024-01-01: no https link',
    ]);
  });

  it('answers the value in force on a day, never outside the known dates', () => {
    expect(entryAt(LEGAL_RATE, day('2023-12-31')).value).toBe(5);
    expect(entryAt(LEGAL_RATE, day('2024-01-01')).value).toBe(2.5);
    expect(entryAt(LEGAL_RATE, day('2026-12-31')).value).toBe(1.6);
    expect(() => entryAt(LEGAL_RATE, day('2027-01-01'))).toThrow('legal-interest-rate has no value on 2027-01-01');
    expect(() => entryAt(LEGAL_RATE, day('1942-04-20'))).toThrow();
  });

  it('cuts a span where the value changes', () => {
    const cut = segments(LEGAL_RATE, day('2022-12-30'), day('2024-01-02'));
    expect(cut.map((segment) => [segment.last - segment.first + 1, segment.entry.value])).toEqual([
      [2, 1.25],
      [365, 5],
      [2, 2.5],
    ]);
  });
});
