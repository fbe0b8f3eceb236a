import { screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { mortgageCalculator } from '.';
import MortgageCalculatorPage from './MortgageCalculatorPage';

const schedule = Array.from({ length: 480 }, (_, index) => ({
  n: index + 1,
  date: `${2027 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`,
  payment: 774.78,
  interest: 100,
  principal: 674.78,
  balance: index === 479 ? 0 : 1000,
}));
const ANSWER = {
  principal: 200_000,
  annualRate: 3.5,
  years: 40,
  frequency: 'monthly',
  solvedFor: 'payment',
  payment: 774.78,
  payments: 480,
  totalInterest: 171_896.16,
  totalPaid: 371_896.16,
  taeg: 3.56,
  totalCost: 171_896.16,
  schedule,
  rules: [{ name: 'Piano di ammortamento', value: 'alla francese', source: { title: "Banca d'Italia", url: 'https://example.org' }, confirmed: false, checked: '2026-11-25' }],
};

describe('mortgage page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the payment at once, then the totals, the chart and all 480 rows of the schedule', async () => {
    const api = fakeApi({ 'POST /api/calculate-mortgage': { body: ANSWER } });
    renderTool(mortgageCalculator, MortgageCalculatorPage, { fakeTimers: true, route: '/tools/mortgage-calculator?importo=200000&tasso=3,5&anni=40' });
    // The whole plan in the frame of the change, no timer to wait for.
    expect(screen.getAllByText('774,78 €')[0]).toBeInTheDocument();
    // Said once, in the answer: no second «Rata:» line beside the field.
    expect(screen.getAllByText(/^Rata/).map((element) => element.textContent)).toEqual(['Rata mensile', 'Rata']);
    expect(screen.getByText('371.896,54 €')).toBeInTheDocument();
    expect(api.calls).toEqual([]); // worked out in the page
    expect(screen.getByRole('region', { name: 'Piano di ammortamento' }).querySelectorAll('tbody tr')).toHaveLength(480);
    expect(screen.getByRole('img', { name: /Interessi e capitale pagati ogni anno/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Scarica il piano (CSV)' })).toBeInTheDocument();
    // Only the TAEG's definition waits for its source; the amortisation is arithmetic the plan checks itself.
    expect(screen.getAllByText('da confermare sulla fonte ufficiale')).toHaveLength(1);
  });

  it('prints the plan year by year: forty rows for forty years, each with its interest, principal and the debt at its end', () => {
    renderTool(mortgageCalculator, MortgageCalculatorPage, { fakeTimers: true, route: '/tools/mortgage-calculator?importo=200000&tasso=3,5&anni=40&prima-rata=2027-01-31' });
    const years = screen.getByRole('table', { name: /Piano di ammortamento per anno/ });
    const rows = [...years.querySelectorAll('tbody tr')].map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));
    expect(rows).toHaveLength(40);
    expect(rows[0]![0]).toBe('2027');
    expect(rows.at(-1)).toEqual(['2066', expect.any(String), expect.any(String), '0,00']);
    // Each year's principal is the debt it took off: the year before's debt less this year's.
    const amount = (text: string | null | undefined) => Number(text!.replace(/\./g, '').replace(',', '.'));
    expect(amount(rows[1]![2])).toBeCloseTo(amount(rows[0]![3]) - amount(rows[1]![3]), 2);
  });
});
