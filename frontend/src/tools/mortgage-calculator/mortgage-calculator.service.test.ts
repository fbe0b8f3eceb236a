import { DEFAULT_MORTGAGE_FORM, INVALID_RATE, scheduleCsv, toMortgageRequest, totalsByYear } from './mortgage-calculator.service';

describe('mortgage form', () => {
  it('asks for the payment, or for the principal or rate a payment implies', () => {
    expect(toMortgageRequest(DEFAULT_MORTGAGE_FORM)).toEqual({ request: { principal: 150_000, annualRate: 3, years: 25, frequency: 'monthly', firstPaymentDate: '2027-01-01' } });
    expect(toMortgageRequest({ ...DEFAULT_MORTGAGE_FORM, mode: 'principal', arrangement: '1.000' })).toEqual({
      request: { annualRate: 3, payment: 700, years: 25, frequency: 'monthly', firstPaymentDate: '2027-01-01', costs: { arrangement: 1000 } },
    });
    expect(toMortgageRequest({ ...DEFAULT_MORTGAGE_FORM, rate: '3,1234' })).toEqual({ invalid: INVALID_RATE });
  });

  it('adds up each year for the chart and writes the CSV Excel reads in Italian', () => {
    const rows = [
      { n: 1, date: '2026-12-01', payment: 100, interest: 10, principal: 90, balance: 110 },
      { n: 2, date: '2027-01-01', payment: 100, interest: 5.5, principal: 94.5, balance: 15.5 },
      { n: 3, date: '2027-02-01', payment: 15.55, interest: 0.05, principal: 15.5, balance: 0 },
    ];
    expect(totalsByYear(rows)).toEqual([
      { year: '2026', interest: 10, principal: 90 },
      { year: '2027', interest: 5.55, principal: 110 },
    ]);
    expect(scheduleCsv(rows.slice(0, 1))).toBe('\uFEFFN;Data;Rata;Interessi;Quota capitale;Debito residuo\r\n1;01/12/2026;100,00;10,00;90,00;110,00\r\n');
    // Amounts grouped as on the page, which Excel in Italian reads as numbers.
    const large = [{ n: 1, date: '2026-12-01', payment: 1818.73, interest: 250, principal: 1568.73, balance: 98_431.27 }];
    expect(scheduleCsv(large)).toContain('1;01/12/2026;1.818,73;250,00;1.568,73;98.431,27\r\n');
  });
});
