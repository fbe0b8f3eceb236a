import { act, screen } from '@testing-library/react';
import { fakeApi } from '../../test/fake-api';
import { renderTool } from '../../test/render';
import { latePaymentCalculator } from '.';
import LatePaymentCalculatorPage from './LatePaymentCalculatorPage';

const ANSWER = {
  tax: 1000,
  dueDate: '2025-06-16',
  paymentDate: '2025-06-26',
  days: 10,
  regime: 'from-2024-09-01',
  basePenaltyRate: 8.3333,
  penaltyRate: 0.8333,
  penaltyRateExplained: 'sanzione piena 25%; ridotta alla metà perché pagata entro 90 giorni: 12,5%; ravvedimento entro 30 giorni: 1/10 del minimo: 0,8333%',
  penalty: 8.33,
  interest: 0.55,
  interestPeriods: [{ from: '2025-06-17', to: '2025-06-26', days: 10, rate: 2, capital: 1000, interest: 0.55 }],
  total: 1008.88,
  f24: { kind: 'IRPEF', taxCodes: '4001, 4033, 4034', penalty: '8901', interest: '1989' },
  rules: [
    {
      name: 'Sanzione per omesso o tardivo versamento (art. 13 d.lgs. 471/1997)',
      value: '25%',
      source: { title: 'D.lgs. 87/2024', url: 'https://example.org/87' },
      confirmed: true,
      checked: '2026-11-25',
    },
  ],
};

describe('ravvedimento page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows penalty, interest and total, how they come about, the F24 codes and the rules of the year', async () => {
    const api = fakeApi({ 'POST /api/calculate-late-payment': { body: ANSWER } });
    renderTool(latePaymentCalculator, LatePaymentCalculatorPage, {
      fakeTimers: true,
      route: '/tools/late-payment-calculator?importo=1000&tributo=irpef&scadenza=2025-06-16&pagamento=2025-06-26',
    });
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(await screen.findByText('1.008,88 €')).toBeInTheDocument();
    expect(api.calls).toEqual([]); // worked out in the page
    expect(screen.getByText('Sanzione ridotta (0,8333%)')).toBeInTheDocument();
    expect(screen.getByText('Ridotta alla metà perché pagata entro 90 giorni: 12,5%.')).toBeInTheDocument();
    expect(screen.getByText('Sanzione: codice tributo 8901.')).toBeInTheDocument();
    expect(screen.getByText('Regole del 2025, verificate il 25 novembre 2026')).toBeInTheDocument();
  });

  it('says a payment on the due date owes nothing, without calling the server', async () => {
    const api = fakeApi({});
    renderTool(latePaymentCalculator, LatePaymentCalculatorPage, { fakeTimers: true, route: '/tools/late-payment-calculator?scadenza=2025-06-16&pagamento=2025-06-16' });
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(screen.getByText('La data di pagamento deve essere successiva alla scadenza: pagando entro la scadenza non ci sono sanzioni')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
