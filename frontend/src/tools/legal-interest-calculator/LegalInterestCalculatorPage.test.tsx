import { act, screen, within } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { legalInterestCalculator } from '.';
import LegalInterestCalculatorPage from './LegalInterestCalculatorPage';

const RULE = { checked: '2026-11-25', confirmed: true };
const ANSWER = {
  amount: 10_000,
  from: '2024-01-01',
  to: '2025-01-01',
  days: 366,
  compounding: 'simple',
  interest: 250.55,
  total: 10_250.55,
  dayCount: 'giorni effettivi / 365',
  periods: [
    { from: '2024-01-02', to: '2024-12-31', days: 365, rate: 2.5, capital: 10_000, interest: 250 },
    { from: '2025-01-01', to: '2025-01-01', days: 1, rate: 2, capital: 10_000, interest: 0.55 },
  ],
  rules: [
    { ...RULE, name: 'Saggio degli interessi legali (art. 1284 c.c.)', value: '2,5% dal 01/01/2024', source: { title: 'D.M. Economia 29 novembre 2023', url: 'https://example.org/2024' } },
    { ...RULE, confirmed: false, name: 'Saggio degli interessi legali (art. 1284 c.c.)', value: '2% dal 01/01/2025', source: { title: 'D.M. Economia 10 dicembre 2024', url: 'https://example.org/2025' } },
  ],
};

describe('legal interest page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('works the form of the address out in the page and shows the interest, the periods and the decrees', async () => {
    const api = fakeApi({ 'POST /api/calculate-legal-interest': { body: ANSWER } });
    renderTool(legalInterestCalculator, LegalInterestCalculatorPage, { fakeTimers: true, route: '/tools/legal-interest-calculator?importo=10000&dal=2024-01-01&al=2025-01-01' });
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(await screen.findByText('250,55 €')).toBeInTheDocument();
    expect(api.calls).toEqual([]); // worked out in the page
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1]!).getByText('2,5%')).toBeInTheDocument();
    expect(screen.getByText('Regole applicate, verificate il 25 novembre 2026')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^D\.M\. Economia 10 dicembre 2024/ })[0]).toHaveAttribute('href', 'https://www.gazzettaufficiale.it/eli/id/2024/12/16/24A06721/sg');
    expect(screen.getByRole('button', { name: 'Stampa il prospetto' })).toBeInTheDocument();
  });

  it('says a date beyond the known rates is not computed, without calling the server', async () => {
    const api = fakeApi({});
    renderTool(legalInterestCalculator, LegalInterestCalculatorPage, { fakeTimers: true, route: '/tools/legal-interest-calculator?al=2027-03-01' });
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(screen.getByText('Scegli date dal 21/04/1942 al 31/12/2026: il tasso legale del 2027 non è ancora stato fissato')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
