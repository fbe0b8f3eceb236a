import { act, screen } from '@testing-library/react';
import { fakeApi } from '../test/fake-api';
import { renderTool } from '../test/render';
import { bmiCalculator } from './bmi-calculator';
import BmiCalculatorPage from './bmi-calculator/BmiCalculatorPage';
import { currencyConverter } from './currency-converter';
import CurrencyConverterPage from './currency-converter/CurrencyConverterPage';

/** The currency converter asks the server for the day's rates: one of the tools that cannot answer offline. */
const CURRENCY_ROUTES = {
  'POST /api/convert-currency': { body: { convertedAmount: 92.3456, rate: 0.923456, date: '2025-01-14', source: 'Banca Centrale Europea' } },
  'GET /api/currency-history': { body: { from: 'USD', to: 'EUR', source: 'Banca centrale europea', points: [] } },
};

function setOnline(online: boolean): void {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('tool shell', () => {
  it('offline, a tool that asks the server says it needs a connection, sends nothing, and comes back by itself', async () => {
    jest.useFakeTimers();
    const api = fakeApi(CURRENCY_ROUTES);
    setOnline(false);
    renderTool(currencyConverter, CurrencyConverterPage, { fakeTimers: true });
    expect(screen.getByRole('heading', { name: 'Serve una connessione a Internet' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Importo')).not.toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1000));
    expect(api.calls).toHaveLength(0);

    act(() => setOnline(true));
    expect(screen.queryByRole('heading', { name: 'Serve una connessione a Internet' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Importo')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(250));
    expect(api.callsTo('POST /api/convert-currency')[0]?.json).toEqual({ amount: 100, from: 'USD', to: 'EUR' });
  });

  it('offline, a tool that computes in the browser keeps working', async () => {
    setOnline(false);
    const { user } = renderTool(bmiCalculator, BmiCalculatorPage);
    expect(screen.queryByRole('heading', { name: 'Serve una connessione a Internet' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Altezza (cm)'), '180');
    await user.type(screen.getByLabelText('Peso (kg)'), '75');
    await user.click(screen.getByRole('button', { name: 'Calcola BMI' }));
    expect(screen.getByText('23,1')).toBeInTheDocument();
  });

  it('remembers the tool among the recent ones', () => {
    renderTool(bmiCalculator, BmiCalculatorPage);
    expect(window.localStorage.getItem('orbita.recenti')).toBe('["bmi-calculator"]');
  });
});
